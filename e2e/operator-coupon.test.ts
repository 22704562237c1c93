// An operator defines a coupon template and issues it to a member, who then holds it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chooseOption, launchBrowser, logInToBackOffice, newDesktop, openFromMenu } from './browser.ts';
import { call, memberToken } from './api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('an operator issues a coupon', () => {
  it('creates a template and issues it to demo_v730, whose unused coupons then show it', async () => {
    const name = `E2E 满减券 ${Date.now()}`;
    const token = await memberToken('demo_v730');
    const { memberId } = await call<{ memberId: number }>('/mallapi/member/getUser', { token });

    const { page, context } = await newDesktop(browser);
    await logInToBackOffice(page);
    await openFromMenu(page, 'nav-catalog', 'nav-catalog-coupons', '/catalog/coupons');
    await page.getByTestId('coupon-template-create').click();
    await page.getByTestId('coupon-template-name-zh_CN').fill(name);
    await page.getByTestId('coupon-template-amount').fill('20');
    await page.getByTestId('coupon-template-save').click();
    await page.getByTestId('coupon-template-row').filter({ hasText: name }).waitFor();

    await page.getByTestId('coupon-issue-open').click();
    await page.getByTestId('coupon-issue-member').fill(String(memberId));
    await chooseOption(page, page.getByTestId('coupon-issue-template'), name);
    await page.getByTestId('coupon-issue-submit').click();
    // The issue's own confirmation names the coupon's number.
    await page.locator('.ant-message-success', { hasText: '#' }).waitFor();
    await context.close();

    const mine = await call<{ list: { name: string; amount: string; state: string }[] }>('/mallapi/coupon/myPage', {
      token,
      lang: 'en_US',
      body: { tab: 'unused', pageSize: '50' },
    });
    expect(mine.list.find((coupon) => coupon.name === name)).toMatchObject({ amount: '20.00', state: 'unused' });
  });
});
