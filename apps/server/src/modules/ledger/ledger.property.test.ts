// Random sequences of transfers, holds, reversals, lot purchases, spends and expiries run through the
// real ledger service on PostgreSQL. A plain model of the rules says what each step must do; the
// ledger must agree with it step by step, and the ledger audit must be clean after every step.
// LEDGER_PROPERTY_RUNS sets the number of sequences: a few in `npm test`, more where time allows.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withTransaction } from '../../db/client.ts';
import { ValidationFailure, type AppError } from '../../lib/errors.ts';
import { createMember, createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLedger } from './ledger.audit.ts';
import type { AccountRef, LedgerService, TransferRequest } from './ledger.service.ts';

type Asset = 'CASH' | 'BEANS' | 'POINTS';
type Target = number | 'REVENUE';
type Op =
  | { t: 'fund'; m: number; asset: Asset; amount: number; days: number }
  | { t: 'pay'; m: number; to: Target[]; asset: Asset; amounts: number[]; days: number }
  | { t: 'hold'; m: number; asset: Asset; amount: number; days: number }
  | { t: 'resolve'; pick: number; post: boolean; days: number }
  | { t: 'reverse'; pick: number; days: number }
  | { t: 'replay'; pick: number; days: number }
  | { t: 'buyLot'; m: number; amount: number; days: number }
  | { t: 'spendDc'; m: number; amount: number; days: number }
  | { t: 'expire'; days: number };

const MEMBERS = 3;
const RUNS = inject('ledgerPropertyRuns');
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 1);

const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const asset = fc.constantFrom<Asset>('CASH', 'BEANS', 'POINTS');
const amount = fc.integer({ min: 1, max: 5_000 });
const days = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 120 }));
const target = fc.oneof(member, fc.constant<'REVENUE'>('REVENUE'));
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant('fund' as const), m: member, asset, amount, days }),
  fc.record({
    t: fc.constant('pay' as const),
    m: member,
    to: fc.array(target, { minLength: 2, maxLength: 2 }),
    asset,
    amounts: fc.array(amount, { minLength: 1, maxLength: 2 }),
    days,
  }),
  fc.record({ t: fc.constant('hold' as const), m: member, asset, amount, days }),
  fc.record({ t: fc.constant('resolve' as const), pick: fc.nat(), post: fc.boolean(), days }),
  fc.record({ t: fc.constant('reverse' as const), pick: fc.nat(), days }),
  fc.record({ t: fc.constant('replay' as const), pick: fc.nat(), days }),
  fc.record({ t: fc.constant('buyLot' as const), m: member, amount, days }),
  fc.record({ t: fc.constant('spendDc' as const), m: member, amount, days }),
  fc.record({ t: fc.constant('expire' as const), days }),
);

interface ModelLeg {
  from: Target;
  to: Target;
  asset: Asset;
  amount: number;
}

/** The rules, as plainly as they can be said: accounts are "<member>:<asset>", "SYS:<asset>", "HOLD:<asset>". */
class Model {
  accounts = new Map<string, number>();
  holds: { m: number; asset: Asset; amount: number; status: 'held' | 'posted' | 'voided' }[] = [];
  transactions: { legs: ModelLeg[]; reversed: boolean }[] = [];
  lots: { m: number; remaining: number; expires: number }[] = [];
  clock = START;

  balance(m: number, a: Asset | 'DISCOUNT_CARD') {
    return this.accounts.get(`${m}:${a}`) ?? 0;
  }

  /** Moves every leg or none; false when a member account would go below zero. */
  private move(moves: { from: string; to: string; amount: number }[]): boolean {
    const next = new Map(this.accounts);
    for (const { from, to, amount: amt } of moves) {
      next.set(from, (next.get(from) ?? 0) - amt);
      next.set(to, (next.get(to) ?? 0) + amt);
    }
    if ([...next].some(([name, value]) => /^\d/.test(name) && value < 0)) return false;
    this.accounts = next;
    return true;
  }

  private legMoves(legs: ModelLeg[]) {
    const name = (side: Target, a: Asset) => (side === 'REVENUE' ? `SYS:${a}` : `${side}:${a}`);
    return legs.map((leg) => ({ from: name(leg.from, leg.asset), to: name(leg.to, leg.asset), amount: leg.amount }));
  }

