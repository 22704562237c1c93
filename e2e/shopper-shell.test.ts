import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cspViolations, launchBrowser, newPhone } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function tabLabels(page: Page): Promise<string[]> {
  const ids = ['tab-home', 'tab-points', 'tab-vip', 'tab-cart', 'tab-me'];
  return Promise.all(ids.map(async (id) => (await page.getByTestId(id).innerText()).trim()));
}

describe('a shopper opening the app', () => {
  it('sees the advertisement, skips it, and lands on home with five tabs in order', async () => {
    const { page, context } = await newPhone(browser);
    await page.goto('/#/');
    const skip = page.getByRole('button', { name: /跳过|Skip/ });
    await expect.poll(() => skip.isVisible()).toBe(true);
    await skip.click();
    await page.waitForURL(/#\/pages\/index\/index/);
    await page.getByTestId('tabbar').waitFor();
    await expect.poll(() => tabLabels(page)).toEqual(['首页', '积分', 'VIP', '购物车', '我的']);
    await expect.poll(() => page.getByTestId('navbar-title').innerText()).toBe('Pacer Mall');
    await context.close();
  });

  it('is taken home by the countdown when the skip button is not pressed', async () => {
    const { page, context } = await newPhone(browser);
    await page.goto('/#/');
    await page.waitForURL(/#\/pages\/index\/index/);
    await context.close();
  });

  it('relabels the tabs in English, Traditional Chinese and Thai', async () => {
    const { page, context } = await newPhone(browser);
    await page.goto('/#/pages/user/language');
    const expectations: [RegExp, string[]][] = [
      [/^English$/, ['Home', 'Points', 'VIP', 'Cart', 'Me']],
      [/^繁體中文$/, ['首頁', '積分', 'VIP', '購物車', '我的']],
      [/^ไทย$/, ['หน้าแรก', 'คะแนน', 'VIP', 'รถเข็น', 'ฉัน']],
    ];
    for (const [language, labels] of expectations) {
      await page.goto('/#/pages/user/language');
      await page.getByText(language).click();
      await page.goto('/#/pages/index/index');
      await page.getByTestId('tabbar').waitFor();
      await expect.poll(() => tabLabels(page)).toEqual(labels);
    }
    await context.close();
  });

  it('asks a guest to log in on the cart and account tabs', async () => {
    const { page, context } = await newPhone(browser);
    await page.goto('/#/pages/cart/cart');
    await page.getByRole('button', { name: /登录/ }).first().waitFor();
    await page.goto('/#/pages/user/user');
    await page.getByRole('button', { name: /登录/ }).first().click();
    await page.waitForURL(/#\/pages\/public\/login/);
    await context.close();
  });

  it('shows the three member levels on the VIP tab', async () => {
    const { page, context } = await newPhone(browser);
    await page.goto('/#/pages/pacer-new/index');
    for (const name of ['普通会员', 'VIP 会员', 'V730']) await page.getByText(name, { exact: true }).first().waitFor();
    await page.getByText('会员价').first().waitFor();
    await context.close();
  });

  it('lets a member log in and see their account', async () => {
    const { page, context } = await newPhone(browser);
    await page.goto('/#/pages/public/login');
    await page.locator('input[name="username"]').fill('demo_vip');
    await page.locator('input[name="password"]').fill('Demo@123456');
    await page.getByTestId('login-agree').click();
    await page.getByTestId('login-submit').click();
    await page.goto('/#/pages/user/user');
    await page.getByText('Demo VIP').first().waitFor();
    await context.close();
  });

  it('leaves the app only on the second back press from home', async () => {
    const { page, context } = await newPhone(browser);
    await page.goto('about:blank');
    await page.goto('/#/pages/index/index');
    await page.getByTestId('tabbar').waitFor();
    // The shell paints before home's own code runs; the guard entry comes with home.
    await page.getByTestId('banner').first().waitFor();
    await page.waitForFunction(
      () => typeof history.state === 'object' && history.state !== null && 'exitGuard' in history.state,
    );
    await page.goBack();
    await page.getByText('再按一次退出应用').waitFor();
    expect(page.url()).toContain('#/pages/index/index');
    await page.goBack();
    await page.waitForURL('about:blank');
    await context.close();
  });

  it('ran every page above without a Content-Security-Policy violation', () => {
    expect(cspViolations()).toEqual([]);
  });
});
