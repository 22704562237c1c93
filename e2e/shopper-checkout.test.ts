// Buying in the browser: a guest adds to cart, logs in, checks out with an address, a voucher and
// beans and pays the rest through the sandbox bank's QR; an order paid fully from the balance; a
// declined QR paid on the second try; and an order bought for another member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logInAs, memberPhone, newPhone } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function productId(page: Page, keyword: string): Promise<number> {
  const search = await page.request.get(`/mallapi/product/searchKeyword?keyword=${encodeURIComponent(keyword)}`);
  const found = (await search.json()) as { result: { list: { id: number }[] } };
  return found.result.list[0]!.id;
}

async function buyNow(page: Page, keyword: string) {
  await page.goto(`/#/pages/product/product?id=${await productId(page, keyword)}`);
  await page.getByTestId('product-buy-now').click();
  await page.waitForURL(/#\/pages\/order\/createOrder\?productGoodsId=/);
  await page.getByTestId('checkout-lines').waitFor();
  await setCouponAside(page);
}

/**
 * Checkout starts with the member's best coupon chosen; the shopper sets it aside ("don't use"), so
 * demo_regular's coupons stay for the coupon journey.
 */
async function setCouponAside(page: Page) {
  await page.getByTestId('checkout-coupon').waitFor();
  await page.getByTestId('checkout-coupon-cell').click();
  await page.getByTestId('coupon-picker-none').click();
  await page.getByTestId('checkout-coupon').waitFor({ state: 'detached' });
}

/** Submits the checkout and confirms spending balances when asked. */
async function submit(page: Page, confirm: boolean) {
  await page.getByTestId('checkout-submit').click();
  if (confirm) await page.locator('.adm-dialog .adm-dialog-button-bold').click();
}

/** From the payment method page to the QR; answers the order id and the amount shown. */
async function openQr(page: Page) {
  await page.waitForURL(/#\/pages\/money\/paymentSelectMethod\?orderId=\d+/);
  const orderId = Number(/orderId=(\d+)/.exec(page.url())![1]);
  const due = await page.getByTestId('pay-method-amount').innerText();
  await page.getByTestId('pay-method-pay').click();
  await page.waitForURL(/#\/pages\/money\/prepay\?orderId=/);
  await page.getByTestId('prepay-qr').waitFor();
  await expect.poll(() => page.getByTestId('prepay-amount').innerText()).toBe(due);
  await page.getByTestId('prepay-countdown').waitFor();
  return { orderId, due };
}

/** The tester's side: the sandbox bank page the QR opens, paying or declining. */
async function answerAtBank(page: Page, outcome: 'pay' | 'decline') {
  const [bank] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('prepay-open-bank').click()]);
  await bank.locator(`button.${outcome}`).click();
  await bank.locator('main p').waitFor();
  await bank.close();
}

describe('a shopper buys', () => {
  it('a guest adds to cart, logs in, pays with a voucher and beans, and the rest by the sandbox QR', async () => {
    const { page, context } = await newPhone(browser);
    await page.goto(`/#/pages/product/product?id=${await productId(page, 'Shopping Voucher')}`);
    await page.getByTestId('product-add-to-cart').click();
    await logInAs(page, 'demo_regular');
    await page.getByText('已加入购物车').waitFor();

    await page.goto('/#/pages/cart/cart');
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL(/#\/pages\/order\/createOrder/);
    // The default address is filled in; the voucher pays the certificate product, beans part of the rest.
    await expect.poll(() => page.getByTestId('checkout-address').innerText()).not.toContain('请选择');
    await setCouponAside(page);
    const qrBefore = await page.getByTestId('checkout-qr').innerText();
    await page.getByTestId('checkout-use-voucher').click();
    await expect.poll(() => page.getByTestId('checkout-qr').innerText()).not.toBe(qrBefore);
    const afterVoucher = await page.getByTestId('checkout-qr').innerText();
    await page.getByTestId('checkout-use-beans').click();
    await expect.poll(() => page.getByTestId('checkout-qr').innerText()).not.toBe(afterVoucher);
    const qr = await page.getByTestId('checkout-qr').innerText();
    expect(qr).not.toBe('¥0.00');
    await submit(page, true);

    const { due } = await openQr(page);
    expect(due).toBe(qr);
    await answerAtBank(page, 'pay');
    await page.waitForURL(/#\/pages\/money\/paySuccess\?orderId=/, { timeout: 20_000 });
    await page.getByTestId('pay-success').waitFor();
    await expect.poll(() => page.getByTestId('tab-cart-badge').count()).toBe(0);
    await context.close();
  });

  it('pays a second order fully from the balance after confirming', async () => {
    const { page, context } = await memberPhone(browser, 'demo_regular');
    await buyNow(page, 'Cleanser');
    await page.getByTestId('checkout-use-cash').click();
    await expect.poll(() => page.getByTestId('checkout-qr').innerText()).toBe('¥0.00');
    await submit(page, true);
    await page.waitForURL(/#\/pages\/money\/paySuccess\?orderId=/);
    await page.getByTestId('pay-success').waitFor();
    // The paid order waits to be shipped.
    await page.getByTestId('pay-success-order').click();
    await page.waitForURL(/#\/pages\/order\/order-detail\?orderId=\d+/);
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('待发货');
    await context.close();
  });

  it('a declined QR goes to payFailed, and the order can be paid again', async () => {
    const { page, context } = await memberPhone(browser, 'demo_regular');
    await buyNow(page, 'Cleanser');
    await submit(page, false);
    const { orderId } = await openQr(page);
    await answerAtBank(page, 'decline');
    await page.waitForURL(/#\/pages\/money\/payFailed\?orderId=/, { timeout: 20_000 });
    await page.getByTestId('pay-failed-retry').click();
    await openQr(page);
    await answerAtBank(page, 'pay');
    await page.waitForURL(new RegExp(`#/pages/money/paySuccess\\?orderId=${orderId}`), { timeout: 20_000 });
    await context.close();
  });

  it('buys for another member, named by their mobile', async () => {
    const { page, context } = await memberPhone(browser, 'demo_regular');
    await buyNow(page, 'Cleanser');
    await page.getByTestId('checkout-on-behalf').locator('input').fill('0899999999');
    await submit(page, false);
    // Not a member: the server's text, and no order.
    await page.getByText('代购对象的手机号不是本商城会员').waitFor();
    await page.getByTestId('checkout-on-behalf').locator('input').fill('0812345602');
    await submit(page, false);
    const { orderId } = await openQr(page);
    const detail = await page.request.get(`/mallapi/orders/detail?orderId=${orderId}`, {
      headers: { token: (await page.evaluate(() => localStorage.getItem('token'))) ?? '' },
    });
    expect(((await detail.json()) as { result: { onBehalfOf: string } }).result.onBehalfOf).toBe('+66812345602');
    await context.close();
  });
});