  /** Applies one step; returns 'ok', 'skip' or the error the ledger must give. */
  apply(step: Op): string {
    this.clock += step.days * DAY_MS;
    switch (step.t) {
      case 'fund':
        this.move([{ from: `SYS:${step.asset}`, to: `${step.m}:${step.asset}`, amount: step.amount }]);
        this.transactions.push({ legs: [], reversed: true });
        return 'ok';
      case 'pay': {
        const legs = step.amounts.map((amt, index) => ({
          from: step.m,
          to: step.to[index]!,
          asset: step.asset,
          amount: amt,
        }));
        if (legs.some((leg) => leg.to === leg.from)) return 'VALIDATION';
        if (!this.move(this.legMoves(legs))) return 'INSUFFICIENT_BALANCE';
        this.transactions.push({ legs, reversed: false });
        return 'ok';
      }
      case 'hold':
        if (!this.move([{ from: `${step.m}:${step.asset}`, to: `HOLD:${step.asset}`, amount: step.amount }])) {
          return 'INSUFFICIENT_BALANCE';
        }
        this.holds.push({ m: step.m, asset: step.asset, amount: step.amount, status: 'held' });
        return 'ok';
      case 'resolve': {
        if (this.holds.length === 0) return 'skip';
        const hold = this.holds[step.pick % this.holds.length]!;
        if (hold.status !== 'held') return 'HOLD_RESOLVED';
        hold.status = step.post ? 'posted' : 'voided';
        const to = step.post ? `SYS:${hold.asset}` : `${hold.m}:${hold.asset}`;
        this.move([{ from: `HOLD:${hold.asset}`, to, amount: hold.amount }]);
        return 'ok';
      }
      case 'reverse': {
        const candidates = this.transactions.filter((entry) => entry.legs.length > 0);
        if (candidates.length === 0) return 'skip';
        const entry = candidates[step.pick % candidates.length]!;
        if (entry.reversed) return 'ALREADY_REVERSED';
        const back = this.legMoves(entry.legs).map((leg) => ({ from: leg.to, to: leg.from, amount: leg.amount }));
        if (!this.move(back)) return 'INSUFFICIENT_BALANCE';
        entry.reversed = true;
        return 'ok';
      }
      case 'replay':
        return this.transactions.length === 0 ? 'skip' : 'ok';
      case 'buyLot':
        this.move([{ from: 'SYS:DISCOUNT_CARD', to: `${step.m}:DISCOUNT_CARD`, amount: step.amount }]);
        this.lots.push({ m: step.m, remaining: step.amount, expires: addMonths(this.clock, 12) });
        return 'ok';
      case 'spendDc': {
        const live = this.lots
          .map((lot, index) => ({ lot, index }))
          .filter(({ lot }) => lot.m === step.m && lot.remaining > 0 && lot.expires > this.clock)
          .sort((a, b) => a.lot.expires - b.lot.expires || a.index - b.index);
        if (live.reduce((sum, { lot }) => sum + lot.remaining, 0) < step.amount) return 'INSUFFICIENT_BALANCE';
        let left = step.amount;
        for (const { lot } of live) {
          const take = Math.min(lot.remaining, left);
          lot.remaining -= take;
          left -= take;
        }
        this.move([{ from: `${step.m}:DISCOUNT_CARD`, to: 'SYS:DISCOUNT_CARD', amount: step.amount }]);
        return 'ok';
      }
      case 'expire':
        for (const lot of this.lots) {
          if (lot.expires <= this.clock && lot.remaining > 0) {
            this.move([{ from: `${lot.m}:DISCOUNT_CARD`, to: 'SYS:DISCOUNT_CARD', amount: lot.remaining }]);
            lot.remaining = 0;
          }
        }
        return 'ok';
    }
  }

  /** Every invariant of the rules. */
  check() {
    for (const [name, value] of this.accounts) if (/^\d/.test(name)) expect(value, name).toBeGreaterThanOrEqual(0);
    for (const a of ['CASH', 'BEANS', 'POINTS', 'DISCOUNT_CARD']) {
      const sum = [...this.accounts]
        .filter(([name]) => name.endsWith(`:${a}`))
        .reduce((acc, [, value]) => acc + value, 0);
      expect(sum, `${a} sums to zero`).toBe(0);
      const open = this.holds.filter((hold) => hold.asset === a && hold.status === 'held');
      expect(this.accounts.get(`HOLD:${a}`) ?? 0).toBe(open.reduce((acc, hold) => acc + hold.amount, 0));
    }
    for (let m = 0; m < MEMBERS; m++) {
      const lotsLeft = this.lots.filter((lot) => lot.m === m).reduce((sum, lot) => sum + lot.remaining, 0);
      expect(lotsLeft).toBe(this.balance(m, 'DISCOUNT_CARD'));
    }
  }
}

