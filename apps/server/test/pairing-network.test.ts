// The daily pairing settlement over the shop's own leg volumes: members placed by the network
// under a VIP's left and right legs, MP activated under each, and the back office's preview, run
// and report paying 8% of the weaker leg and carrying the stronger leg's rest.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBonus, member, team } from '@mall/contracts';
import { withTransaction } from '../src/db/client.ts';
import { auditLedger } from '../src/modules/ledger/index.ts';
import { DEMO_MEMBER_PASSWORD } from '../src/seed/demo.ts';
import { relayOnce } from '../src/workflows/relay-events.ts';
import { createTestApp, signedInOperator, type TestApp } from './harness.ts';
import { activateMp } from './network-support.ts';
import { credit } from './orders-support.ts';

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

async function join(name: string, sponsorId: number, level = 1) {
  const row = await withTransaction(t.db, (tx) =>
    t.services.members.create(tx, { username: name, nickname: name, password: DEMO_MEMBER_PASSWORD, sponsorId, level }),
  );
  ids[name] = row.id;
  await relayOnce(t.services);
}

const activate = (orderId: number, name: string, rewardMp: number) => activateMp(t, orderId, ids[name]!, rewardMp);

const cashOf = async (name: string) => (await t.services.ledger.balances(t.db, ids[name]!)).CASH;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInOperator(t, { username: 'pair_admin', password: 'Passw0rd!x', roles: ['admin'] });
  const root = (await t.db.execute<{ id: number }>(sql`select id from members order by id limit 1`)).rows[0]!.id;
  await join('vera', root, 2);
  await credit(t, ids.vera!, 'BONUS_CREDIT', 1_000_000);
  const token = (await t.ok(member.login, { body: { username: 'vera', password: DEMO_MEMBER_PASSWORD } })).token;
  await join('lena', ids.vera!);
  await t.ok(team.setDefaultSide, { body: { side: 'right' }, token });
  await join('rico', ids.vera!);
});
afterAll(() => t?.close());

describe('pairing over the network’s leg volumes', () => {
  it('previews, pays 8% of the weaker leg once, and leaves the stronger leg’s rest open', async () => {
    // Orders ids far from the shop's own: these activations carry only MP up the tree.
    await activate(900_001, 'lena', 300);
    await activate(900_002, 'rico', 100);
    const vera = await t.services.network.pairableLegs(t.db, ids.vera! - 1, 1);
    expect(vera).toEqual([{ memberId: ids.vera, leftMp: 300, rightMp: 100 }]);

    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const before = await cashOf('vera');
    const preview = await t.ok(adminBonus.pairingPreview, { query: { day }, token: admin });
    expect(preview).toMatchObject({ available: true, members: 1, paid: '8.00' });
    expect(await cashOf('vera')).toBe(before);

    const run = await t.ok(adminBonus.pairingRun, { body: { day }, token: admin });
    expect(run).toMatchObject({ available: true, members: 1 });
    expect(await cashOf('vera')).toBe(before + 800);
    // The weaker leg is used up; the stronger one's rest is carried to the next day.
    expect(await t.services.network.pairableLegs(t.db, ids.vera! - 1, 1)).toEqual([]);
    const { rows } = await t.db.execute<{ open: string }>(
      sql`select left_open_mp || ':' || right_open_mp as open from network_legs where member_id = ${ids.vera!}`,
    );
    expect(rows[0]?.open).toBe('200:0');

    // A second run of the day pays nothing more; its report stays.
    await t.ok(adminBonus.pairingRun, { body: { day }, token: admin });
    expect(await cashOf('vera')).toBe(before + 800);
    expect(await t.ok(adminBonus.pairingReport, { query: { day }, token: admin })).toMatchObject({ members: 1 });
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });

  it('refuses a report of a day never run, a future day, and an operator without the role', async () => {
    const report = await t.call(adminBonus.pairingReport, {
      query: { day: '2026-01-02' },
      token: admin,
      lang: 'en_US',
    });
    expect(report.envelope).toMatchObject({ success: false, error: 'PAIRING_RUN_NOT_FOUND' });
    const future = await t.call(adminBonus.pairingPreview, {
      query: { day: '2999-01-01' },
      token: admin,
      lang: 'en_US',
    });
    expect(future.envelope).toMatchObject({
      success: false,
      error: 'DAY_IN_FUTURE',
      message: '2999-01-01 has not begun yet: it cannot be settled',
    });
    const operator = await signedInOperator(t, {
      username: 'pair_operator',
      password: 'Passw0rd!x',
      roles: ['operator'],
    });
    expect((await t.call(adminBonus.pairingRun, { body: { day: '2026-01-01' }, token: operator })).status).toBe(403);
  });
});
