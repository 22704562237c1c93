// Redeeming points in the browser: a shopper finds a points-zone item priced in points, buys it
// now, sees the points line in the checkout's summary, places the order without paying money,
// their points balance falls by the price, and the order's detail shows the points it was paid with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logInAs, newPhone } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The member's points as the server holds them, asked with the page's session. */
async function pointsOf(page: Page): Promise<number> {
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const answer = await page.request.get('/mallapi/memberWallet/getBalance', { headers: { token } });
  return ((await answer.json()) as { result: { points: number } }).result.points;
}

describe('a shopper redeems points', () => {
  it('buys a points-zone item with points: no money taken, the points balance falls by its price', async () => {
    const { page, context } = await newPhone(browser);
    await page.goto('/#/pages/public/login');
    await logInAs(page, 'demo_regular');
    const before = await pointsOf(page);
    expect(before).toBeGreaterThanOrEqual(200);

    // The points tab lists the points zone priced in points.
    await page.goto('/#/pages/integral/index');
    const bag = page.getByTestId('points-zone-products').getByTestId('product-card').filter({ hasText: '环保购物袋' });
    await expect.poll(() => bag.getByTestId('product-card-points').innerText()).toBe('200 积分');
    await bag.click();
    await expect.poll(() => page.getByTestId('product-points-price').innerText()).toBe('200 积分');

    await page.getByTestId('product-buy-now').click();
    await page.waitForURL(/#\/pages\/order\/createOrder\?productGoodsId=/);
    // No coupon on it: demo_regular's coupons stay for the coupon journey.
    await page.getByTestId('checkout-coupon-cell').click();
    await page.getByTestId('coupon-picker-none').click();
    await expect.poll(() => page.getByTestId('checkout-points-spent').innerText()).toBe('200 积分');
    await expect.poll(() => page.getByTestId('checkout-line-points').innerText()).toBe('200 积分');
    await expect.poll(() => page.getByTestId('checkout-qr').innerText()).toBe('¥0.00');
    await page.getByTestId('checkout-submit').click();

    await page.waitForURL(/#\/pages\/money\/paySuccess\?orderId=/);
    await page.getByTestId('pay-success').waitFor();
    await expect.poll(() => pointsOf(page)).toBe(before - 200);
    // The order's detail shows what the points paid, and nothing earned for it.
    await page.getByTestId('pay-success-order').click();
    await page.waitForURL(/#\/pages\/order\/order-detail\?orderId=\d+/);
    await expect.poll(() => page.getByTestId('order-amount-points-spent').innerText()).toContain('200 积分');
    await context.close();
  });
});
