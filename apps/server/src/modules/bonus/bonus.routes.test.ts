// The bonus engine through HTTP on the demo shop: a member's MP-activated order pays the sponsor
// 16% and ten uplines 0.5% (level-1 ones skipped), caps what exceeds the bonus credit, pays once
// on a replayed event, keeps the rounding for the company; a paid set grants bonus credit once;
// the back office's statistics add up; the ledger audit stays clean.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminBonus, bonus, member, memberWallet, orders } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { demoShopForFile, signedInOperator } from '../../../test/harness.ts';
import { credit, demoMember, skuOf, buyWithCash, type DemoBuyer } from '../../../test/orders-support.ts';
import { receivedOrder } from '../../../test/aftersale-support.ts';
import { demoAddressTexts } from '../../seed/address-demo.data.ts';
import { DEMO_MEMBER_PASSWORD } from '../../seed/demo.ts';
import { relayOnce } from '../../workflows/relay-events.ts';
import { auditLedger } from '../ledger/index.ts';
import type { Topics } from '../events/index.ts';
import { rateOf } from './bonus.rules.ts';

const shop = demoShopForFile();
const t = () => shop.t;
/** Carries reward MP, so a received order of it waits for the member's MP step. */
const NIGHT_CREAM = 'Lotus Dew Night Repair Cream';
let seq = 0;

async function newMember(prefix: string, sponsorId: number, level: number): Promise<number> {
  seq += 1;
  const row = await withTransaction(t().db, (tx) =>
    t().services.members.create(tx, {
      username: `${prefix}${seq}x${Date.now() % 100000}`,
      password: DEMO_MEMBER_PASSWORD,
      sponsorId,
      level,
    }),
  );
  return row.id;
}

/** A chain under the company root, top first: each member's id, the last one sponsoring the next. */
async function chainOf(levels: number[]): Promise<number[]> {
  const root = await t().services.members.findByUsername(t().db, 'company');
  const ids: number[] = [];
  for (const level of levels) ids.push(await newMember('up', ids.at(-1) ?? root!.id, level));
  return ids;
}

/** A signed-in buyer sponsored by `sponsorId`, with an address. */
async function buyerUnder(sponsorId: number): Promise<DemoBuyer> {
  const id = await newMember('buyer', sponsorId, 1);
  const [username] = (
    await t().db.execute<{ username: string }>(sql`select username from members where id = ${id}`)
  ).rows.map((r) => r.username);
  const read = await t().services.addresses.identify(t().db, 'th_TH', Object.values(demoAddressTexts)[0]![0]!);
  await withTransaction(t().db, (tx) =>
    t().services.addresses.book.add(tx, 'th_TH', id, {
      name: read.name!,
      mobile: read.mobile!,
      provinceId: read.province!.id,
      cityId: read.city!.id,
      areaId: read.area!.id,
      zip: read.zip!,
      address: read.address!,
      isDefault: true,
    }),
  );
  return demoMember(t(), username!);
}

async function mpActivatedOrder(buyer: DemoBuyer): Promise<Topics['order.mp_activated']> {
  const { orderId } = await receivedOrder(t(), shop.adminToken, buyer, NIGHT_CREAM, 1);
  await t().ok(orders.confirmMp, { body: { orderId }, token: buyer.token });
  await relayOnce(t().services);
  const found = await t().db.execute<{ payload: Topics['order.mp_activated'] }>(
    sql`select payload from outbox where topic = 'order.mp_activated' and key = ${String(orderId)}`,
  );
  return found.rows[0]!.payload;
}

const cashOf = async (memberId: number) => (await t().services.ledger.balances(t().db, memberId)).CASH;
const creditOf = async (memberId: number) => (await t().services.ledger.balances(t().db, memberId)).BONUS_CREDIT;
const money = (minor: number) => (minor / 100).toFixed(2);

async function tokenOf(memberId: number): Promise<string> {
  const [row] = (await t().db.execute<{ username: string }>(sql`select username from members where id = ${memberId}`))
    .rows;
  return (await t().ok(member.login, { body: { username: row!.username, password: DEMO_MEMBER_PASSWORD } })).token;
}

