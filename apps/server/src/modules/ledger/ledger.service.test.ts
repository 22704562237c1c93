import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { withTransaction } from '../../db/client.ts';
import { createMember, createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLedger } from './ledger.audit.ts';
import type { LedgerService, TransferRequest } from './ledger.service.ts';

let t: TestApp;
let ledger: LedgerService;
let seq = 0;
const key = (label: string) => `${label}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
  ledger = t.services.ledger;
});
afterAll(() => t.close());

async function newMember() {
  return (await createMember(t.services, { username: `ledger_${++seq}` })).id;
}

const run = <T>(work: Parameters<typeof withTransaction<T>>[1]) => withTransaction(t.db, work);

async function fund(memberId: number, asset: 'CASH' | 'BEANS' | 'POINTS', amountMinor: number) {
  return run((tx) =>
    ledger.transfer(tx, {
      idempotencyKey: key('fund'),
      kind: 'TOP_UP',
      legs: [{ from: { system: 'ISSUANCE' }, to: { memberId }, asset, amountMinor }],
    }),
  );
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { errorKey?: string; code?: string; cause?: { code?: string }; message: string };
  }
  throw new Error('expected a failure');
}

describe('transfers', () => {
  it('moves value between accounts and keeps every asset summing to zero', async () => {
    const a = await newMember();
    const b = await newMember();
    await fund(a, 'CASH', 10_000);
    const posted = await run((tx) =>
      ledger.transfer(tx, {
        idempotencyKey: key('pay'),
        kind: 'ORDER_PAYMENT',
        reference: 'order:1',
        legs: [
          { from: { memberId: a }, to: { memberId: b }, asset: 'CASH', amountMinor: 2_500 },
          { from: { memberId: a }, to: { system: 'REVENUE' }, asset: 'CASH', amountMinor: 500 },
        ],
      }),
    );
    expect(posted.transfers).toHaveLength(2);
    expect((await ledger.balances(t.db, a)).CASH).toBe(7_000);
    expect((await ledger.balances(t.db, b)).CASH).toBe(2_500);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });

  it('commits all legs or none: an unaffordable leg rolls back the others', async () => {
    const a = await newMember();
    const b = await newMember();
    await fund(a, 'CASH', 1_000);
    const error = await failure(
      run((tx) =>
        ledger.transfer(tx, {
          idempotencyKey: key('multi'),
          kind: 'ORDER_PAYMENT',
          legs: [
            { from: { memberId: a }, to: { memberId: b }, asset: 'CASH', amountMinor: 600 },
            { from: { memberId: a }, to: { system: 'REVENUE' }, asset: 'CASH', amountMinor: 600 },
          ],
        }),
      ),
    );
    expect(error.errorKey).toBe('INSUFFICIENT_BALANCE');
    expect((await ledger.balances(t.db, a)).CASH).toBe(1_000);
    expect((await ledger.balances(t.db, b)).CASH).toBe(0);
  });

  it('returns the first result for a replayed key and refuses the key with another request', async () => {
    const a = await newMember();
    await fund(a, 'CASH', 1_000);
    const request: TransferRequest = {
      idempotencyKey: key('idem'),
      kind: 'ORDER_PAYMENT',
      legs: [{ from: { memberId: a }, to: { system: 'REVENUE' }, asset: 'CASH', amountMinor: 300 }],
    };
    const first = await run((tx) => ledger.transfer(tx, request));
    const again = await run((tx) => ledger.transfer(tx, request));
    expect(again).toMatchObject({ transactionId: first.transactionId, isReplay: true, transfers: first.transfers });
    const changed = await failure(
      run((tx) => ledger.transfer(tx, { ...request, legs: [{ ...request.legs[0]!, amountMinor: 301 }] })),
    );
    expect(changed.errorKey).toBe('IDEMPOTENCY_MISMATCH');
    expect((await ledger.balances(t.db, a)).CASH).toBe(700);
  });
});

describe('the database itself', () => {
  it('refuses to update or delete a transfer', async () => {
    const a = await newMember();
    await fund(a, 'CASH', 100);
    const update = await failure(t.db.execute(sql`update ledger_transfers set amount_minor = 1`));
    expect(update.cause?.code ?? update.code).toBe('42501');
    const remove = await failure(t.db.execute(sql`delete from ledger_transfers`));
    expect(remove.cause?.code ?? remove.code).toBe('42501');
  });

  it('refuses a direct balance update and a negative member balance', async () => {
    const a = await newMember();
    await fund(a, 'CASH', 100);
    const direct = await failure(
      t.db.execute(sql`update ledger_accounts set balance = balance + 1 where member_id = ${a}`),
    );
    expect(direct.cause?.code ?? direct.code).toBe('42501');
    const negative = await failure(
      t.db
        .execute(
          sql`
        insert into ledger_transactions (idempotency_key, request_hash, kind) values (${key('raw')}, 'x', 'TOP_UP');
      `,
        )
        .then(() =>
          t.db.execute(sql`
          with tx as (insert into ledger_transactions (idempotency_key, request_hash, kind) values (${key('raw')}, 'x', 'ORDER_PAYMENT') returning id)
          insert into ledger_transfers (transaction_id, debit_account_id, credit_account_id, asset, amount_minor, kind)
          select tx.id, (select id from ledger_accounts where member_id = ${a} and asset = 'CASH'),
                 (select id from ledger_accounts where system_name = 'REVENUE' and asset = 'CASH'), 'CASH', 101, 'ORDER_PAYMENT'
            from tx`),
        ),
    );
    expect(negative.cause?.code ?? negative.code).toBe('23514');
  });

  it('refuses a transaction without transfers and a transfer across assets', async () => {
    const empty = await failure(
      t.db.execute(
        sql`insert into ledger_transactions (idempotency_key, request_hash, kind) values (${key('empty')}, 'x', 'TOP_UP')`,
      ),
    );
    expect(empty.cause?.code ?? empty.code).toBe('23514');
    const cross = await failure(
      t.db.execute(sql`
        with tx as (insert into ledger_transactions (idempotency_key, request_hash, kind) values (${key('cross')}, 'x', 'TOP_UP') returning id)
        insert into ledger_transfers (transaction_id, debit_account_id, credit_account_id, asset, amount_minor, kind)
        select tx.id, (select id from ledger_accounts where system_name = 'ISSUANCE' and asset = 'CASH'),
               (select id from ledger_accounts where system_name = 'REVENUE' and asset = 'BEANS'), 'CASH', 5, 'TOP_UP'
          from tx`),
    );
    expect(cross.cause?.code ?? cross.code).toBe('23514');
  });
});

describe('holds', () => {
  it('resolve exactly once: post moves the value on, a second resolution is refused', async () => {
    const a = await newMember();
    await fund(a, 'CASH', 5_000);
    const hold = await run((tx) =>
      ledger.hold(tx, { idempotencyKey: key('hold'), memberId: a, asset: 'CASH', amountMinor: 2_000 }),
    );
    expect(await ledger.balances(t.db, a)).toMatchObject({ CASH: 3_000, heldCash: 2_000 });
    const posted = await run((tx) =>
      ledger.postHold(tx, hold.id, { idempotencyKey: key('post'), to: { system: 'PAYOUT' } }),
    );
    expect(posted.status).toBe('posted');
    const again = await failure(run((tx) => ledger.voidHold(tx, hold.id, { idempotencyKey: key('void') })));
    expect(again.errorKey).toBe('HOLD_RESOLVED');
    expect(await ledger.balances(t.db, a)).toMatchObject({ CASH: 3_000, heldCash: 0 });
  });

  it('void returns the value to the member', async () => {
    const a = await newMember();
    await fund(a, 'BEANS', 900);
    const hold = await run((tx) =>
      ledger.hold(tx, { idempotencyKey: key('hold'), memberId: a, asset: 'BEANS', amountMinor: 900 }),
    );
    await run((tx) => ledger.voidHold(tx, hold.id, { idempotencyKey: key('void') }));
    expect(await ledger.balances(t.db, a)).toMatchObject({ BEANS: 900, heldBeans: 0 });
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });
});

describe('reversals', () => {
  it('undo a transaction with a new one, once', async () => {
    const a = await newMember();
    const b = await newMember();
    await fund(a, 'POINTS', 50);
    const gift = await run((tx) =>
      ledger.transfer(tx, {
        idempotencyKey: key('gift'),
        kind: 'POINTS_EARNED',
        legs: [{ from: { memberId: a }, to: { memberId: b }, asset: 'POINTS', amountMinor: 20 }],
      }),
    );
    const reversal = await run((tx) => ledger.reverse(tx, gift.transactionId, { idempotencyKey: key('rev') }));
    expect(reversal.transfers[0]).toMatchObject({
      debitAccountId: gift.transfers[0]!.creditAccountId,
      creditAccountId: gift.transfers[0]!.debitAccountId,
    });
    expect((await ledger.balances(t.db, a)).POINTS).toBe(50);
    const twice = await failure(run((tx) => ledger.reverse(tx, gift.transactionId, { idempotencyKey: key('rev') })));
    expect(twice.errorKey).toBe('ALREADY_REVERSED');
    const ofReversal = await failure(
      run((tx) => ledger.reverse(tx, reversal.transactionId, { idempotencyKey: key('rev') })),
    );
    expect(ofReversal.errorKey).toBe('NOT_REVERSIBLE');
  });
});

describe('discount-card lots', () => {
  it('are spent earliest-expiring first and expire 12 months after purchase', async () => {
    const a = await newMember();
    await fund(a, 'CASH', 100_000);
    const older = new Date('2026-01-10T00:00:00Z');
    const newer = new Date('2026-03-10T00:00:00Z');
    await run((tx) =>
      ledger.buyLot(tx, { idempotencyKey: key('lot'), memberId: a, amountMinor: 3_000, paidWith: 'CASH', now: newer }),
    );
    await run((tx) =>
      ledger.buyLot(tx, { idempotencyKey: key('lot'), memberId: a, amountMinor: 2_000, paidWith: 'CASH', now: older }),
    );
    expect((await ledger.balances(t.db, a)).CASH).toBe(95_000);
    const spendAt = new Date('2026-06-01T00:00:00Z');
    await run((tx) =>
      ledger.spendDiscountCard(tx, { idempotencyKey: key('use'), memberId: a, amountMinor: 2_500, now: spendAt }),
    );
    const lots = await ledger.lots(t.db, a);
    expect(lots.map((lot) => [lot.remainingMinor, lot.expiresAt.toISOString()])).toEqual([
      [0, '2027-01-10T00:00:00.000Z'],
      [2_500, '2027-03-10T00:00:00.000Z'],
    ]);
    expect(await run((tx) => ledger.expireLots(tx, new Date('2027-03-10T00:00:00Z')))).toBe(1);
    expect((await ledger.balances(t.db, a)).DISCOUNT_CARD).toBe(0);
    const spent = await failure(
      run((tx) =>
        ledger.spendDiscountCard(tx, { idempotencyKey: key('use'), memberId: a, amountMinor: 1, now: spendAt }),
      ),
    );
    expect(spent.errorKey).toBe('INSUFFICIENT_BALANCE');
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });

  it('refuses plain transfers of member discount-card value', async () => {
    const a = await newMember();
    const error = await failure(
      run((tx) =>
        ledger.transfer(tx, {
          idempotencyKey: key('dc'),
          kind: 'DC_RECEIVED',
          legs: [{ from: { system: 'ISSUANCE' }, to: { memberId: a }, asset: 'DISCOUNT_CARD', amountMinor: 5 }],
        }),
      ),
    );
    expect(error.errorKey).toBe('LEDGER_ASSET_RULE');
  });
});

describe('under concurrency (real PostgreSQL)', () => {
  it('64 simultaneous spends never take a balance below zero; exactly the affordable ones succeed', async () => {
    const a = await newMember();
    await fund(a, 'CASH', 2_000); // 20 spends of 100 are affordable
    const contenders = Array.from({ length: 64 }, (_, index) =>
      run((tx) =>
        ledger.transfer(tx, {
          idempotencyKey: `race-spend-${a}-${index}`,
          kind: 'ORDER_PAYMENT',
          legs: [{ from: { memberId: a }, to: { system: 'REVENUE' }, asset: 'CASH', amountMinor: 100 }],
        }),
      ).then(
        () => 'ok' as const,
        (error: { errorKey?: string }) => error.errorKey ?? String(error),
      ),
    );
    const outcomes = await Promise.all(contenders);
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(20);
    expect(outcomes.filter((outcome) => outcome === 'INSUFFICIENT_BALANCE')).toHaveLength(44);
    expect((await ledger.balances(t.db, a)).CASH).toBe(0);
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });

  it('16 simultaneous replays of one key move the money once', async () => {
    const a = await newMember();
    await fund(a, 'CASH', 10_000);
    const request: TransferRequest = {
      idempotencyKey: key('race-replay'),
      kind: 'ORDER_PAYMENT',
      legs: [{ from: { memberId: a }, to: { system: 'REVENUE' }, asset: 'CASH', amountMinor: 1_234 }],
    };
    const replays = Array.from({ length: 16 }, () => run((tx) => ledger.transfer(tx, request)));
    const results = await Promise.all(replays);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(results.filter((result) => !result.isReplay)).toHaveLength(1);
    expect((await ledger.balances(t.db, a)).CASH).toBe(10_000 - 1_234);
  });

  it('two members paying each other at once do not deadlock', async () => {
    const a = await newMember();
    const b = await newMember();
    await fund(a, 'CASH', 10_000);
    await fund(b, 'CASH', 10_000);
    const moves = Array.from({ length: 40 }, (_, index) =>
      run((tx) =>
        ledger.transfer(tx, {
          idempotencyKey: key('swap'),
          kind: 'BEANS_SALE',
          legs: [
            index % 2 === 0
              ? { from: { memberId: a }, to: { memberId: b }, asset: 'CASH', amountMinor: 10 }
              : { from: { memberId: b }, to: { memberId: a }, asset: 'CASH', amountMinor: 10 },
          ],
        }),
      ),
    );
    await Promise.all(moves);
    const [balanceA, balanceB] = await Promise.all([ledger.balances(t.db, a), ledger.balances(t.db, b)]);
    expect(balanceA.CASH + balanceB.CASH).toBe(20_000);
  });
});

describe('the audit', () => {
  it('fails when a balance row was altered by hand, naming the account', async () => {
    const a = await newMember();
    await fund(a, 'CASH', 1_000);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table ledger_accounts disable trigger ledger_accounts_guard`);
      await tx.execute(sql`update ledger_accounts set balance = balance + 5 where member_id = ${a} and asset = 'CASH'`);
      await tx.execute(sql`alter table ledger_accounts enable trigger ledger_accounts_guard`);
    });
    const report = await auditLedger(t.db);
    expect(report.isClean).toBe(false);
    expect(report.balanceMismatches).toEqual([
      expect.objectContaining({ owner: `member:${a}`, stored: 1_005, computed: 1_000 }),
    ]);
    expect(report.assetImbalances).toEqual([expect.objectContaining({ asset: 'CASH', storedSum: 5, computedSum: 0 })]);
  });
});
