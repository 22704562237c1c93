// A shopper links a third-party account from the account page, sees it linked, then unlinks it
// after confirming. The menu entry exists only while the operator has third-party login switched on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { call, operatorToken as adminToken } from './api.ts';
import { launchBrowser, newPhone } from './browser.ts';

// The sandbox provider's person for this journey: another journey may already have linked its
// default person to a different member, and one person links to one member only.
const sandboxPerson = `journey-${Date.now().toString(36)}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let operatorToken = '';
let memberToken = '';

const setOpenLogin = (value: boolean) =>
  call('/adminapi/settings/update', { token: operatorToken, body: { key: 'showOpenLogin', value } });

beforeAll(async () => {
  operatorToken = await adminToken();
  await setOpenLogin(false);

  const login = await call<{ token: string; invalidTime: string; user: unknown }>('/mallapi/member/login', {
    body: { username: 'demo_v730', password: 'Demo@123456' },
  });
  memberToken = login.token;

  browser = await launchBrowser();
  ({ context, page } = await newPhone(browser));
  // Hand the session to the app the way its login page stores it.
  await page.goto('/');
  await page.evaluate((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('tokenInvalidTime', session.invalidTime);
    localStorage.setItem('userInfo', JSON.stringify(session.user));
  }, login);

  // The sandbox signs in its default person unless told otherwise; this shopper is a person of their own.
  await context.route('**/dev/oauth-sandbox/authorize?*', async (route) => {
    const target = new URL(route.request().url());
    if (target.searchParams.get('login_hint')) return route.continue();
    target.searchParams.set('login_hint', sandboxPerson);
    return route.fulfill({ status: 302, headers: { location: target.toString() } });
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  // The journeys share one shop: leave third-party login switched off, as the demo data has it.
  if (operatorToken) await setOpenLogin(false);
  if (memberToken) await call('/mallapi/member/exit', { token: memberToken });
});

describe('a shopper linking and unlinking a third-party account', () => {
  it('does not see linked accounts while third-party login is switched off', async () => {
    await page.goto('/#/pages/user/user');
    // A fresh start asks the shop for its settings; the menu is drawn from that answer.
    const settingsLoaded = page.waitForResponse((response) =>
      response.url().includes('/mallapi/ytConfig/getAppSettings'),
    );
    await page.reload();
    await settingsLoaded;
    await page.getByTestId('account-username').waitFor();
    await expect.poll(() => page.getByTestId('account-social-accounts').count()).toBe(0);
  });

  it('opens linked accounts from the account page once the operator switches it on', async () => {
    await setOpenLogin(true);
    await page.goto('/#/pages/user/user');
    await page.reload();
    await page.getByTestId('account-social-accounts').click();
    await page.waitForURL(/#\/pages\/set\/social-accounts$/);
    await expect.poll(() => page.getByTestId('social-account-sandbox-status').getAttribute('data-bound')).toBe('false');
  });

  it('links the sandbox account through the provider and comes back to see it linked', async () => {
    await page.getByTestId('social-account-sandbox-link').click();
    // The provider sends the browser straight back; the page finishes the link itself.
    await expect
      .poll(() => page.getByTestId('social-account-sandbox-status').getAttribute('data-bound'), { timeout: 15_000 })
      .toBe('true');
    await expect
      .poll(() => page.getByTestId('social-account-sandbox-status').innerText())
      .toContain(`Sandbox ${sandboxPerson}`);
    await expect(page.getByTestId('social-accounts-bind-error').count()).resolves.toBe(0);
    // The one-time code does not stay in the address.
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).hash).toBe('#/pages/set/social-accounts');
    const list = await call<{ provider: string; isBound: boolean }[]>('/mallapi/member/getOpenAccountList', {
      token: memberToken,
    });
    expect(list.find((account) => account.provider === 'sandbox')?.isBound).toBe(true);
  });

  it('unlinks it after confirming and sees it unlinked', async () => {
    await page.getByTestId('social-account-sandbox-unlink').click();
    // Cancelling keeps the link.
    const cancel = page.locator('.adm-dialog').getByRole('button', { name: '取消' });
    await cancel.click();
    await cancel.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('social-account-sandbox-status').getAttribute('data-bound')).toBe('true');

    await page.getByTestId('social-account-sandbox-unlink').click();
    await page.getByTestId('social-account-unlink-confirm').click();
    await expect.poll(() => page.getByTestId('social-account-sandbox-status').getAttribute('data-bound')).toBe('false');
    await page.getByTestId('social-account-sandbox-link').waitFor();
  });
});