describe('bonuses of an MP-activated order', () => {
  it('pays the sponsor 16% and ten uplines 0.5%, skipping level-1 uplines; the company keeps the rounding', async () => {
    // Top first: an 11th earner (not paid), ten earners with a level-1 member among them, the sponsor.
    // One MP worth 0.99: 0.5% of the base is not a whole minor unit, so rounding leaves a remainder.
    const rules = await t().services.settings.get(t().db, 'bonusRules');
    await withTransaction(t().db, (tx) =>
      t().services.settings.update(tx, 'bonusRules', { ...rules, mpValueMinor: 99 }, null),
    );
    const chain = await chainOf([2, 3, 2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 2]);
    for (const id of chain) await credit(t(), id, 'BONUS_CREDIT', 1_000_000);
    const sponsor = chain.at(-1)!;
    const buyer = await buyerUnder(sponsor);
    const company = (await t().services.members.findByUsername(t().db, 'company'))!.id;
    const companyBefore = await cashOf(company);
    const before = await Promise.all(chain.map(cashOf));

    const event = await mpActivatedOrder(buyer);
    await withTransaction(t().db, (tx) => t().services.settings.update(tx, 'bonusRules', rules, null));
    const base = event.rewardMp * 99;
    expect(base % 200).not.toBe(0);
    const after = await Promise.all(chain.map(cashOf));
    const gained = after.map((cash, index) => cash - before[index]!);
    // Sponsor, then the ten places above it (the level-1 member at index 4 passed over), the 11th unpaid.
    const direct = rateOf(base, 1_600);
    const generation = rateOf(base, 50);
    expect(gained).toEqual([0, generation, generation, generation, 0, ...Array(7).fill(generation), direct]);
    expect(await creditOf(sponsor)).toBe(1_000_000 - direct);

    const logs = await t().ok(memberWallet.queryBonusLogs, { token: await tokenOf(sponsor) });
    expect(logs.list[0]).toMatchObject({
      type: 'BONUS_DIRECT',
      amount: `+${money(direct)}`,
      paid: money(direct),
      capped: '0.00',
      rate: '16.00',
      orderId: event.orderId,
      base: money(base),
    });
    const remainder = rateOf(base, 500) - 10 * generation;
    expect(remainder).toBeGreaterThan(0);
    expect((await cashOf(company)) - companyBefore).toBe(remainder);
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });

  it('pays no level-1 sponsor, caps what exceeds the credit, and pays a replayed event once', async () => {
    const [top, capped, sponsor] = await chainOf([2, 2, 1]);
    await credit(t(), top!, 'BONUS_CREDIT', 1_000_000);
    await credit(t(), capped!, 'BONUS_CREDIT', 10);
    const buyer = await buyerUnder(sponsor!);
    const before = await Promise.all([top!, capped!, sponsor!].map(cashOf));
    const event = await mpActivatedOrder(buyer);
    const generation = rateOf(event.rewardMp * 100, 50);
    expect(generation).toBeGreaterThan(10);
    const after = await Promise.all([top!, capped!, sponsor!].map(cashOf));
    expect(after.map((cash, index) => cash - before[index]!)).toEqual([generation, 10, 0]);
    const logs = await t().ok(memberWallet.queryBonusLogs, { token: await tokenOf(capped!) });
    expect(logs.list).toEqual([
      expect.objectContaining({ type: 'BONUS_GENERATION', paid: '0.10', capped: money(generation - 10), depth: 1 }),
    ]);
    expect((await t().ok(memberWallet.queryBonusLogs, { token: await tokenOf(sponsor!) })).list).toEqual([]);

    // Replayed: the delivery again, and the handler called again.
    await t().db.execute(sql`update event_deliveries set state = 'pending', updated_at = now() - interval '1 hour'
      where subscriber = 'bonus.pay-order' and event_id = (select id from outbox where topic = 'order.mp_activated' and key = ${String(event.orderId)})`);
    await relayOnce(t().services);
    await withTransaction(t().db, (tx) => t().services.bonus.orders.onMpActivated(tx, event));
    expect(await Promise.all([top!, capped!, sponsor!].map(cashOf))).toEqual(after);
    const records = await t().db.execute<{ n: number }>(
      sql`select count(*)::int as n from bonus_records where source = ${`order:${event.orderId}`}`,
    );
    expect(records.rows[0]!.n).toBe(2);
    expect((await auditLedger(t().db)).isClean).toBe(true);
  });
});

describe('bonus credit from a paid set', () => {
  it('grants the set’s bonus credit to its beneficiary once', async () => {
    const buyer = await buyerUnder((await t().services.members.findByUsername(t().db, 'company'))!.id);
    const before = await creditOf(buyer.memberId);
    const placed = await buyWithCash(t(), buyer, await skuOf(t(), '199 VIP Membership Set'), 2);
    await relayOnce(t().services);
    expect((await creditOf(buyer.memberId)) - before).toBe(200_000);
    await t().db.execute(sql`update event_deliveries set state = 'pending', updated_at = now() - interval '1 hour'
      where subscriber = 'bonus.grant-credit' and event_id = (select id from outbox where topic = 'order.paid' and key = ${String(placed.orderId)})`);
    await relayOnce(t().services);
    expect((await creditOf(buyer.memberId)) - before).toBe(200_000);
  });
});

describe('bonus summary and statistics', () => {
  it('sums a member’s month and the shop’s day by kind; statistics are for admins and finance only', async () => {
    const [sponsor] = await chainOf([2]);
    await credit(t(), sponsor!, 'BONUS_CREDIT', 100);
    const buyer = await buyerUnder(sponsor!);
    const event = await mpActivatedOrder(buyer);
    const direct = rateOf(event.rewardMp * 100, 1_600);
    const summary = await t().ok(bonus.summary, { token: await tokenOf(sponsor!) });
    expect(summary).toMatchObject({ paid: '1.00', capped: money(direct - 100), pending: '0.00' });
    expect(summary.byKind.find((row) => row.kind === 'BONUS_DIRECT')).toMatchObject({
      paid: '1.00',
      capped: money(direct - 100),
    });

    const day = event.at.slice(0, 10);
    const stats = await t().ok(adminBonus.statistics, { query: { from: day, to: day }, token: shop.adminToken });
    const rows = await t().db.execute<{ paid: string; capped: string }>(
      sql`select sum(paid_minor)::text as paid, sum(capped_minor)::text as capped from bonus_records where day = ${day}`,
    );
    expect(stats.totals.paid).toBe(money(Number(rows.rows[0]!.paid)));
    expect(stats.totals.capped).toBe(money(Number(rows.rows[0]!.capped)));
    expect(stats.list.some((row) => row.kind === 'BONUS_DIRECT' && row.day === day)).toBe(true);

    const reviewer = await signedInOperator(t(), {
      username: 'bonus_idcheck',
      password: 'Passw0rd!x',
      roles: ['identity'],
    });
    const refused = await t().call(adminBonus.statistics, { query: { from: day, to: day }, token: reviewer });
    expect(refused.status).toBe(403);
    const operator = await signedInOperator(t(), {
      username: 'bonus_shopops',
      password: 'Passw0rd!x',
      roles: ['operator'],
    });
    expect((await t().call(adminBonus.statistics, { query: { from: day, to: day }, token: operator })).status).toBe(
      403,
    );
  });
});
