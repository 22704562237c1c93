// The binary network through its calls: placement at the outermost free position of the sponsor's
// default side, leg volumes added once per activated order, the charts with their ownership rule,
// the team list and the default side that only VIP members may choose.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNetwork, member, team } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { relayOnce } from '../../workflows/relay-events.ts';
import { createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';
import { activateMp } from '../../../test/network-support.ts';
import { DEMO_MEMBER_PASSWORD } from '../../seed/demo.ts';

let t: TestApp;
const ids: Record<string, number> = {};

async function join(name: string, sponsor: string | null, extra: { mobile?: string } = {}) {
  const sponsorId =
    sponsor === null
      ? (await t.db.execute<{ id: number }>(sql`select id from members order by id limit 1`)).rows[0]!.id
      : ids[sponsor]!;
  const row = await withTransaction(t.db, (tx) =>
    t.services.members.create(tx, {
      username: name,
      nickname: name,
      password: DEMO_MEMBER_PASSWORD,
      sponsorId,
      ...extra,
    }),
  );
  ids[name] = row.id;
  return row.id;
}

async function tokenOf(name: string) {
  return (await t.ok(member.login, { body: { username: name, password: DEMO_MEMBER_PASSWORD } })).token;
}

async function placeOf(name: string) {
  const { rows } = await t.db.execute<{ parent_id: number | null; side: string | null }>(
    sql`select parent_id, side from network_nodes where member_id = ${ids[name]!}`,
  );
  const row = rows[0];
  if (!row) return null;
  const parent = Object.entries(ids).find(([, id]) => id === row.parent_id)?.[0] ?? row.parent_id;
  return `${parent}.${row.side}`;
}

const activate = (orderId: number, name: string, rewardMp: number) => activateMp(t, orderId, ids[name]!, rewardMp);

beforeAll(async () => {
  t = await createTestApp();
  await join('sam', null);
  for (const name of ['amy', 'bob', 'cat']) await join(name, 'sam');
  await relayOnce(t.services);
});
afterAll(() => t.close());

describe('placement', () => {
  it('places each new member at the outermost free position of the sponsor’s side, left by default', async () => {
    expect(await placeOf('amy')).toBe('sam.left');
    expect(await placeOf('bob')).toBe('amy.left');
    expect(await placeOf('cat')).toBe('bob.left');
    // Amy's own members go to the bottom of her left leg, below Sam's.
    await join('dan', 'amy');
    await relayOnce(t.services);
    expect(await placeOf('dan')).toBe('cat.left');
  });

  it('lets a VIP member choose the right side; a regular member is asked to upgrade', async () => {
    const token = await tokenOf('sam');
    const refused = await t.call(team.setDefaultSide, { body: { side: 'right' }, token });
    expect(refused.status).toBe(403);
    expect(refused.envelope.message).toBe('Upgrade to VIP to choose the side new members are placed on');
    await t.db.execute(sql`update members set level = 2 where id = ${ids.sam!}`);
    expect(await t.ok(team.setDefaultSide, { body: { side: 'right' }, token })).toEqual({ defaultSide: 'right' });
    await join('eve', 'sam');
    await join('fay', 'sam');
    await relayOnce(t.services);
    expect(await placeOf('eve')).toBe('sam.right');
    expect(await placeOf('fay')).toBe('eve.right');
  });

  it('places members that joined without an event (from before the network), oldest first', async () => {
    const { rows } = await t.db.execute<{ id: number }>(sql`
      insert into members (username, password_hash, nickname, invite_code, sponsor_id)
      values ('old1', 'x', 'old1', 'OLDONE01', ${ids.fay!}) returning id`);
    ids.old1 = rows[0]!.id;
    expect(await placeOf('old1')).toBeNull();
    expect(await t.services.network.placeMissing(t.db)).toBe(1);
    expect(await placeOf('old1')).toBe('fay.left');
    expect(await t.services.network.placeMissing(t.db)).toBe(0);
  });
});

describe('leg volumes', () => {
  it('adds an activated order’s MP to the matching leg of every ancestor, once per order', async () => {
    await activate(900_001, 'dan', 100);
    await activate(900_002, 'fay', 30);
    // A replayed activation (a second delivery, a repeated call) adds nothing.
    await withTransaction(t.db, (tx) =>
      t.services.network.creditActivation(tx, { orderId: 900_001, memberId: ids.dan!, rewardMp: 100, at: new Date() }),
    );
    const volumes = await t.ok(team.volumes, { token: await tokenOf('sam') });
    expect(volumes).toMatchObject({
      leftTotal: '100.00',
      rightTotal: '30.00',
      leftCarried: '100.00',
      rightCarried: '30.00',
      leftToday: '100.00',
      rightToday: '30.00',
      defaultSide: 'right',
      canChooseSide: true,
    });
    const amy = await t.ok(team.volumes, { token: await tokenOf('amy') });
    expect(amy).toMatchObject({ leftTotal: '100.00', rightTotal: '0.00', canChooseSide: false });
    const dan = await t.ok(team.volumes, { token: await tokenOf('dan') });
    expect(dan).toMatchObject({ leftTotal: '0.00', rightTotal: '0.00' });
  });

  it('pairs: lists members with volume on both legs and takes the matched volume off both, the rest carried', async () => {
    const { network } = t.services;
    expect(await network.pairableLegs(t.db, 0, 10)).toEqual([{ memberId: ids.sam!, leftMp: 100, rightMp: 30 }]);
    expect(await network.pairableLegs(t.db, ids.sam!, 10)).toEqual([]);
    await withTransaction(t.db, (tx) => network.takeMatched(tx, ids.sam!, 30));
    await expect(withTransaction(t.db, (tx) => network.takeMatched(tx, ids.sam!, 1))).rejects.toMatchObject({
      errorKey: 'MATCH_TOO_LARGE',
    });
    expect(await network.pairableLegs(t.db, 0, 10)).toEqual([]);
    const volumes = await t.ok(team.volumes, { token: await tokenOf('sam') });
    expect(volumes).toMatchObject({
      leftTotal: '100.00',
      rightTotal: '30.00',
      leftCarried: '70.00',
      rightCarried: '0.00',
    });
  });
});

describe('charts and the team list', () => {
  it('draws the caller’s placement and sponsor charts by depth', async () => {
    const token = await tokenOf('sam');
    const placement = await t.ok(team.tree, { body: { kind: 'placement', depth: 1 }, token });
    expect(placement.nodes.map((node) => [node.name, node.side, node.depth, node.childCount])).toEqual([
      ['sam', null, 0, 2],
      ['amy', 'left', 1, 1],
      ['eve', 'right', 1, 1],
    ]);
    const sponsor = await t.ok(team.tree, { body: { kind: 'sponsor', depth: 2 }, token });
    expect(sponsor.nodes.filter((node) => node.depth === 2).map((node) => node.name)).toEqual(['dan', 'old1']);
    expect(sponsor.nodes.find((node) => node.name === 'sam')!.childCount).toBe(5);
  });

  it('opens a chart from a member of the caller’s downline, and refuses one from anyone else', async () => {
    const token = await tokenOf('amy');
    const below = await t.ok(team.tree, { body: { kind: 'placement', rootId: ids.cat!, depth: 2 }, token });
    expect(below.nodes.map((node) => node.name)).toEqual(['cat', 'dan']);
    for (const kind of ['placement', 'sponsor'] as const) {
      const refused = await t.call(team.tree, { body: { kind, rootId: ids.sam! }, token });
      expect(refused.status).toBe(403);
      expect(refused.envelope.error).toBe('NOT_IN_DOWNLINE');
    }
    // Bob is in Amy's placement downline but was sponsored by Sam, not by Amy.
    const bySponsor = await t.call(team.tree, { body: { kind: 'sponsor', rootId: ids.bob! }, token });
    expect(bySponsor.envelope.error).toBe('NOT_IN_DOWNLINE');
  });

  it('lists the members the caller sponsored, by name or mobile and level', async () => {
    const token = await tokenOf('sam');
    const all = await t.ok(team.queryPage, { body: { pageSize: 3 }, token });
    expect(all.total).toBe(5);
    expect(all.hasMore).toBe(true);
    expect(all.list.map((row) => row.name)).toEqual(['fay', 'eve', 'cat']);
    const byName = await t.ok(team.queryPage, { body: { keyword: 'BO' }, token });
    expect(byName.list.map((row) => row.name)).toEqual(['bob']);
    await t.db.execute(sql`update members set level = 2 where id = ${ids.eve!}`);
    const vips = await t.ok(team.queryPage, { body: { level: 2 }, token });
    expect(vips.list.map((row) => row.name)).toEqual(['eve']);
    const none = await t.ok(team.queryPage, { body: { keyword: 'nobody' }, token });
    expect(none).toMatchObject({ list: [], total: 0, hasMore: false });
  });
});

describe('the network explorer', () => {
  it('shows a member’s uplines, downline and volumes to finance, and not to an identity reviewer', async () => {
    const finance = await signedInOperator(t, {
      username: 'net_finance',
      password: 'Finance@12345',
      roles: ['finance'],
    });
    const detail = await t.ok(adminNetwork.detail, { query: { memberId: ids.cat! }, token: finance });
    expect(detail.placementUpline.map((row) => [row.name, row.depth])).toEqual([
      ['bob', 1],
      ['amy', 2],
      ['sam', 3],
      ['Company', 4],
    ]);
    expect(detail.sponsorUpline.map((row) => row.name)[0]).toBe('sam');
    expect(detail.downlineCount).toBe(1);
    const tree = await t.ok(adminNetwork.tree, {
      query: { kind: 'placement', rootId: ids.sam!, depth: 5 },
      token: finance,
    });
    expect(tree.nodes.map((node) => node.name)).toEqual(['sam', 'amy', 'eve', 'bob', 'fay', 'cat', 'old1', 'dan']);
    const reviewer = await signedInOperator(t, {
      username: 'net_review',
      password: 'Review@12345',
      roles: ['identity'],
    });
    expect((await t.call(adminNetwork.detail, { query: { memberId: ids.cat! }, token: reviewer })).status).toBe(403);
  });
});
