// Carriers' tracking webhooks over the wire: a signed event lands on its parcel as the carrier's,
// a wrong signature, an unknown parcel or a loose body change nothing, and a replay adds once.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminOrders, adminSettings, orders } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { demoShopForFile } from '../../../test/harness.ts';
import { buyWithCash, demoMember, skuOf } from '../../../test/orders-support.ts';

const shop = demoShopForFile();
const t = () => shop.t;
const SECRET = 'carrier-webhook-test-secret';

const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');

function notify(carrier: string, body: string, signature?: string) {
  return t().app.inject({
    method: 'POST',
    url: `/mallapi/logistics/notify/${encodeURIComponent(carrier)}`,
    headers: {
      'content-type': 'application/json',
      lang: 'en_US',
      ...(signature === undefined ? {} : { 'x-carrier-signature': signature }),
    },
    payload: body,
  });
}

/** A paid order shipped by Kerry Express with a fresh tracking number. */
async function shippedParcel() {
  const buyer = await demoMember(t(), 'demo_regular');
  const productGoodsId = await skuOf(t(), 'Gentle Amino Acid Cleanser');
  const placed = await buyWithCash(t(), buyer, productGoodsId);
  const trackingNo = `KEX${Date.now()}`;
  await t().ok(adminOrders.ship, {
    body: { orderId: placed.orderId, carrier: 'Kerry Express', trackingNo },
    token: shop.adminToken,
  });
  return { orderId: placed.orderId, trackingNo };
}

async function eventsOf(orderId: number) {
  const detail = await t().ok(adminOrders.detail, { query: { orderId }, token: shop.adminToken });
  return detail.shipments[0]!.events;
}

async function setSecret(secret: string) {
  await withTransaction(t().db, (tx) => t().services.settings.update(tx, 'carrierWebhook', { secret }, null));
}

describe('POST /mallapi/logistics/notify/:carrier', () => {
  it('refuses every event while no secret is set', async () => {
    const { orderId, trackingNo } = await shippedParcel();
    const body = JSON.stringify({ trackingNo, text: 'Picked up' });
    const refused = await notify('kerry', body, sign(body, ''));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, error: 'BAD_SIGNATURE' });
    expect(await eventsOf(orderId)).toEqual([]);
  });

  it('keeps the secret write-only: the settings answer only whether one is set', async () => {
    await t().ok(adminSettings.update, {
      body: { key: 'carrierWebhook', value: { secret: SECRET } },
      token: shop.adminToken,
      json: true,
    });
    const rows = await t().ok(adminSettings.list, { token: shop.adminToken });
    expect(rows.find((row) => row.key === 'carrierWebhook')).toMatchObject({
      value: { secret: '' },
      secrets: { secret: true },
    });
    expect(JSON.stringify(rows)).not.toContain(SECRET);
  });

  it('adds a signed event to its parcel as the carrier’s, once however often it is sent', async () => {
    await setSecret(SECRET);
    const { orderId, trackingNo } = await shippedParcel();
    const body = JSON.stringify({ trackingNo, text: 'Arrived at Bangkok hub', at: '2026-11-20T09:30:00+07:00' });
    const first = await notify('kerry', body, sign(body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, result: { action: 'added' } });
    // The same event again, even written differently (the same instant in UTC, by the carrier's name).
    const again = JSON.stringify({ text: 'Arrived at Bangkok hub', trackingNo, at: '2026-11-20T02:30:00Z' });
    expect((await notify('Kerry Express', again, sign(again))).json().result.action).toBe('replay');
    expect((await notify('kerry', body, sign(body))).json().result.action).toBe('replay');
    const later = JSON.stringify({ trackingNo, text: 'Out for delivery' });
    expect((await notify('kerry', later, sign(later))).json().result.action).toBe('added');

    const events = await eventsOf(orderId);
    expect(events.map((event) => [event.text, event.source])).toEqual([
      ['Out for delivery', 'carrier'],
      ['Arrived at Bangkok hub', 'carrier'],
    ]);
    expect(events[1]!.at).toBe('2026-11-20T02:30:00.000Z');
    const buyer = await demoMember(t(), 'demo_regular');
    const logistics = await t().ok(orders.logistics, { query: { orderId }, token: buyer.token });
    expect(logistics.shipments[0]!.events).toHaveLength(2);
  });

  it('changes nothing for a wrong signature, an unknown parcel or a loose body', async () => {
    await setSecret(SECRET);
    const { orderId, trackingNo } = await shippedParcel();
    const body = JSON.stringify({ trackingNo, text: 'Delivered' });
    const forged = await notify('kerry', body, sign(body, 'not-the-secret'));
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ success: false, error: 'BAD_SIGNATURE', result: null });
    expect((await notify('kerry', body)).statusCode).toBe(403);
    expect((await notify('kerry', body, 'zz')).statusCode).toBe(403);
    const tampered = JSON.stringify({ trackingNo, text: 'Delivered!' });
    expect((await notify('kerry', tampered, sign(body))).statusCode).toBe(403);

    const wrongCarrier = await notify('flash', body, sign(body));
    expect(wrongCarrier.statusCode).toBe(404);
    expect(wrongCarrier.json()).toMatchObject({ success: false, error: 'SHIPMENT_NOT_FOUND' });
    const unknown = JSON.stringify({ trackingNo: 'NOSUCH12345', text: 'Delivered' });
    expect((await notify('kerry', unknown, sign(unknown))).statusCode).toBe(404);

    for (const loose of [
      JSON.stringify({ trackingNo, text: 'Delivered', extra: 1 }),
      JSON.stringify({ trackingNo, text: '' }),
      JSON.stringify({ trackingNo, text: 'Delivered', at: 'yesterday' }),
      JSON.stringify([trackingNo]),
      'not json',
    ]) {
      const refused = await notify('kerry', loose, sign(loose));
      expect(refused.statusCode, loose).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, error: 'VALIDATION' });
    }
    expect(await eventsOf(orderId)).toEqual([]);
  });
});
