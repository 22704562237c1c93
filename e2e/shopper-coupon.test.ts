// A member opens their coupons from the account page: the demo coupons on the unused tab with their
// rules in the member's language, the lapsed one on the expired tab.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, logInAs, newPhone } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('my coupons', () => {
  it('lists the unused and expired coupons of demo_regular from the account page', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto('/#/pages/public/login');
    await logInAs(page, 'demo_regular');

    await page.goto('/#/pages/user/user');
    await page.getByTestId('account-coupons').click();
    await page.waitForURL((url) => url.hash.startsWith('#/pages/user/coupon'));
    const coupons = page.getByTestId('coupon');
    await coupons.first().waitFor();
    await expect.poll(() => coupons.count()).toBe(2);
    const rules = () => page.getByTestId('coupons').innerText();
    await expect.poll(rules).toContain('满 ¥100.00 减 ¥10.00');
    await expect.poll(rules).toContain('享 5% 优惠');

    await page.getByTestId('coupon-tab-expired').click();
    await page.locator('[data-testid="coupon"][data-state="expired"]').waitFor();
    await expect.poll(() => page.getByTestId('coupon').count()).toBe(1);

    await page.getByTestId('coupon-tab-used').click();
    await page.getByTestId('coupons-empty').waitFor();
    await context.close();
  });
});
