import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newDesktop, newPhone } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

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
    await page.getByRole('button', { name: /确定|確定|OK|Confirm/ }).last().click();

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

    await page.goto('/admin/#/audit');
    const row = page.getByTestId('audit-row').filter({ hasText: 'settings.update' }).first();
    await row.waitFor();
    expect(await row.innerText()).toContain('admin');
    await context.close();
  });
});
