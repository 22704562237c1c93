// A payable of another kind than an order, declared here on a table of this test's own: it is paid
// by QR through the same routes, sandbox bank and signed callbacks as an order, once however many
// callbacks race for it; money for one closed meanwhile goes to the payer's balance once; only its
// owner may pay it or see its payment; the ledger stays clean.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pay } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { freePort } from '../../../test/free-port.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { holdPost, raceHeld } from '../../../test/held-requests.ts';
import { demoMember, type DemoBuyer } from '../../../test/orders-support.ts';
import { auditLedger } from '../ledger/index.ts';
import type { PayableKind } from './index.ts';

const KIND = 'test-topup';
const CONTENDERS = 8;
let t: TestApp;
let port: number;
let buyer: DemoBuyer;
let stranger: string;

interface TopupRow extends Record<string, unknown> {
  id: number;
  member_id: number;
  amount_minor: number;
  currency: string;
  state: 'open' | 'paid' | 'closed';
  reference: string | null;
  expires_at: string | Date;
}

async function topupRow(db: DbOrTx, id: number, lock: boolean): Promise<TopupRow | undefined> {
  const rows = await db.execute<TopupRow>(sql`
    select id::int, member_id, amount_minor::int, currency, state, reference, expires_at
      from test_topups where id = ${id} ${lock ? sql`for update` : sql``}`);
  return rows.rows[0];
}

/** A balance top-up paid by QR: the member's cash balance takes the amount once it is paid. */
const topups: PayableKind = {
  kind: KIND,
  async due(db, id) {
    const row = await topupRow(db, id, false);
    if (!row) return undefined;
    return {
      memberId: row.member_id,
      amountMinor: row.amount_minor,
      currency: row.currency,
      expiresAt: new Date(row.expires_at),
      label: `TOPUP${row.id}`,
      status: row.state === 'open' ? 0 : row.state === 'paid' ? 1 : 2,
      open: row.state === 'open',
      settled: row.state === 'paid' ? 'success' : row.state === 'closed' ? 'expired' : null,
    };
  },
  async paid(tx, input) {
    const row = await topupRow(tx, input.id, true);
    if (!row) return 'notPayable';
    if (row.state !== 'open') return row.reference === input.reference ? 'alreadyPaid' : 'notPayable';
    if (row.amount_minor !== input.amountMinor) return 'notPayable';
    await tx.execute(sql`update test_topups set state = 'paid', reference = ${input.reference} where id = ${row.id}`);
    await t.services.ledger.transfer(tx, {
      idempotencyKey: `test-topup:${row.id}:paid`,
      kind: 'TOP_UP',
      reference: `test-topup:${row.id}`,
      legs: [
        { from: { system: 'ISSUANCE' }, to: { memberId: row.member_id }, asset: 'CASH', amountMinor: row.amount_minor },
      ],
    });
    return 'paid';
  },
  refundCredit: (id) => ({ kind: 'ORDER_REFUND', reference: `test-topup:${id}:returned` }),
  notFound: () => new AppError('NOT_FOUND', 'orders.notFound', undefined, 'TOPUP_NOT_FOUND'),
};

async function newTopup(amountMinor: number): Promise<number> {
  const currency = await t.services.settings.get(t.db, 'currencyCode');
  const rows = await t.db.execute<{ id: number }>(sql`
    insert into test_topups (member_id, amount_minor, currency, expires_at)
    values (${buyer.memberId}, ${amountMinor}, ${currency}, now() + interval '15 minutes') returning id::int`);
  return rows.rows[0]!.id;
}

async function cash() {
  return (await t.services.ledger.balances(t.db, buyer.memberId)).CASH;
}

async function transfersOf(reference: string): Promise<number> {
  const rows = await t.db.execute<{ n: number }>(sql`
    select count(*)::int as n from ledger_transactions where reference = ${reference}`);
  return rows.rows[0]!.n;
}

/** The sandbox bank's completion, as its page sends it, held for the race. */
function completion(id: number) {
  return holdPost(port, pay.sandboxComplete.path, `orderId=${id}&payableKind=${KIND}&outcome=paid`, {
    'content-type': 'application/x-www-form-urlencoded',
    'app-version': 'h5_2.7.5',
    lang: 'en_US',
  });
}

/** A signed sandbox callback for the intent's payment under an event id of its own. */
function callback(intent: { id: number; amountMinor: number }, id: number, reference: string) {
  const body = JSON.stringify({
    eventId: randomUUID(),
    intentId: intent.id,
    orderId: id,
    payableKind: KIND,
    amountMinor: intent.amountMinor,
    outcome: 'paid',
    reference,
  });
  return holdPost(port, '/mallapi/pay/notify/sandbox', body, {
    'content-type': 'application/json',
    'x-sandbox-signature': t.services.sandboxSigner.sign(body),
  });
}