function addMonths(time: number, months: number): number {
  const date = new Date(time);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

describe('the ledger on PostgreSQL agrees with the model, step by step', () => {
  let t: TestApp;
  let ledger: LedgerService;
  let runNo = 0;
  beforeAll(async () => {
    t = await createTestApp();
    ledger = t.services.ledger;
  });
  afterAll(() => t.close());

  it('for random sequences of every kind of step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        runNo++;
        const ids: number[] = [];
        for (let m = 0; m < MEMBERS; m++) {
          ids.push((await createMember(t.services, { username: `prop_${runNo}_${m}_${Date.now() % 100000}` })).id);
        }
        const model = new Model();
        const holdIds: number[] = [];
        const txs: { transactionId: number; request: TransferRequest | null }[] = [];
        let n = 0;
        const ref = (target: Target): AccountRef =>
          target === 'REVENUE' ? { system: 'REVENUE' } : { memberId: ids[target]! };
        const keyOf = () => `prop-${runNo}-${Date.now()}-${++n}-${Math.random()}`;

        for (const step of ops) {
          const expected = model.apply(step);
          if (expected === 'skip') continue;
          model.check();
          const now = new Date(model.clock);
          const actual = await withTransaction(t.db, async (tx): Promise<string> => {
            switch (step.t) {
              case 'fund':
              case 'pay': {
                const request: TransferRequest =
                  step.t === 'fund'
                    ? {
                        idempotencyKey: keyOf(),
                        kind: 'TOP_UP',
                        legs: [
                          {
                            from: { system: 'ISSUANCE' },
                            to: ref(step.m),
                            asset: step.asset,
                            amountMinor: step.amount,
                          },
                        ],
                      }
                    : {
                        idempotencyKey: keyOf(),
                        kind: 'ORDER_PAYMENT',
                        legs: step.amounts.map((amt, index) => ({
                          from: ref(step.m),
                          to: ref(step.to[index]!),
                          asset: step.asset,
                          amountMinor: amt,
                        })),
                      };
                const posted = await ledger.transfer(tx, request);
                txs.push({ transactionId: step.t === 'fund' ? 0 : posted.transactionId, request });
                return 'ok';
              }
              case 'hold': {
                const hold = await ledger.hold(tx, {
                  idempotencyKey: keyOf(),
                  memberId: ids[step.m]!,
                  asset: step.asset,
                  amountMinor: step.amount,
                });
                holdIds.push(hold.id);
                return 'ok';
              }
              case 'resolve': {
                const holdId = holdIds[step.pick % holdIds.length]!;
                if (step.post) await ledger.postHold(tx, holdId, { idempotencyKey: keyOf(), to: { system: 'PAYOUT' } });
                else await ledger.voidHold(tx, holdId, { idempotencyKey: keyOf() });
                return 'ok';
              }
              case 'reverse': {
                const candidates = txs.filter((entry) => entry.transactionId !== 0);
                await ledger.reverse(tx, candidates[step.pick % candidates.length]!.transactionId, {
                  idempotencyKey: keyOf(),
                });
                return 'ok';
              }
              case 'replay': {
                const entry = txs[step.pick % txs.length]!;
                const again = await ledger.transfer(tx, entry.request!);
                expect(again.isReplay).toBe(true);
                return 'ok';
              }
              case 'buyLot':
                await ledger.buyLot(tx, {
                  idempotencyKey: keyOf(),
                  memberId: ids[step.m]!,
                  amountMinor: step.amount,
                  paidWith: 'EXTERNAL',
                  now,
                });
                return 'ok';
              case 'spendDc':
                await ledger.spendDiscountCard(tx, {
                  idempotencyKey: keyOf(),
                  memberId: ids[step.m]!,
                  amountMinor: step.amount,
                  now,
                });
                return 'ok';
              case 'expire':
                await ledger.expireLots(tx, now);
                return 'ok';
            }
          }).catch((error: unknown) =>
            error instanceof ValidationFailure ? 'VALIDATION' : ((error as AppError).errorKey ?? String(error)),
          );
          expect(actual, JSON.stringify(step)).toBe(expected);

          for (let m = 0; m < MEMBERS; m++) {
            const balances = await ledger.balances(t.db, ids[m]!);
            for (const a of ['CASH', 'BEANS', 'POINTS', 'DISCOUNT_CARD'] as const) {
              expect(balances[a], `member ${m} ${a}`).toBe(model.balance(m, a));
            }
            const lots = await ledger.lots(t.db, ids[m]!);
            expect(lots.reduce((sum, lot) => sum + lot.remainingMinor, 0)).toBe(model.balance(m, 'DISCOUNT_CARD'));
          }
          const report = await auditLedger(t.db);
          expect(report, 'ledger audit').toMatchObject({ isClean: true });
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
