// Money controls on manual adjustments, through HTTP against the real database: a resend of one
// submission credits once, and four-eyes holds however a large adjustment is split or raced.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminLedger, type BodyOf } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { createMember, createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLedger } from './ledger.audit.ts';

let t: TestApp;
let first: string;
let second: string;
let seq = 0;

/** The default approval amount: 1000.00. */
const THRESHOLD = '1000.00';

async function newOperator(): Promise<string> {
  const username = `finance_${++seq}`;
  const password = 'Finance@12345';
  await withTransaction(t.db, (tx) =>
    t.services.operators.create(tx, { username, displayName: username, password, roles: ['finance'] }),
  );
  return (await t.ok(adminAuth.login, { body: { username, password } })).token;
}

async function newMember(): Promise<number> {
  return (await createMember(t.services, { username: `adjusted_${++seq}` })).id;
}

type AdjustBody = BodyOf<typeof adminLedger.adjust>;

function credit(memberId: number, amount: string, extra: Partial<AdjustBody> = {}): AdjustBody {
  return {
    memberId,
    asset: 'CASH',
    direction: 'credit',
    amount,
    reasonCode: 'COMPENSATION',
    note: 'late delivery',
    idempotencyKey: randomUUID(),
    ...extra,
  };
}

const adjust = (token: string, body: AdjustBody) => t.call(adminLedger.adjust, { token, body });
const cash = async (memberId: number) => (await t.services.ledger.balances(t.db, memberId)).CASH;

beforeAll(async () => {
  t = await createTestApp();
  [first, second] = [await newOperator(), await newOperator()];
});
afterAll(() => t.close());

describe('an adjustment resent with its key', () => {
  it('64 identical submits at once credit once and all answer the first adjustment', async () => {
    const memberId = await newMember();
    const body = credit(memberId, '10.00');
    const answers = await Promise.all(Array.from({ length: 64 }, () => adjust(first, body)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const ids = new Set(answers.map((answer) => answer.envelope.result?.id));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((answer) => answer.envelope.result?.status))).toEqual(new Set(['applied']));
    expect(await cash(memberId)).toBe(1_000);
    const listed = await t.ok(adminLedger.adjustments, { token: first, query: { memberId, status: 'applied' } });
    expect(listed.total).toBe(1);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });

  it('a replay later answers the same id and status, pending ones included', async () => {
    const memberId = await newMember();
    const large = credit(memberId, '1000.01');
    const once = await t.ok(adminLedger.adjust, { token: first, body: large });
    const again = await t.ok(adminLedger.adjust, { token: first, body: large });
    expect(once.status).toBe('pending');
    expect(again).toEqual(once);
    const small = credit(memberId, '1.00', { asset: 'BEANS' });
    const applied = await t.ok(adminLedger.adjust, { token: first, body: small });
    expect(await t.ok(adminLedger.adjust, { token: first, body: small })).toEqual(applied);
    expect(applied.status).toBe('applied');
    expect((await t.services.ledger.balances(t.db, memberId)).BEANS).toBe(100);
  });

  it('refuses the same key with other content, naming the reuse, and moves nothing', async () => {
    const memberId = await newMember();
    const body = credit(memberId, '10.00');
    await t.ok(adminLedger.adjust, { token: first, body });
    for (const changed of [{ amount: '11.00' }, { note: 'another note' }, { memberId: await newMember() }]) {
      const refused = await adjust(first, { ...body, ...changed });
      expect(refused.status).toBe(409);
      expect(refused.envelope.error).toBe('ADJUSTMENT_KEY_REUSED');
    }
    expect(await cash(memberId)).toBe(1_000);
  });

  it('keys belong to their operator: another operator may use the same key for their own adjustment', async () => {
    const memberId = await newMember();
    const body = credit(memberId, '10.00');
    const mine = await t.ok(adminLedger.adjust, { token: first, body });
    const theirs = await t.ok(adminLedger.adjust, { token: second, body });
    expect(theirs.id).not.toBe(mine.id);
    expect(await cash(memberId)).toBe(2_000);
  });

  it('refuses a missing or malformed key naming the field', async () => {
    const memberId = await newMember();
    const { idempotencyKey: _, ...keyless } = credit(memberId, '10.00');
    for (const body of [keyless, credit(memberId, '10.00', { idempotencyKey: 'short' })]) {
      const refused = await t.call(adminLedger.adjust, { token: first, body });
      expect(refused.status).toBe(400);
      expect(refused.envelope.fields?.map((field) => field.field)).toContain('idempotencyKey');
    }
    expect(await cash(memberId)).toBe(0);
  });
});

