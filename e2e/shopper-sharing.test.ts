// A VIP shares a product link; a friend opens it on their own phone and signs up, and the VIP is
// the friend's sponsor without the friend typing any code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPhone, openLoggedIn } from './browser.ts';
import { call, memberSession, newMobile, smsCode } from './api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('sharing a product link', () => {
  it('a friend who opens a VIP’s product link and signs up has the VIP as sponsor', async () => {
    const vipSession = await memberSession('demo_vip');
    const vip = await call<{ inviteCode: string }>('/mallapi/member/getUser', { token: vipSession.token });
    const found = await call<{ list: { id: number }[] }>(
      `/mallapi/product/searchKeyword?keyword=${encodeURIComponent('Lotus Dew Night Repair Cream')}`,
    );

    // The VIP's phone cannot copy, so the app shows the link to copy by hand.
    const sharer = await newPhone(browser);
    await openLoggedIn(sharer.page, vipSession);
    await sharer.page.goto(`/#/pages/product/product?id=${found.list[0]!.id}`);
    await sharer.page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
    await sharer.page.getByTestId('product-share').click();
    const shown = sharer.page.getByTestId('product-share-link');
    await expect.poll(() => shown.innerText()).toContain(`shareCode=${vip.inviteCode}`);
    const link = await shown.innerText();
    await sharer.context.close();

    // The friend opens the link, looks at the product, then signs up.
    const friend = await newPhone(browser);
    const { page } = friend;
    await page.goto(link);
    await page.getByTestId('product-share').waitFor();
    await page.goto('/#/pages/public/login?mode=register');
    const form = page.getByTestId('register-form');
    const inviteCode = form.locator('input[name="inviteCode"]');
    await expect.poll(() => inviteCode.inputValue()).toBe(vip.inviteCode);
    await page.getByTestId('register-inviter').waitFor();

    const mobile = newMobile();
    await form.locator('input[name="mobile"]').fill(mobile);
    const since = Date.now();
    await form.getByTestId('send-code').click();
    let code = '';
    await expect.poll(async () => (code = await smsCode(mobile, 'register', since))).toMatch(/^\d{6}$/);
    await form.locator('input[name="code"]').fill(code);
    await form.locator('input[name="password"]').fill('Fresh@2024');
    await page.getByTestId('login-agree').click();
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/#\/pages\/index\/index/);

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const me = await call<{ sponsorInviteCode: string | null }>('/mallapi/member/getUser', { token: token! });
    expect(me.sponsorInviteCode).toBe(vip.inviteCode);
    await friend.context.close();
  });
});
