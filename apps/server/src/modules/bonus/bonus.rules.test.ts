// The bonus rules on chosen cases, then on random sponsor chains, credits and order streams.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderBonuses, pairingOf, rateOf, type BonusRates, type Upline } from './bonus.rules.ts';

const rates: BonusRates = {
  mpValueMinor: 100,
  directRateBp: 1600,
  generationRateBp: 50,
  generationDepth: 10,
  skipLevelOneInGeneration: true,
  pairingRateBp: 800,
  minEarningLevel: 2,
};
const plenty = (chain: readonly Upline[]) => new Map(chain.map((upline) => [upline.memberId, 1_000_000_00]));
const chainOf = (levels: number[]): Upline[] => levels.map((level, index) => ({ memberId: index + 1, level }));

describe('order bonuses', () => {
  it('pays the sponsor 16% and each of ten uplines 0.5% of the MP value', () => {
    const chain = chainOf([2, 2, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    const { baseMinor, lines } = orderBonuses({ rewardMp: 199, chain, credits: plenty(chain), rates });
    expect(baseMinor).toBe(19_900);
    expect(lines[0]).toMatchObject({ kind: 'BONUS_DIRECT', earnerId: 1, amountMinor: 3_184, paidMinor: 3_184 });
    expect(lines.slice(1).map((line) => [line.earnerId, line.amountMinor])).toEqual(
      Array.from({ length: 10 }, (_, index) => [index + 2, 99]),
    );
  });

  it('skips level-1 uplines without using a place, and pays no level-1 sponsor', () => {
    const chain = chainOf([1, 1, 2, 1, 2]);
    const { lines } = orderBonuses({ rewardMp: 100, chain, credits: plenty(chain), rates });
    expect(lines.map((line) => [line.kind, line.earnerId, line.depth])).toEqual([
      ['BONUS_GENERATION', 3, 1],
      ['BONUS_GENERATION', 5, 2],
    ]);
    const counted = orderBonuses({
      rewardMp: 100,
      chain,
      credits: plenty(chain),
      rates: { ...rates, skipLevelOneInGeneration: false },
    });
    expect(counted.lines.map((line) => [line.earnerId, line.depth])).toEqual([
      [3, 2],
      [5, 4],
    ]);
  });

  it('caps what exceeds the credit and keeps the rounding for the company', () => {
    const chain = chainOf([2, 2, 2, 2]);
    const credits = new Map([
      [1, 1_000],
      [2, 0],
      [3, 40],
      [4, 100],
    ]);
    const outcome = orderBonuses({ rewardMp: 99, chain, credits, rates });
    expect(outcome.lines.map((line) => [line.paidMinor, line.cappedMinor])).toEqual([
      [1_000, 584],
      [0, 49],
      [40, 9],
      [49, 0],
    ]);
    // 3 × floor(9900 × 0.5%) = 147; floor(9900 × 1.5%) = 148
    expect(outcome.remainders).toEqual([
      { kind: 'BONUS_DIRECT', amountMinor: 0 },
      { kind: 'BONUS_GENERATION', amountMinor: 1 },
    ]);
  });

  it('pays nothing without a chain or MP', () => {
    expect(
      orderBonuses({ rewardMp: 0, chain: chainOf([2]), credits: new Map([[1, 100]]), rates }).lines[0]?.paidMinor,
    ).toBe(0);
    expect(orderBonuses({ rewardMp: 10, chain: [], credits: new Map(), rates }).lines).toEqual([]);
  });
});

describe('pairing', () => {
  it("pays 8% of the weaker leg and carries the stronger leg's rest", () => {
    expect(pairingOf({ memberId: 7, leftMp: 500, rightMp: 199 }, 2, 1_000_000, rates)).toMatchObject({
      matchedMp: 199,
      carryLeftMp: 301,
      carryRightMp: 0,
      line: { kind: 'BONUS_PAIRING', amountMinor: 1_592, paidMinor: 1_592, cappedMinor: 0 },
    });
  });

  it("leaves a level-1 member's volume open and pays nothing", () => {
    expect(pairingOf({ memberId: 7, leftMp: 50, rightMp: 60 }, 1, 1_000_000, rates)).toMatchObject({
      matchedMp: 0,
      carryLeftMp: 50,
      carryRightMp: 60,
      line: null,
    });
  });
});

const ratesArb = fc.record({
  mpValueMinor: fc.integer({ min: 1, max: 1_000 }),
  directRateBp: fc.integer({ min: 0, max: 5_000 }),
  generationRateBp: fc.integer({ min: 0, max: 1_000 }),
  generationDepth: fc.integer({ min: 0, max: 15 }),
  skipLevelOneInGeneration: fc.boolean(),
  pairingRateBp: fc.integer({ min: 0, max: 5_000 }),
  minEarningLevel: fc.constant(2),
});
const chainArb = fc
  .array(fc.record({ level: fc.integer({ min: 1, max: 3 }), credit: fc.integer({ min: 0, max: 50_000 }) }), {
    maxLength: 30,
  })
  .map((rows) => rows.map((row, index) => ({ memberId: index + 1, ...row })));

describe('properties', () => {
  it('paid + capped + remainder equals the rates applied, exactly, and nobody below level 2 is paid', () => {
    fc.assert(
      fc.property(chainArb, fc.integer({ min: 0, max: 100_000 }), ratesArb, (chain, rewardMp, r) => {
        const credits = new Map(chain.map((upline) => [upline.memberId, upline.credit]));
        const outcome = orderBonuses({ rewardMp, chain, credits, rates: r });
        const levels = new Map(chain.map((upline) => [upline.memberId, upline.level]));
        for (const kind of ['BONUS_DIRECT', 'BONUS_GENERATION'] as const) {
          const lines = outcome.lines.filter((line) => line.kind === kind);
          const applied = rateOf(
            outcome.baseMinor,
            lines.reduce((sum, line) => sum + line.rateBp, 0),
          );
          const remainder = outcome.remainders.find((row) => row.kind === kind)?.amountMinor ?? 0;
          const total = lines.reduce((sum, line) => sum + line.paidMinor + line.cappedMinor, 0);
          expect(total + remainder).toBe(applied);
          expect(remainder).toBeGreaterThanOrEqual(0);
          expect(remainder).toBeLessThan(Math.max(1, lines.length));
        }
        for (const line of outcome.lines) {
          expect(levels.get(line.earnerId)).toBeGreaterThanOrEqual(2);
          expect(line.paidMinor).toBeLessThanOrEqual(credits.get(line.earnerId) ?? 0);
          expect(line.paidMinor).toBeGreaterThanOrEqual(0);
          expect(line.cappedMinor).toBeGreaterThanOrEqual(0);
        }
        expect(outcome.lines.filter((line) => line.kind === 'BONUS_GENERATION').length).toBeLessThanOrEqual(
          r.generationDepth,
        );
      }),
    );
  });

  it('a stream of orders with replays pays each order once and never beyond the credit', () => {
    const event = fc.record({ id: fc.integer({ min: 1, max: 12 }), rewardMp: fc.integer({ min: 0, max: 20_000 }) });
    fc.assert(
      fc.property(chainArb, fc.array(event, { maxLength: 40 }), ratesArb, (chain, events, r) => {
        // The service's idempotency is one bonus record per (order, kind, earner): modelled as a set of order ids.
        const credits = new Map(chain.map((upline) => [upline.memberId, upline.credit]));
        const start = new Map(credits);
        const seen = new Map<number, number>();
        const paid = new Map<number, number>();
        for (const { id, rewardMp } of events) {
          if (seen.has(id)) continue;
          const outcome = orderBonuses({ rewardMp, chain, credits, rates: r });
          seen.set(id, rewardMp);
          for (const line of outcome.lines) {
            credits.set(line.earnerId, (credits.get(line.earnerId) ?? 0) - line.paidMinor);
            paid.set(line.earnerId, (paid.get(line.earnerId) ?? 0) + line.paidMinor);
          }
        }
        for (const [earner, amount] of paid) {
          expect(amount).toBeLessThanOrEqual(start.get(earner) ?? 0);
          expect(credits.get(earner)).toBeGreaterThanOrEqual(0);
        }
        const once = [...seen.values()].reduce((sum, mp) => sum + rateOf(mp * r.mpValueMinor, r.directRateBp), 0);
        const sponsor = chain[0];
        if (sponsor && sponsor.level >= 2 && sponsor.credit >= once) expect(paid.get(sponsor.memberId) ?? 0).toBe(once);
      }),
    );
  });

  it('pairing conserves volume: matched twice plus both carries equals both legs', () => {
    const legs = fc.record({
      memberId: fc.constant(1),
      leftMp: fc.integer({ min: 0, max: 1e9 }),
      rightMp: fc.integer({ min: 0, max: 1e9 }),
    });
    fc.assert(
      fc.property(
        legs,
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 1e9 }),
        ratesArb,
        (leg, level, credit, r) => {
          const out = pairingOf(leg, level, credit, r);
          expect(2 * out.matchedMp + out.carryLeftMp + out.carryRightMp).toBe(leg.leftMp + leg.rightMp);
          expect(Math.min(out.carryLeftMp, out.carryRightMp)).toBe(level >= 2 ? 0 : Math.min(leg.leftMp, leg.rightMp));
          if (out.line) {
            expect(out.line.paidMinor + out.line.cappedMinor).toBe(
              rateOf(out.matchedMp * r.mpValueMinor, r.pairingRateBp),
            );
            expect(out.line.paidMinor).toBeLessThanOrEqual(credit);
          } else expect(level < 2 || out.matchedMp === 0).toBe(true);
        },
      ),
    );
  });
});