function outcomes(answers: { body: string }[]): string[] {
  return answers.map((answer) => {
    const envelope = JSON.parse(answer.body) as {
      result: { outcome?: string; action?: string } | null;
      error?: string;
    };
    return envelope.result?.outcome ?? envelope.result?.action ?? envelope.error ?? 'none';
  });
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  buyer = await demoMember(t, 'demo_regular');
  stranger = (await demoMember(t, 'demo_vip')).token;
  await t.db.execute(sql`
    create table test_topups (
      id bigserial primary key,
      member_id integer not null,
      amount_minor bigint not null,
      currency text not null,
      state text not null default 'open',
      reference text,
      expires_at timestamptz not null)`);
  t.services.payables.register(topups);
  port = await freePort();
  await t.app.listen({ host: '127.0.0.1', port });
});
afterAll(() => t.close());

describe('a payable declared by another module', () => {
  it('is paid by QR once when the sandbox completion and 7 signed callbacks race for it', async () => {
    const id = await newTopup(1234);
    const qr = await t.ok(pay.prepay, { body: { orderId: id, payableKind: KIND }, token: buyer.token });
    expect(qr).toMatchObject({ orderId: id, orderNo: `TOPUP${id}`, provider: 'sandbox', amount: '12.34' });
    expect(qr.bankUrl).toContain(`payableKind=${KIND}`);
    const intent = (await t.services.payments.latestIntentOf(t.db, { kind: KIND, id }))!;
    expect(intent).toMatchObject({ payableKind: KIND, payableId: id, orderId: null, amountMinor: 1234 });
    const before = await cash();
    const held = [
      completion(id),
      ...Array.from({ length: CONTENDERS - 1 }, () => callback(intent, id, `SBX${intent.id}`)),
    ];
    const answers = outcomes(await raceHeld(held));
    expect(answers.filter((answer) => answer === 'paid')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'alreadyPaid')).toHaveLength(CONTENDERS - 1);
    expect(await cash()).toBe(before + 1234);
    expect(await transfersOf(`test-topup:${id}`)).toBe(1);
    expect(await transfersOf(`test-topup:${id}:returned`)).toBe(0);
    expect((await t.services.payments.intent(t.db, intent.id))!.state).toBe('success');
    const status = await t.ok(pay.status, { body: { orderId: id, payableKind: KIND }, token: buyer.token });
    expect(status).toEqual({ orderId: id, state: 'success', orderStatus: 1 });
    const recorded = await t.db.execute<{ action: string; n: number }>(sql`
      select action, count(*)::int as n from payment_callbacks
       where payable_kind = ${KIND} and payable_id = ${id} group by action order by action`);
    expect(recorded.rows).toEqual([
      { action: 'alreadyPaid', n: CONTENDERS - 1 },
      { action: 'paid', n: 1 },
    ]);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });

  it('shows and pays only its owner’s payable, and no kind nobody declared', async () => {
    const id = await newTopup(500);
    const foreign = await t.call(pay.prepay, { body: { orderId: id, payableKind: KIND }, token: stranger });
    expect(foreign.envelope.error).toBe('TOPUP_NOT_FOUND');
    const peek = await t.call(pay.status, { body: { orderId: id, payableKind: KIND }, token: stranger });
    expect(peek.envelope.error).toBe('TOPUP_NOT_FOUND');
    const unknown = await t.call(pay.prepay, { body: { orderId: id, payableKind: 'nobody' }, token: buyer.token });
    expect(unknown.envelope.error).toBe('ORDER_NOT_PAYABLE');
    expect(await t.services.payments.latestIntentOf(t.db, { kind: KIND, id })).toBeUndefined();
  });

  it('credits money for a payable closed meanwhile to the payer once, however many callbacks race', async () => {
    const id = await newTopup(700);
    await t.ok(pay.prepay, { body: { orderId: id, payableKind: KIND }, token: buyer.token });
    const intent = (await t.services.payments.latestIntentOf(t.db, { kind: KIND, id }))!;
    await t.db.execute(sql`update test_topups set state = 'closed' where id = ${id}`);
    const before = await cash();
    const answers = outcomes(
      await raceHeld(Array.from({ length: CONTENDERS }, () => callback(intent, id, `SBX-LATE-${intent.id}`))),
    );
    expect(answers.filter((answer) => answer === 'refundedToBalance')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'alreadyPaid')).toHaveLength(CONTENDERS - 1);
    expect(await cash()).toBe(before + 700);
    expect(await transfersOf(`test-topup:${id}:returned`)).toBe(1);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });
});
