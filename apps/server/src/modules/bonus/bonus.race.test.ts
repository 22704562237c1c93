// Orders of one sponsor's team activating at the same instant: each reads the sponsor's bonus
// credit under a lock, so together they pay exactly the credit and cap the rest, never more.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/client.ts';
import { createMember, createTestApp, type TestApp } from '../../../test/harness.ts';
import { credit } from '../../../test/orders-support.ts';
import { together } from '../../../test/aftersale-support.ts';
import { DEMO_MEMBER_PASSWORD } from '../../seed/demo.ts';
import { auditLedger } from '../ledger/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('bonus credit under concurrent orders', () => {
  it('eight orders at once pay the sponsor exactly the credit and cap the rest', async () => {
    const sponsor = (await createMember(t.services, { username: 'race_sponsor', level: 2 })).id;
    // One order's direct bonus is 16.00 (100 MP); the credit covers two and a half.
    await credit(t, sponsor, 'BONUS_CREDIT', 4_000);
    const buyers: number[] = [];
    for (let index = 0; index < 8; index++) {
      const row = await withTransaction(t.db, (tx) =>
        t.services.members.create(tx, {
          username: `race_buyer${index}`,
          password: DEMO_MEMBER_PASSWORD,
          sponsorId: sponsor,
        }),
      );
      buyers.push(row.id);
    }
    const at = new Date().toISOString();
    await together(
      buyers.map(
        (buyer, index) => () =>
          withTransaction(t.db, (tx) =>
            t.services.bonus.orders.onMpActivated(tx, {
              orderId: 9_000 + index,
              memberId: buyer,
              payerId: buyer,
              rewardMp: 100,
              at,
            }),
          ),
      ),
    );
    const balances = await t.services.ledger.balances(t.db, sponsor);
    expect(balances.CASH).toBe(4_000);
    expect(balances.BONUS_CREDIT).toBe(0);
    const totals = await t.db.execute<{ n: number; paid: string; capped: string }>(
      sql`select count(*)::int as n, sum(paid_minor)::text as paid, sum(capped_minor)::text as capped
            from bonus_records where earner_id = ${sponsor}`,
    );
    expect(totals.rows[0]).toEqual({ n: 8, paid: '4000', capped: String(8 * 1_600 - 4_000) });
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });
});
