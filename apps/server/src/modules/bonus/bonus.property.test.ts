// Random sponsor chains and streams of MP-activated orders, replays included, run through the real
// bonus engine on PostgreSQL: per order and kind, paid + capped + the company's remainder equals the
// rates applied exactly; each member's cash is what their records paid and their credit never goes
// below zero; nobody below level 2 has a record; a replayed order pays nothing; the ledger audit is clean.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { credit } from '../../../test/orders-support.ts';
import { DEMO_MEMBER_PASSWORD } from '../../seed/demo.ts';
import { auditLedger } from '../ledger/index.ts';
import { rateOf } from './bonus.rules.ts';

let t: TestApp;
let runNo = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

interface RecordRow {
  source: string;
  kind: string;
  earner_id: number;
  rate_bp: number;
  base_minor: string;
  paid_minor: string;
  capped_minor: string;
}

const uplines = fc.array(
  fc.record({ level: fc.integer({ min: 1, max: 3 }), credit: fc.integer({ min: 0, max: 3_000 }) }),
  {
    minLength: 1,
    maxLength: 13,
  },
);
const stream = fc.array(
  fc.record({ order: fc.integer({ min: 0, max: 5 }), rewardMp: fc.integer({ min: 1, max: 5_000 }) }),
  {
    minLength: 1,
    maxLength: 10,
  },
);

async function chainOf(rows: { level: number; credit: number }[]): Promise<number[]> {
  const root = await t.services.members.findByUsername(t.db, 'company');
  const ids: number[] = [];
  for (const [index, row] of rows.entries()) {
    const created = await withTransaction(t.db, (tx) =>
      t.services.members.create(tx, {
        username: `prop${runNo}u${index}`,
        password: DEMO_MEMBER_PASSWORD,
        sponsorId: ids.at(-1) ?? root!.id,
        level: row.level,
      }),
    );
    if (row.credit > 0) await credit(t, created.id, 'BONUS_CREDIT', row.credit);
    ids.push(created.id);
  }
  return ids;
}

describe('bonus engine on random chains and order streams', () => {
  it('pays exactly, within credit, only level 2+, and once per order', async () => {
    await fc.assert(
      fc.asyncProperty(uplines, stream, fc.integer({ min: 1, max: 150 }), async (chainRows, events, mpValueMinor) => {
        runNo += 1;
        const rules = await t.services.settings.get(t.db, 'bonusRules');
        await withTransaction(t.db, (tx) =>
          t.services.settings.update(tx, 'bonusRules', { ...rules, mpValueMinor }, null),
        );
        const chain = await chainOf(chainRows);
        const beneficiary = (
          await withTransaction(t.db, (tx) =>
            t.services.members.create(tx, {
              username: `prop${runNo}b`,
              password: DEMO_MEMBER_PASSWORD,
              sponsorId: chain.at(-1)!,
              level: 1,
            }),
          )
        ).id;
        const firstMp = new Map<number, number>();
        for (const { order, rewardMp } of events) {
          const orderId = runNo * 100 + order;
          // A replay carries the payload the order was first announced with.
          const mp = firstMp.get(orderId) ?? rewardMp;
          firstMp.set(orderId, mp);
          const payload = {
            orderId,
            memberId: beneficiary,
            payerId: beneficiary,
            rewardMp: mp,
            at: new Date().toISOString(),
          };
          await withTransaction(t.db, (tx) => t.services.bonus.orders.onMpActivated(tx, payload));
        }
        await withTransaction(t.db, (tx) => t.services.settings.update(tx, 'bonusRules', rules, null));

        const sources = [...firstMp.keys()].map((id) => `order:${id}`);
        const records = (
          await t.db.execute<RecordRow & Record<string, unknown>>(
            sql`select source, kind, earner_id, rate_bp, base_minor, paid_minor, capped_minor from bonus_records
                 where source in (${sql.join(
                   sources.map((s) => sql`${s}`),
                   sql`, `,
                 )})`,
          )
        ).rows;
        const remainders = (
          await t.db.execute<{ source: string; kind: string; amount_minor: string }>(
            sql`select source, kind, amount_minor from bonus_remainders
                 where source in (${sql.join(
                   sources.map((s) => sql`${s}`),
                   sql`, `,
                 )})`,
          )
        ).rows;
        for (const [orderId, mp] of firstMp) {
          const source = `order:${orderId}`;
          for (const kind of ['BONUS_DIRECT', 'BONUS_GENERATION']) {
            const lines = records.filter((row) => row.source === source && row.kind === kind);
            const total = lines.reduce((sum, row) => sum + Number(row.paid_minor) + Number(row.capped_minor), 0);
            const kept = Number(
              remainders.find((row) => row.source === source && row.kind === kind)?.amount_minor ?? 0,
            );
            const rates = lines.reduce((sum, row) => sum + row.rate_bp, 0);
            expect(total + kept).toBe(rateOf(mp * mpValueMinor, rates));
            expect(kept).toBeLessThan(Math.max(1, lines.length));
          }
        }
        for (const [index, id] of chain.entries()) {
          const mine = records.filter((row) => row.earner_id === id);
          if (chainRows[index]!.level < 2) expect(mine).toEqual([]);
          const paid = mine.reduce((sum, row) => sum + Number(row.paid_minor), 0);
          const balances = await t.services.ledger.balances(t.db, id);
          expect(balances.CASH).toBe(paid);
          expect(balances.BONUS_CREDIT).toBe(chainRows[index]!.credit - paid);
          expect(balances.BONUS_CREDIT).toBeGreaterThanOrEqual(0);
        }
        const ordersPaid = new Set(records.map((row) => row.source));
        expect(ordersPaid.size).toBeLessThanOrEqual(firstMp.size);
      }),
      { numRuns: 8 },
    );
    expect((await auditLedger(t.db)).isClean).toBe(true);
    // Each run registers members and settles a stream through PostgreSQL: slow on a busy machine.
  }, 120_000);
});
