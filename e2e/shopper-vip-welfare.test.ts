// A regular member follows home's Pacer alert to the 199 set on "Become VIP", buys and pays it, becomes VIP and sees the
// welfare (the 888 coupon, the 7300 voucher, 10 beans, the health plan) on pac/vipWelfare, and the
// coupon among their coupons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addAddressNearDemoVip, call, newMobile, signUp } from './api.ts';
import { launchBrowser, newPhone, openLoggedIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('VIP welfare', () => {
  it('a regular member buys the 199 set, becomes VIP and sees the welfare and the coupon', async () => {
    const mobile = newMobile();
    const session = await signUp(mobile, 'Welfare@123456');
    const token = session.token;
    // The new member's address, in the demo VIP's area.
    const addressId = await addAddressNearDemoVip(token, { name: 'Welfare Buyer', mobile, street: '1 Welfare Road' });
    const found = await call<{ list: { id: number }[] }>(
      '/mallapi/product/searchKeyword?keyword=199%20VIP%20Membership%20Set',
    );
    const productId = found.list[0]!.id;

    const { page, context } = await newPhone(browser);
    await openLoggedIn(page, session, 'en_US');
    // Home invites the regular member to become a Pacer, and leads to the sets.
    await page.getByTestId('home-pacer-alert').click();
    await page.waitForURL(/#\/pages\/pac\/buyVip/);
    const set = page.getByTestId(`buy-vip-set-${productId}`);
    await expect.poll(() => set.innerText()).toContain('Makes you VIP member');
    await set.getByTestId(`buy-vip-buy-${productId}`).click();
    await page.waitForURL(new RegExp(`#/pages/product/product\\?id=${productId}`));

    // The member pays the set by the sandbox bank's QR.
    const detail = await call<{ skus: { productGoodsId: number }[] }>(`/mallapi/product/detail?id=${productId}`);
    const order = await call<{ orderId: number }>('/mallapi/orders/create', {
      token,
      body: {
        productGoodsId: String(detail.skus[0]!.productGoodsId),
        num: '1',
        addressId: String(addressId),
        idempotencyKey: `e2e-welfare-${Date.now()}`,
      },
    });
    await call('/mallapi/pay/prepay', { token, body: { orderId: String(order.orderId) } });
    await call('/dev/pay-sandbox/complete', { body: { orderId: String(order.orderId), outcome: 'paid' } });
    // The level rises when the payment is heard of, and the welfare follows the rise, within seconds.
    await expect
      .poll(async () => (await call<{ grantedAt: string | null }>('/mallapi/welfare/mine', { token })).grantedAt, {
        timeout: 60_000,
      })
      .not.toBeNull();

    await page.goto('/#/pages/pac/vipWelfare');
    await expect.poll(() => page.getByTestId('welfare-coupon').innerText()).toContain('VIP welfare 888 off');
    await expect.poll(() => page.getByTestId('welfare-voucher').innerText()).toContain('7300.00');
    await expect.poll(() => page.getByTestId('welfare-beans').innerText()).toContain('10.00');
    await expect.poll(() => page.getByTestId('welfare-health-plan').innerText()).toContain('Valid until');

    await page.getByTestId('welfare-view-coupons').click();
    await page.waitForURL(/#\/pages\/user\/coupon/);
    await expect.poll(() => page.getByTestId('coupons').innerText()).toContain('VIP welfare 888 off');
    // Now VIP, the member is no longer invited (the app reads the member afresh at launch).
    await page.goto('/#/pages/index/index');
    await page.reload();
    await page.getByTestId('home-search').waitFor();
    await expect.poll(() => page.getByTestId('home-pacer-alert').count()).toBe(0);
    await context.close();
  });
});
