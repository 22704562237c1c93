// 64 members of one sponsor placed at the same instant, and 64 more split between a sponsor and
// a member on that sponsor's outer leg (both aiming at the same free position): every one is
// placed, and the tree stays binary with its closure rows complete. 64 activations of members on
// both legs of one member, delivered at once, each add their MP once to both legs.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../db/client.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { relayOnce } from '../../workflows/relay-events.ts';
import { publish } from '../events/index.ts';
import { createMember, createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_MEMBER_PASSWORD } from '../../seed/demo.ts';

let t: TestApp;
let passwordHash: string;

beforeAll(async () => {
  // Activations under one member queue on its legs' row: the 64th waits for the 63 before it,
  // longer than the pool's usual 5 s wait for a connection when the machine is busy.
  t = await createTestApp({ env: { DB_POOL_SIZE: '24', DB_ACQUIRE_TIMEOUT_MS: '120000' } });
  // One slow hash for every member: the race is about placement, not sign-up.
  passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
});
afterAll(() => t.close());

async function joinUnder(sponsorId: number, count: number, prefix: string): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const row = await withTransaction(t.db, (tx) =>
      t.services.members.create(tx, {
        username: `${prefix}${index}`,
        password: DEMO_MEMBER_PASSWORD,
        passwordHash,
        sponsorId,
      }),
    );
    ids.push(row.id);
  }
  return ids;
}

/** Fans the waiting sign-up events out, then runs every delivery at once. */
async function deliverAllAtOnce(): Promise<string[]> {
  const now = new Date();
  const { deliveries } = await withTransaction(t.db, (tx) => t.services.events.fanOut(tx, 1_000, now));
  return Promise.all(deliveries.map((delivery) => t.services.events.deliver(t.db, delivery.id, now)));
}

async function treeProblems() {
  const crowded = await t.db.execute(sql`
    select parent_id, side, count(*) from network_nodes where parent_id is not null group by parent_id, side having count(*) > 1`);
  const badClosure = await t.db.execute(sql`
    select n.member_id from network_nodes n
    where (select count(*) from network_paths p where p.descendant_id = n.member_id) <> n.depth + 1`);
  return { crowded: crowded.rows.length, badClosure: badClosure.rows.length };
}

async function placedCount(ids: number[]): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from network_nodes where member_id in ${ids}`,
  );
  return rows[0]!.n;
}

describe('concurrent placement and volume', () => {
  it('places 64 members of one sponsor at once into a valid binary tree', async () => {
    const sponsor = await createMember(t.services, { username: 'race_sponsor' });
    await relayOnce(t.services);
    const ids = await joinUnder(sponsor.id, 64, 'race_a');
    const outcomes = await deliverAllAtOnce();
    expect(outcomes.filter((outcome) => outcome === 'done')).toHaveLength(64);
    expect(await placedCount(ids)).toBe(64);
    expect(await treeProblems()).toEqual({ crowded: 0, badClosure: 0 });
    // One sponsor, left by default: a single left chain of 64 below the sponsor.
    const { rows } = await t.db.execute<{ depth: number }>(sql`
      select max(depth)::int as depth from network_paths where ancestor_id = ${sponsor.id}`);
    expect(rows[0]!.depth).toBe(64);
  });

  it('places members of two sponsors racing for one free position, each once', async () => {
    const top = await createMember(t.services, { username: 'race_top' });
    await relayOnce(t.services);
    const [inner] = await joinUnder(top.id, 1, 'race_inner');
    await relayOnce(t.services);
    // The inner member sits on the top's left chain: both sponsors' next member aims at its left.
    const ids = [...(await joinUnder(top.id, 32, 'race_t')), ...(await joinUnder(inner!, 32, 'race_i'))];
    const outcomes = await deliverAllAtOnce();
    expect(outcomes.filter((outcome) => outcome === 'done')).toHaveLength(64);
    expect(await placedCount(ids)).toBe(64);
    expect(await treeProblems()).toEqual({ crowded: 0, badClosure: 0 });
  });

  it('adds 64 activations of members sharing ancestors at once, each once and in full', async () => {
    const top = await createMember(t.services, { username: 'race_volume_top' });
    await relayOnce(t.services);
    await t.db.execute(sql`update members set level = 2 where id = ${top.id}`);
    const left = await joinUnder(top.id, 32, 'race_vl');
    await relayOnce(t.services);
    await withTransaction(t.db, (tx) => t.services.network.setDefaultSide(tx, top.id, 'right'));
    const right = await joinUnder(top.id, 32, 'race_vr');
    await relayOnce(t.services);
    const buyers = [...left, ...right];
    const now = new Date();
    await withTransaction(t.db, async (tx) => {
      for (const [index, memberId] of buyers.entries()) {
        const payload = { orderId: 800_000 + index, memberId, payerId: memberId, rewardMp: 10, at: now.toISOString() };
        await publish(tx, 'order.mp_activated', String(payload.orderId), payload);
      }
    });
    const outcomes = await deliverAllAtOnce();
    expect(outcomes.filter((outcome) => outcome !== 'done')).toEqual([]);
    const { rows } = await t.db.execute<{ left_total_mp: string; right_total_mp: string }>(
      sql`select left_total_mp, right_total_mp from network_legs where member_id = ${top.id}`,
    );
    expect(rows[0]).toEqual({ left_total_mp: '320', right_total_mp: '320' });
  }, 120_000);
});
