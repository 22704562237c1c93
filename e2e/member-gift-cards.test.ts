// A new member redeems an exchange gift card from the account page and sees it credited; a wrong
// code gets the spec's text. The batch is made for the journey, so no demo data moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { call, newMobile, operatorToken, signUp } from './api.ts';
import { launchBrowser, newPhone, openLoggedIn } from './browser.ts';

let browser: Browser;
/** The code field, wherever antd-mobile puts the test id (its wrapper or the input itself). */
const codeField = (page: Page) =>
  page.locator('[data-testid="gift-card-code-input"] input, input[data-testid="gift-card-code-input"]');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('gift cards', () => {
  it('redeems an exchange code to beans and refuses a wrong one with the spec text', async () => {
    const admin = await operatorToken();
    const batch = await call<{ csv: string }>('/adminapi/giftCard/generate', {
      token: admin,
      body: { name: 'Journey beans', asset: 'BEANS', value: '12', count: 1, key: `journey-${Date.now()}` },
    });
    const code = batch.csv.trim().split('\n')[1]!.split(',')[0]!;
    const session = await signUp(newMobile(), 'Gift@123456');
    const { context, page } = await newPhone(browser);
    await openLoggedIn(page, session, 'en_US');

    await page.goto('/#/pages/user/user');
    await page.getByTestId('account-gift-cards').click();
    await page.getByTestId('gift-cards-empty').waitFor();
    await page.getByTestId('gift-card-enter').click();
    await codeField(page).fill(code.toLowerCase());
    await page.getByTestId('gift-card-redeem').click();
    await page.getByTestId('gift-card-detail').waitFor();
    await expect.poll(() => page.getByTestId('gift-card-detail').innerText()).toContain('12.00 beans');

    await page.goto('/#/pages/user/gift-card-code');
    await codeField(page).fill(code);
    await page.getByTestId('gift-card-redeem').click();
    await page.getByText('Redeem code wrong or expired, please contact customer service').waitFor();

    await page.goto('/#/pages/user/gift-card');
    await expect.poll(() => page.getByTestId('gift-cards').innerText()).toContain('Journey beans');
    await context.close();
  });
});
