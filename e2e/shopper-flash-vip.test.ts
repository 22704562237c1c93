// Flash sales are for VIP members: a regular member sees "VIP only" and the way to upgrade instead
// of the grab button on the seckill and rocket-deal pages, and a VIP member still grabs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { memberSession, newMobile, signUp } from './api.ts';
import { launchBrowser, newPhone, openLoggedIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('flash sales for VIP members', () => {
  it('offers a regular member the upgrade instead of the grab button, and leads to the VIP sets', async () => {
    // A member who just signed up is a regular member (level 1).
    const session = await signUp(newMobile(), 'Flash@123456');
    const { page, context } = await newPhone(browser);
    await openLoggedIn(page, session, 'en_US');

    await page.goto('/#/pages/seckill/index');
    const sale = page.getByTestId('flash-sale').first();
    await sale.waitFor();
    await expect.poll(() => page.getByTestId('flash-sale-vip-only').first().innerText()).toBe('VIP only');
    await expect.poll(() => page.getByTestId('flash-sale-grab').count()).toBe(0);

    await page.goto('/#/pages/product/rocket-deal');
    await page.getByTestId('rocket-deal').getByTestId('flash-sale').first().waitFor();
    await expect.poll(() => page.getByTestId('flash-sale-grab').count()).toBe(0);
    const upgrade = page.getByTestId('flash-sale-upgrade').first();
    await expect.poll(() => upgrade.innerText()).toBe('Become a VIP');
    await upgrade.click();
    await page.waitForURL(/#\/pages\/index\/eightVip/);
    await context.close();
  });

  it('lets a VIP member grab as before', async () => {
    const { page, context } = await newPhone(browser);
    await openLoggedIn(page, await memberSession('demo_vip'), 'en_US');

    await page.goto('/#/pages/seckill/index');
    await page.getByTestId('flash-sale').first().waitFor();
    await expect.poll(() => page.getByTestId('flash-sale-grab').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('flash-sale-vip-only').count()).toBe(0);
    await expect.poll(() => page.getByTestId('flash-sale-upgrade').count()).toBe(0);

    // The sale opens on its product page, where both ways to buy are open.
    await page.getByTestId('flash-sale').first().click();
    await page.waitForURL(/#\/pages\/product\/product\?id=\d+&flashSaleId=\d+/);
    await expect.poll(() => page.getByTestId('product-buy-now').isDisabled()).toBe(false);
    await context.close();
  });
});
