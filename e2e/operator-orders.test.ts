// An operator finds a member's order by its number, opens it, and sees every payment source and
// ledger movement; the reconciliation page lists the provider's callback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, logInToBackOffice, newDesktop } from './browser.ts';
import { memberToken } from './api.ts';
import { buyByQr } from './orders-api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('an operator looks into orders', () => {
  it('finds an order by its number, opens it, and reconciles its payment', async () => {
    // demo_vip buys a product by QR and the sandbox bank pays it.
    const order = await buyByQr(await memberToken('demo_vip'), 'Cleanser');
    const { page, context } = await newDesktop(browser);
    await logInToBackOffice(page);
    await page.getByTestId('nav-orders').click();
    await page.getByTestId('order-row').first().waitFor();
    await page.getByPlaceholder('订单号').fill(order.orderNo);
    await page.getByTestId('orders-search').click();
    await expect.poll(() => page.getByTestId('order-row').count()).toBe(1);
    await page.locator(`[data-testid="order-row"][data-order-no="${order.orderNo}"]`).click();

    await page.getByTestId('order-fields').waitFor();
    await expect.poll(() => page.getByTestId('order-payments').innerText()).toContain('扫码支付');
    // Internal names are shown in the operator's words: amount keys, sources, ledger kinds and accounts.
    await expect.poll(() => page.getByTestId('order-amounts').innerText()).toContain('商品金额');
    await expect.poll(() => page.getByTestId('order-amounts').innerText()).not.toContain('goodsTotal');
    await expect.poll(() => page.getByTestId('order-movements').innerText()).not.toMatch(/member:|ORDER_PAYMENT/);
    await expect
      .poll(() => page.getByTestId('order-callbacks').getByTestId('callback-action').innerText())
      .toBe('paid');
    await expect.poll(() => page.getByTestId('order-lines').innerText()).toContain('洁面');

    await page.getByTestId('nav-payment-callbacks').click();
    await page.getByTestId('callback-action').first().waitFor();
    await expect.poll(() => page.getByTestId('callback-action').first().innerText()).toBe('paid');
    await context.close();
  });
});
