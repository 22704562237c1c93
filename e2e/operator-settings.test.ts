import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, cspViolations, launchBrowser, newDesktop, newPhone } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // The journeys share one shop: put the name back for the others.
  const login = await fetch(`${baseUrl()}/adminapi/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'admin', password: 'Admin@123456' }),
  }).then((response) => response.json());
  await fetch(`${baseUrl()}/adminapi/settings/update`, {
    method: 'POST',
    headers: { token: login.result.token, 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'productName', value: 'Pacer Mall' }),
  });
});

describe('an operator renaming the shop', () => {
  it('logs in, edits the product name, shoppers see the new title, and the audit log shows the change', async () => {
    const { page, context } = await newDesktop(browser);
    await page.goto('/admin/');
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('Admin@123456');
    await page.getByTestId('admin-login-submit').click();

    await page.goto('/admin/#/settings');
    const productName = page.getByTestId('setting-productName');
    await productName.waitFor();
    await productName.fill('Pacer Mall Thailand');
    await page.getByTestId('save-productName').click();
    // Saving asks for confirmation first.
    await page.getByTestId('confirm-ok').click();

    const shopper = await newPhone(browser);
    await expect
      .poll(
        async () => {
          await shopper.page.goto('/#/pages/index/index');
          return shopper.page.getByTestId('navbar-title').innerText({ timeout: 5_000 });
        },
        { timeout: 20_000 },
      )
      .toBe('Pacer Mall Thailand');
    await shopper.context.close();

    await page.goto('/admin/#/audit?action=settings.update');
    const row = page.getByTestId('audit-row').filter({ hasText: 'productName' }).first();
    await row.waitFor();
    expect(await row.innerText()).toContain('admin');
    await row.click();
    await expect.poll(() => page.getByTestId('audit-after').first().innerText()).toContain('Pacer Mall Thailand');
    expect(await page.getByTestId('audit-before').first().innerText()).toContain('Pacer Mall');
    await context.close();
  });

  it('ran every page above without a Content-Security-Policy violation', () => {
    expect(cspViolations()).toEqual([]);
  });
});
