import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { call, memberToken } from './api.ts';
import { launchBrowser, newPhone } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// demo_vip's demo wallet (apps/server/src/seed/demo.ts, level 2): opening balances at three times
// the base amounts, the three bonuses and the PAC beans gift, then the movements every demo member
// has (an order paid in cash, gift cash, beans and vouchers, beans and points earned, points
// redeemed, a discount card bought with cash and partly used).
const DEMO_CASH_MINOR = 141_728; // 1500.00 + 95.52 + 47.76 + 3.00 - 129.00 - 100.00
const DEMO_BONUS_CREDIT_MINOR = 15_000;
/** The demo bonuses above (95.52 direct, 47.76 pairing, 3.00 generation). */
const DEMO_BONUSES_MINOR = 14_628;
const demoVipBalances = {
  'non-withdrawable-cash': '¥256.00', // 264.00 - 8.00
  beans: '76.00', // 60.00 + 10.00 + 5.00 + 3.00 - 2.00
  'discount-card': '¥665.00', // 600.00 + 100.00 - 35.00
  vouchers: '¥7,280.00', // 7300.00 - 20.00
  points: '970', // 900 + 120 - 50
};

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let savedSession: StorageState | undefined;

/**
 * A phone with demo_vip logged in through the login page. The session is kept and reused, so the
 * file logs in once: logins per account are rate-limited and the whole suite shares one server.
 */
async function phoneOfDemoVip(): Promise<{ context: BrowserContext; page: Page }> {
  // The same phone as newPhone, with the saved session in its storage.
  if (savedSession) return newPhone(browser, savedSession);
  const { context, page } = await newPhone(browser);
  await page.goto('/#/pages/public/login');
  await page.locator('input[name="username"]').fill('demo_vip');
  await page.locator('input[name="password"]').fill('Demo@123456');
  await page.getByTestId('login-agree').click();
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.hash.startsWith('#/pages/public/login'));
  savedSession = await context.storageState();
  return { context, page };
}

const yuan = (minor: number) =>
  `¥${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * demo_vip's cash and bonus credit as the demo left them, moved by what the bonus engine paid them
 * since: other journeys' orders of members below demo_vip activate MP in the same shop.
 */
async function cashAndCredit(): Promise<{ 'withdrawable-cash': string; 'bonus-credit': string }> {
  const token = await memberToken('demo_vip');
  const summary = await call<{ paid: string }>('/mallapi/bonus/summary', { token });
  const later = Math.round(Number(summary.paid) * 100) - DEMO_BONUSES_MINOR;
  return { 'withdrawable-cash': yuan(DEMO_CASH_MINOR + later), 'bonus-credit': yuan(DEMO_BONUS_CREDIT_MINOR - later) };
}

async function lineTexts(
  page: Page,
  testId: 'wallet-line-type' | 'wallet-line-amount' | 'wallet-line-reference',
): Promise<string[]> {
  return (await page.getByTestId(testId).allInnerTexts()).map((text) => text.trim());
}

describe('a VIP member looking at their wallet', () => {
  it('sees every balance on the account page and follows them into their histories', async () => {
    const { page, context } = await phoneOfDemoVip();

    await page.goto('/#/pages/user/user');
    const summary = page.getByTestId('balance-summary');
    await summary.getByText('我的资产').waitFor();
    for (const [key, figure] of Object.entries({ ...demoVipBalances, ...(await cashAndCredit()) })) {
      await expect.poll(() => summary.getByTestId(`balance-${key}-value`).innerText()).toBe(figure);
    }
    // 150.00 of bonus credit is under the 200.00 line, so the member is warned.
    await expect.poll(() => summary.getByTestId('balance-bonus-credit-warning').innerText()).toContain('¥200.00');

    // Beans: every kind of movement first, then only the type the member picks.
    await summary.getByTestId('balance-beans').click();
    await page.waitForURL(/#\/pages\/pacer-new\/history\?tab=beans/);
    await expect.poll(() => page.getByTestId('navbar-title').innerText()).toBe('资产明细');
    await expect.poll(() => page.getByTestId('wallet-tab-beans').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('wallet-history-end').waitFor();
    await expect
      .poll(() => lineTexts(page, 'wallet-line-type'))
      .toEqual(['订单支付', '邀请奖励', '获得', 'PAC 赠送', '期初余额']);
    await expect
      .poll(() => lineTexts(page, 'wallet-line-amount'))
      .toEqual(['−2.00', '+3.00', '+5.00', '+10.00', '+60.00']);
    await expect.poll(() => page.locator('[data-testid="wallet-line"][data-direction="out"]').count()).toBe(1);

    await page.getByTestId('wallet-filter-type').click();
    await page.getByTestId('wallet-type-sheet').waitFor();
    await page.getByTestId('wallet-type-option-BEANS_EARNED').click();
    await page.waitForURL(/type=BEANS_EARNED/);
    await expect.poll(() => page.getByTestId('wallet-filter-type').innerText()).toBe('获得');
    await expect.poll(() => lineTexts(page, 'wallet-line-type')).toEqual(['获得']);
    await expect.poll(() => lineTexts(page, 'wallet-line-amount')).toEqual(['+5.00']);

    // A type the member never had leaves an empty, explained list.
    await page.getByTestId('wallet-filter-type').click();
    await page.getByTestId('wallet-type-option-BEANS_GIFT_CANCELLED').click();
    await page.getByTestId('wallet-history-empty').waitFor();
    await expect.poll(() => page.getByTestId('wallet-line').count()).toBe(0);

    // Points (integral) history, whole numbers.
    await page.goBack();
    await page.waitForURL(/#\/pages\/user\/user/);
    await summary.getByTestId('balance-points').click();
    await page.waitForURL(/#\/pages\/integral\/integral-history/);
    await expect.poll(() => page.getByTestId('navbar-title').innerText()).toBe('积分明细');
    await expect.poll(() => lineTexts(page, 'wallet-line-type')).toEqual(['积分兑换', '获得积分', '期初余额']);
    await expect.poll(() => lineTexts(page, 'wallet-line-amount')).toEqual(['−50', '+120', '+900']);

    // Voucher history, in the shop's currency.
    await page.goBack();
    await page.waitForURL(/#\/pages\/user\/user/);
    await summary.getByTestId('balance-vouchers').click();
    await page.waitForURL(/#\/pages\/pacer-new\/voucher-history/);
    await expect.poll(() => page.getByTestId('navbar-title').innerText()).toBe('代金券明细');
    await expect.poll(() => lineTexts(page, 'wallet-line-type')).toEqual(['订单支付', '期初余额']);
    await expect.poll(() => lineTexts(page, 'wallet-line-amount')).toEqual(['−¥20.00', '+¥7,300.00']);
    // The payment names its order; the opening balance's internal reference is not shown.
    await expect.poll(() => lineTexts(page, 'wallet-line-reference')).toEqual(['订单 #2003']);
    await context.close();
  });

  it('keeps the history of the current month when a month is picked', async () => {
    const { page, context } = await phoneOfDemoVip();
    await page.goto('/#/pages/pacer-new/history?tab=balance&asset=CASH_GIFT');
    await expect.poll(() => lineTexts(page, 'wallet-line-amount')).toEqual(['−¥8.00', '+¥264.00']);
    await page.getByTestId('wallet-filter-month').click();
    // The picker opens on the current month, where all demo movements were booked.
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/month=\d{4}-\d{2}/);
    await page.getByTestId('wallet-filter-month-clear').waitFor();
    await expect.poll(() => lineTexts(page, 'wallet-line-amount')).toEqual(['−¥8.00', '+¥264.00']);
    await context.close();
  });
});
