// Discount cards over the wire: the face values, a card bought from the cash balance or by the
// sandbox QR credited as one lot once (a resent key or callback changes nothing), value passed on
// within the balance and refused above it with the spec's text, ownership, and a clean ledger.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminDiscountCard, discountCard, pay } from '@mall/contracts';
import { demoShopForFile } from '../../../test/harness.ts';
import { credit } from '../../../test/orders-support.ts';
import { auditLedger } from '../ledger/index.ts';

const shop = demoShopForFile();

async function fresh(username: string, level = 2) {
  const { t } = shop;
  const created = await t.db.execute<{ id: number; invite_code: string }>(sql`
    insert into members (username, password_hash, nickname, invite_code, level, sponsor_id, mobile)
    values (${username}, 'not-a-password', ${username}, upper(${username}), ${level}::smallint,
            (select id from members where sponsor_id is null limit 1), null)
    returning id, invite_code`);
  const memberId = Number(created.rows[0]!.id);
  const { token } = await t.services.members.openSessionFor(t.db, memberId);
  return { memberId, token, inviteCode: created.rows[0]!.invite_code };
}

describe('discountCard calls', () => {
  it('offers the face values of the settings', async () => {
    const buyer = await fresh('dc_faces');
    const faces = await shop.t.ok(discountCard.faceValues, { token: buyer.token });
    expect(faces).toEqual({ list: ['100.00', '500.00', '1000.00', '2000.00'], lifetimeMonths: 12 });
  });

  it('buys a card from the cash balance as one lot, once per key', async () => {
    const { t } = shop;
    const buyer = await fresh('dc_cash');
    await credit(t, buyer.memberId, 'CASH', 100_000);
    const body = { faceValue: '500', payWith: 'CASH', idempotencyKey: 'dc-cash-0001' };
    const [a, b] = await Promise.all([
      t.ok(discountCard.buy, { body, token: buyer.token }),
      t.ok(discountCard.buy, { body, token: buyer.token }),
    ]);
    expect(a).toMatchObject({ status: 'paid', faceValue: '500.00', payWith: 'CASH' });
    expect(b.id).toBe(a.id);
    const lots = await t.ok(discountCard.lots, { token: buyer.token });
    expect(lots.balance).toBe('500.00');
    expect(lots.list).toHaveLength(1);
    expect(lots.list[0]).toMatchObject({ amount: '500.00', remaining: '500.00', expired: false });
    const months = (Date.parse(lots.list[0]!.expiresAt) - Date.parse(lots.list[0]!.purchasedAt)) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(365);
    expect(months).toBeLessThanOrEqual(366);
    expect((await t.services.ledger.balances(t.db, buyer.memberId)).CASH).toBe(50_000);

    const reused = await t.call(discountCard.buy, { body: { ...body, faceValue: '100' }, token: buyer.token });
    expect(reused.envelope).toMatchObject({ success: false, error: 'IDEMPOTENCY_KEY_REUSED' });
    const odd = await t.call(discountCard.buy, {
      body: { ...body, faceValue: '123', idempotencyKey: 'dc-cash-0002' },
      token: buyer.token,
    });
    expect(odd.envelope).toMatchObject({ success: false, code: 400 });
    const short = await t.call(discountCard.buy, {
      body: { faceValue: '1000', payWith: 'CASH', idempotencyKey: 'dc-cash-0003' },
      token: buyer.token,
    });
    expect(short.envelope).toMatchObject({ success: false, error: 'INSUFFICIENT_BALANCE' });
    expect((await t.ok(discountCard.lots, { token: buyer.token })).list).toHaveLength(1);
  });

  it('buys a card by QR through the one payable: credited once when the sandbox pays, only to its buyer', async () => {
    const { t } = shop;
    const buyer = await fresh('dc_qr');
    const other = await fresh('dc_qr_other');
    const bought = await t.ok(discountCard.buy, {
      body: { faceValue: '100', payWith: 'QR', idempotencyKey: 'dc-qr-00001' },
      token: buyer.token,
    });
    expect(bought).toMatchObject({ status: 'pending', payableKind: 'discount-card' });
    const ref = { orderId: bought.id, payableKind: 'discount-card' };
    const stranger = await t.call(pay.prepay, { body: ref, token: other.token });
    expect(stranger.envelope).toMatchObject({ success: false, error: 'DISCOUNT_CARD_NOT_FOUND' });
    await t.ok(pay.prepay, { body: ref, token: buyer.token });
    await t.ok(pay.sandboxComplete, { body: { ...ref, outcome: 'paid' } });
    await t.call(pay.sandboxComplete, { body: { ...ref, outcome: 'paid' } });
    const lots = await t.ok(discountCard.lots, { token: buyer.token });
    expect(lots.balance).toBe('100.00');
    expect(lots.list).toHaveLength(1);
    const replay = await t.ok(discountCard.buy, {
      body: { faceValue: '100', payWith: 'QR', idempotencyKey: 'dc-qr-00001' },
      token: buyer.token,
    });
    expect(replay).toMatchObject({ id: bought.id, status: 'paid' });
  });

  it('passes value on within the balance, refusing more with the spec text', async () => {
    const { t } = shop;
    const giver = await fresh('dc_giver');
    const friend = await fresh('dc_friend', 1);
    await credit(t, giver.memberId, 'CASH', 50_000);
    await t.ok(discountCard.buy, {
      body: { faceValue: '500', payWith: 'CASH', idempotencyKey: 'dc-give-0001' },
      token: giver.token,
    });
    const given = await t.ok(discountCard.distribute, {
      body: { to: friend.inviteCode.toLowerCase(), amount: '200', idempotencyKey: 'dc-give-0002' },
      token: giver.token,
    });
    expect(given).toMatchObject({ toMemberId: friend.memberId, amount: '200.00' });
    const again = await t.ok(discountCard.distribute, {
      body: { to: friend.inviteCode, amount: '200', idempotencyKey: 'dc-give-0002' },
      token: giver.token,
    });
    expect(again.transactionId).toBe(given.transactionId);
    expect((await t.ok(discountCard.lots, { token: giver.token })).balance).toBe('300.00');
    const received = await t.ok(discountCard.lots, { token: friend.token });
    expect(received.balance).toBe('200.00');

    const lang = async (l: string) =>
      (
        await t.call(discountCard.distribute, {
          body: { to: friend.inviteCode, amount: '300.01' },
          token: giver.token,
          lang: l,
        })
      ).envelope;
    expect(await lang('en_US')).toMatchObject({
      success: false,
      error: 'INSUFFICIENT_DISCOUNT_CARD_BALANCE',
      message: 'Insufficient discount card balance',
    });
    expect(await lang('zh_CN')).toMatchObject({ message: '折扣卡余额不足' });
    const nobody = await t.call(discountCard.distribute, { body: { to: 'NOBODY99', amount: '1' }, token: giver.token });
    expect(nobody.envelope).toMatchObject({ success: false, error: 'MEMBER_NOT_FOUND' });
    expect((await t.ok(discountCard.lots, { token: giver.token })).balance).toBe('300.00');
    const seen = await t.ok(adminDiscountCard.lots, { query: { memberId: friend.memberId }, token: shop.adminToken });
    expect(seen).toMatchObject({ balance: '200.00', list: [expect.objectContaining({ remaining: '200.00' })] });
    expect((await auditLedger(t.db)).isClean).toBe(true);
  });
  it('finds the friend by their mobile as a shopper types it: national, spaced or with the country code', async () => {
    const { t } = shop;
    const giver = await fresh('dc_giver_mobile');
    const friend = await fresh('dc_friend_mobile', 1);
    await t.db.execute(sql`update members set mobile = '+66812349911' where id = ${friend.memberId}`);
    await credit(t, giver.memberId, 'CASH', 10_000);
    await t.ok(discountCard.buy, {
      body: { faceValue: '100', payWith: 'CASH', idempotencyKey: 'dc-mobile-0001' },
      token: giver.token,
    });
    for (const [to, key] of [
      ['0812349911', 'dc-mobile-0002'],
      ['081 234 9911', 'dc-mobile-0003'],
      ['+66812349911', 'dc-mobile-0004'],
    ] as const) {
      const given = await t.ok(discountCard.distribute, {
        body: { to, amount: '10', idempotencyKey: key },
        token: giver.token,
      });
      expect(given).toMatchObject({ toMemberId: friend.memberId, amount: '10.00' });
    }
    expect((await t.ok(discountCard.lots, { token: friend.token })).balance).toBe('30.00');
  });

  it('lists the listed products a card pays for, paged and by keyword', async () => {
    const { t } = shop;
    const buyer = await fresh('dc_products');
    const eligible = await t.db.execute<{ id: number }>(
      sql`select id from catalog_products where is_listed and dc_discount_percent > 0 order by id`,
    );
    const ids = eligible.rows.map((row) => Number(row.id));
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const all = await t.ok(discountCard.products, { body: { pageSize: 100 }, token: buyer.token });
    expect(all.list.map((card) => card.id).sort((a, b) => a - b)).toEqual(ids);
    expect(all.total).toBe(ids.length);
    const first = await t.ok(discountCard.products, { body: { pageNum: 1, pageSize: 1 }, token: buyer.token });
    expect(first).toMatchObject({ total: ids.length, hasMore: true });
    expect(first.list).toHaveLength(1);
    const serum = await t.ok(discountCard.products, { body: { keyword: 'hydrating serum' }, token: buyer.token });
    expect(serum.list.map((card) => card.name)).toEqual(['Lotus Hydrating Serum']);
    const none = await t.ok(discountCard.products, { body: { keyword: 'Glass Food Container' }, token: buyer.token });
    expect(none.list).toEqual([]);
  });
});
