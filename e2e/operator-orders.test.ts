// An operator finds a member's order by its number, opens it, and sees every payment source and
// ledger movement; the reconciliation page lists the provider's callback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, logInToBackOffice, newDesktop } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function post<T>(path: string, body: Record<string, string>, token?: string): Promise<T> {
  const response = await fetch(baseUrl() + path, {
    method: 'POST',
    headers: token ? { token } : {},
    body: new URLSearchParams(body),
  });
  const envelope = (await response.json()) as { success: boolean; result: T; message: string };
  if (!envelope.success) throw new Error(`${path}: ${envelope.message}`);
  return envelope.result;
}

/** demo_vip buys a product by QR and the sandbox bank pays it. */
async function paidOrder(): Promise<{ orderId: number; orderNo: string }> {
  const { token } = await post<{ token: string }>('/mallapi/member/login', {
    username: 'demo_vip',
    password: 'Demo@123456',
  });
  const search = await fetch(`${baseUrl()}/mallapi/product/searchKeyword?keyword=Cleanser`).then((r) => r.json());
  const productId = (search as { result: { list: { id: number }[] } }).result.list[0]!.id;
  const detail = await fetch(`${baseUrl()}/mallapi/product/detail?id=${productId}`).then((r) => r.json());
  const productGoodsId = String(
    (detail as { result: { skus: { productGoodsId: number }[] } }).result.skus[0]!.productGoodsId,
  );
  const addresses = await fetch(`${baseUrl()}/mallapi/memberAddress/selectList`, { headers: { token } }).then((r) =>
    r.json(),
  );
  const addressId = String((addresses as { result: { id: number }[] }).result[0]!.id);
  const order = await post<{ orderId: number; orderNo: string }>(
    '/mallapi/orders/create',
    { productGoodsId, num: '1', addressId, idempotencyKey: `e2e-${Date.now()}` },
    token,
  );
  await post('/mallapi/pay/prepay', { orderId: String(order.orderId) }, token);
  await post('/mallapi/pay/sandbox/complete', { orderId: String(order.orderId), outcome: 'paid' });
  return order;
}

describe('an operator looks into orders', () => {
  it('finds an order by its number, opens it, and reconciles its payment', async () => {
    const order = await paidOrder();
    const { page, context } = await newDesktop(browser);
    await logInToBackOffice(page);
    await page.getByTestId('nav-orders').click();
    await page.getByTestId('order-row').first().waitFor();
    await page.getByPlaceholder('订单号').fill(order.orderNo);
    await page.getByTestId('orders-search').click();
    await expect.poll(() => page.getByTestId('order-row').count()).toBe(1);
    await page.locator(`[data-testid="order-row"][data-order-no="${order.orderNo}"]`).click();

    await page.getByTestId('order-fields').waitFor();
    await expect.poll(() => page.getByTestId('order-payments').innerText()).toContain('QR');
    expect(await page.getByTestId('order-callbacks').getByTestId('callback-action').innerText()).toBe('paid');
    expect(await page.getByTestId('order-lines').innerText()).toContain('洁面');

    await page.getByTestId('nav-payment-callbacks').click();
    await page.getByTestId('callback-action').first().waitFor();
    expect(await page.getByTestId('callback-action').first().innerText()).toBe('paid');
    await context.close();
  });
});
