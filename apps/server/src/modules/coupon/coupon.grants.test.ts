// Coupons the shop grants by itself: the birthday coupon by the daily job (fake clock), once a year
// to level 2+ members born that month; the first paid order's, once, to level 2+ only.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCoupon } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { demoShopForFile } from '../../../test/harness.ts';
import { buyWithCash, skuOf, type DemoBuyer } from '../../../test/orders-support.ts';
import { relayOnce } from '../../workflows/relay-events.ts';
import { grantBirthdayCoupons } from './index.ts';

const shop = demoShopForFile();

/** A new member of `level`, born on `birthday`, with a session and the first demo address copied. */
async function fresh(username: string, level: number, birthday: string | null = null): Promise<DemoBuyer> {
  const { t } = shop;
  const created = await t.db.execute<{ id: number }>(sql`
    insert into members (username, password_hash, nickname, invite_code, level, sponsor_id, birthday)
    values (${username}, 'not-a-password', ${username}, upper(${username}), ${level}::smallint,
            (select id from members where sponsor_id is null limit 1), ${birthday})
    returning id`);
  const memberId = Number(created.rows[0]!.id);
  const address = await t.db.execute<{ id: number }>(sql`
    insert into member_addresses (member_id, name, mobile, province_id, city_id, area_id, zip, address, is_default)
    select ${memberId}, a.name, a.mobile, a.province_id, a.city_id, a.area_id, a.zip, a.address, true
      from (select * from member_addresses order by id limit 1) a
    returning id`);
  const { token } = await t.services.members.openSessionFor(t.db, memberId);
  return { memberId, token, addressId: Number(address.rows[0]!.id) };
}

async function template(name: string): Promise<number> {
  const body = { name: { zh_CN: name }, kind: 'amountOff', amount: '20', validDays: 30 };
  return (await shop.t.ok(adminCoupon.template.save, { body, token: shop.adminToken, json: true })).id;
}

async function grants(couponGrants: { birthdayTemplateId: number; firstOrderTemplateId: number }) {
  await withTransaction(shop.t.db, (tx) => shop.t.services.settings.seed(tx, { couponGrants }));
}

async function keysOf(memberId: number): Promise<string[]> {
  const { rows } = await shop.t.db.execute<{ issue_key: string }>(
    sql`select issue_key from member_coupons where member_id = ${memberId} and reason in ('birthday', 'firstOrder') order by id`,
  );
  return rows.map((row) => row.issue_key);
}

describe('the birthday coupon', () => {
  it('is granted by the daily job once a year, in the birth month, to level 2+ only', async () => {
    const { t } = shop;
    await grants({ birthdayTemplateId: await template('生日券'), firstOrderTemplateId: 0 });
    const vip = await fresh('bday_vip', 2, '1990-03-15');
    const regular = await fresh('bday_regular', 1, '1991-03-20');
    const july = await fresh('bday_july', 3, '1992-07-01');

    const first = await grantBirthdayCoupons(t.services, new Date('2027-03-01T00:15:00Z'));
    expect(first.granted).toBeGreaterThanOrEqual(1);
    await grantBirthdayCoupons(t.services, new Date('2027-03-02T00:15:00Z'));
    await grantBirthdayCoupons(t.services, new Date('2027-03-31T23:00:00Z'));
    expect(await keysOf(vip.memberId)).toEqual([`birthday:${vip.memberId}:2027`]);
    expect(await keysOf(regular.memberId)).toEqual([]);
    expect(await keysOf(july.memberId)).toEqual([]);

    await grantBirthdayCoupons(t.services, new Date('2027-07-01T00:15:00Z'));
    expect(await keysOf(july.memberId)).toEqual([`birthday:${july.memberId}:2027`]);
    await grantBirthdayCoupons(t.services, new Date('2028-03-01T00:15:00Z'));
    expect(await keysOf(vip.memberId)).toEqual([`birthday:${vip.memberId}:2027`, `birthday:${vip.memberId}:2028`]);
  });
});

describe('the first-order coupon', () => {
  it('is granted once, on the first paid order of a level 2+ member, by the order.paid subscriber', async () => {
    const { t } = shop;
    await grants({ birthdayTemplateId: 0, firstOrderTemplateId: await template('首单券') });
    await relayOnce(t.services);
    const vip = await fresh('first_vip', 2);
    const regular = await fresh('first_regular', 1);
    const box = await skuOf(t, 'Glass Food Container Set');

    await buyWithCash(t, vip, box);
    await buyWithCash(t, regular, box);
    await relayOnce(t.services);
    expect(await keysOf(vip.memberId)).toEqual([`first-order:${vip.memberId}`]);
    expect(await keysOf(regular.memberId)).toEqual([]);

    await buyWithCash(t, vip, box);
    await relayOnce(t.services);
    await relayOnce(t.services);
    expect(await keysOf(vip.memberId)).toEqual([`first-order:${vip.memberId}`]);
  });
});