describe('four-eyes over one operator’s day with one member', () => {
  it('64 concurrent adjustments of exactly the approval amount: one applies, the rest wait', async () => {
    const memberId = await newMember();
    const answers = await Promise.all(Array.from({ length: 64 }, () => adjust(first, credit(memberId, THRESHOLD))));
    const statuses = answers.map((answer) => answer.envelope.result?.status);
    expect(statuses.filter((status) => status === 'applied')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'pending')).toHaveLength(63);
    expect(await cash(memberId)).toBe(100_000);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });

  it('counts applied and pending adjustments of the day per balance, not rejected ones or other operators', async () => {
    const memberId = await newMember();
    expect((await t.ok(adminLedger.adjust, { token: first, body: credit(memberId, '600.00') })).status).toBe('applied');
    // 600 + 500 is above 1000: the split second half waits.
    const split = await t.ok(adminLedger.adjust, { token: first, body: credit(memberId, '500.00') });
    expect(split.status).toBe('pending');
    // A debit counts towards the day as well: moving value either way is what the control is for.
    const debit = await t.ok(adminLedger.adjust, {
      token: first,
      body: credit(memberId, '1.00', { direction: 'debit' }),
    });
    expect(debit.status).toBe('pending');
    // Another balance of the member, another operator and another member have days of their own.
    expect(
      (await t.ok(adminLedger.adjust, { token: first, body: credit(memberId, '500.00', { asset: 'BEANS' }) })).status,
    ).toBe('applied');
    expect((await t.ok(adminLedger.adjust, { token: second, body: credit(memberId, '500.00') })).status).toBe(
      'applied',
    );
    expect((await t.ok(adminLedger.adjust, { token: first, body: credit(await newMember(), '500.00') })).status).toBe(
      'applied',
    );
    // Rejected adjustments leave the day's total: 600 + 300 fits once the 500 and the 1.00 are turned down.
    await t.ok(adminLedger.rejectAdjustment, { token: second, body: { id: split.id, note: 'split' } });
    await t.ok(adminLedger.rejectAdjustment, { token: second, body: { id: debit.id, note: 'split' } });
    expect((await t.ok(adminLedger.adjust, { token: first, body: credit(memberId, '300.00') })).status).toBe('applied');
    expect(await cash(memberId)).toBe(60_000 + 50_000 + 30_000);
  });

  it('a pending adjustment decided by several operators at once is decided once', async () => {
    const memberId = await newMember();
    // Roles granted before the request: a role newer than it may not decide it.
    const deciders = [second, await newOperator(), await newOperator(), await newOperator()];
    const large = await t.ok(adminLedger.adjust, { token: first, body: credit(memberId, '1500.00') });
    const answers = await Promise.all(
      deciders.map((token, i) =>
        t.call(i % 2 === 0 ? adminLedger.approveAdjustment : adminLedger.rejectAdjustment, {
          token,
          body: { id: large.id },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.envelope.success)).toHaveLength(1);
    expect(answers.filter((answer) => answer.envelope.error === 'ADJUSTMENT_DECIDED')).toHaveLength(3);
    const decided = answers.find((answer) => answer.envelope.success)!.envelope.result!;
    expect(await cash(memberId)).toBe(decided.status === 'applied' ? 150_000 : 0);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });

  it('an approved adjustment counts towards the requester’s day', async () => {
    const memberId = await newMember();
    const large = await t.ok(adminLedger.adjust, { token: first, body: credit(memberId, '1500.00') });
    await t.ok(adminLedger.approveAdjustment, { token: second, body: { id: large.id } });
    expect((await t.ok(adminLedger.adjust, { token: first, body: credit(memberId, '0.01') })).status).toBe('pending');
  });
});
