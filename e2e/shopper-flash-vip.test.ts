// Flash sales are for VIP members: a regular member sees "VIP only" and the way to upgrade instead
// of the grab button on the seckill and rocket-deal pages, and a VIP member still grabs. A set bought
// for a member raises their level, and the operator sees the change on the member's page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { memberSession, memberToken, newMobile, signUp } from './api.ts';
import { launchBrowser, logInToBackOffice, newDesktop, newPhone, openLoggedIn } from './browser.ts';
import { buyByQr, levelOf } from './orders-api.ts';

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

    // The sale's product page says so too, with the way to upgrade.
    await sale.click();
    await page.waitForURL(/#\/pages\/product\/product\?id=\d+&flashSaleId=\d+/);
    await expect.poll(() => page.getByTestId('product-flash-upgrade').innerText()).toBe('Become a VIP');

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
    await page.getByTestId('product-flash').waitFor();
    await expect.poll(() => page.getByTestId('product-flash-vip-only').count()).toBe(0);
    await context.close();
  });

  it('a set bought for a member raises their level, and the operator sees the change on the member page', async () => {
    const mobile = newMobile();
    const session = await signUp(mobile, 'Flash@123456');
    const memberId = (session.user as { memberId?: number }).memberId!;
    // demo_vip buys the VIP 88 set for the new member, paid by the sandbox bank's QR.
    const { orderId } = await buyByQr(await memberToken('demo_vip'), 'VIP 88 Package', { buyerAccount: mobile });
    // The member module raises the level when it hears the order was paid, within seconds.
    await expect.poll(() => levelOf(session.token)).toBe(2);

    const { page, context } = await newDesktop(browser);
    await logInToBackOffice(page);
    await page.goto(`/admin/#/members/${memberId}`);
    const history = page.getByTestId('member-level-changes');
    await expect.poll(() => history.getByTestId('level-change-order').innerText()).toBe(`套装订单 ${orderId}`);
    await expect.poll(() => history.locator('[data-level="1"]').count()).toBe(1);
    await expect.poll(() => history.locator('[data-level="2"]').count()).toBe(1);
    await context.close();
  });
});
