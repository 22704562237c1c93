// Shared steps of the order tests on the demo shop: a signed-in demo member with their default
// address, a restocked SKU found by its English name, stock and balances as the database holds them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { evaluate, member, orders, pay, product, type LedgerAsset } from '@mall/contracts';
import { withTransaction } from '../src/db/client.ts';
import type { TestApp } from './harness.ts';

export interface DemoBuyer {
  token: string;
  memberId: number;
  addressId: number;
}

/** A demo member (password Demo@123456) signed in, with their default address. */
export async function demoMember(t: TestApp, username: string): Promise<DemoBuyer> {
  const session = await t.ok(member.login, { body: { username, password: 'Demo@123456' } });
  const memberId = (await t.ok(member.getUser, { token: session.token })).memberId;
  const address = await t.services.addresses.book.byDefault(t.db, 'en_US', memberId);
  return { token: session.token, memberId, addressId: address!.id };
}

/** The first SKU of the product found by its English name, restocked to `stock`. */
export async function skuOf(t: TestApp, name: string, stock = 50): Promise<number> {
  const found = await t.ok(product.searchKeyword, { query: { keyword: name } });
  const detail = await t.ok(product.detail, { query: { id: found.list[0]!.id } });
  const sku = detail.skus[0]!;
  await t.db.execute(sql`update catalog_skus set stock = ${stock} where id = ${sku.productGoodsId}`);
  return sku.productGoodsId;
}

export async function stockOf(t: TestApp, productGoodsId: number): Promise<number> {
  const result = await t.db.execute<{ stock: number }>(
    sql`select stock from catalog_skus where id = ${productGoodsId}`,
  );
  return result.rows[0]!.stock;
}

/** Puts `amountMinor` of an asset on the member's balance as an opening balance. */
export async function credit(t: TestApp, memberId: number, asset: LedgerAsset, amountMinor: number): Promise<void> {
  await withTransaction(t.db, (tx) =>
    t.services.ledger.openingBalance(tx, { memberId, asset, amountMinor, idempotencyKey: `test:${randomUUID()}` }),
  );
}

export const orderKey = () => `k-${randomUUID()}`;

/**
 * The member buys `num` of the SKU now (the cart's selected lines when no SKU is named), paid wholly
 * from cash put on their balance first: answers the paid order.
 */
export async function buyWithCash(t: TestApp, buyer: DemoBuyer, productGoodsId?: number, num = 1) {
  await credit(t, buyer.memberId, 'CASH', 200_000);
  const what = productGoodsId === undefined ? {} : { productGoodsId, num };
  const priced = await t.ok(orders.preview, { body: what, token: buyer.token });
  const placed = await t.ok(orders.create, {
    body: {
      ...what,
      addressId: buyer.addressId,
      useCash: priced.amounts.orderTotal,
      confirmBalances: true,
      idempotencyKey: orderKey(),
    },
    token: buyer.token,
  });
  if (placed.status !== 2) throw new Error(`order ${placed.orderNo} was not paid from the balance`);
  return placed;
}

/** The member buys `num` of the SKU now, paid wholly by the sandbox's QR: answers the paid order. */
export async function buyWithQr(t: TestApp, buyer: DemoBuyer, productGoodsId: number, num = 1) {
  const placed = await t.ok(orders.create, {
    body: { productGoodsId, num, addressId: buyer.addressId, idempotencyKey: orderKey() },
    token: buyer.token,
  });
  await t.ok(pay.prepay, { body: { orderId: placed.orderId }, token: buyer.token });
  await t.ok(pay.sandboxComplete, { body: { orderId: placed.orderId, outcome: 'paid' } });
  return { ...placed, qrMinor: Math.round(Number(placed.payable) * 100) };
}

/** The member uploads a review photo (also used by after-sales requests): answers its id. */
export async function uploadPhoto(t: TestApp, token: string, colour = '#3388ff'): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const boundary = '----photo-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: evaluate.uploadImage.path,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
  });
  if (response.statusCode !== 200) throw new Error(`photo upload failed: ${response.body}`);
  return (response.json() as { result: { id: string } }).result.id;
}
