// An admin managing the back office's accounts: proposing one through its dialog, a second admin
// approving it on the Approvals page (the proposer may only withdraw it there), a taken user name
// named on its field, the form empty when opened again, a role granted the same way, disabling it
// at once; and the new account seeing only what its role allows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { callEnvelope } from './api.ts';
import { SECOND_ADMIN } from './shop-process.ts';
import { cspViolations, launchBrowser, logInToBackOffice, newDesktop } from './browser.ts';

const PASSWORD = 'Finance@123456';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function fillNewAccount(page: Page, username: string) {
  const form = page.getByTestId('operator-create-form');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="displayName"]').fill('Finance Two');
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('input[type="checkbox"][value="operator"]').uncheck();
  await form.locator('input[type="checkbox"][value="finance"]').check();
  await page.getByTestId('operator-create-submit').click();
}

/** The second admin approves what waits for `username` on the Approvals page; the proposer sees no Approve. */
async function approveAsSecondAdmin(proposer: Page, username: string) {
  await proposer.goto('/admin/#/approvals');
  const own = proposer.locator('[data-testid^="approvals-operators-item-"]', { hasText: username });
  // The proposer's item has drawn its actions (a withdraw) before the missing Approve is checked.
  await own.locator('[data-testid^="approvals-operators-reject-"]').waitFor();
  await expect.poll(() => own.locator('[data-testid^="approvals-operators-approve-"]').count()).toBe(0);
  const second = await newDesktop(browser);
  await logInToBackOffice(second.page, SECOND_ADMIN.username, SECOND_ADMIN.password);
  await second.page.goto('/admin/#/approvals');
  const item = second.page.locator('[data-testid^="approvals-operators-item-"]', { hasText: username });
  await item.locator('[data-testid^="approvals-operators-approve-"]').click();
  await item.waitFor({ state: 'detached' });
  await second.context.close();
  // Another browser approved: this one reads the accounts again.
  await proposer.goto('/admin/#/operators');
  await proposer.reload();
}

const roleTags = (page: Page, username: string) =>
  page
    .locator(`[data-testid="operator-row"][data-username="${username}"] [data-role]`)
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-role')));

describe('an admin managing operator accounts', () => {
  // Two admins' browsers, the second logging in twice: longer than one page's journey.
  it('proposes a finance account a second admin approves, is told a taken user name, changes its roles and disables it', async () => {
    const { page, context } = await newDesktop(browser);
    await logInToBackOffice(page);
    await page.goto('/admin/#/operators');
    const username = `finance${Date.now() % 1_000_000}`;

    await page.getByTestId('operator-create').click();
    await fillNewAccount(page, username);
    await page.getByTestId('operator-create-form').waitFor({ state: 'hidden' });
    await approveAsSecondAdmin(page, username);
    const row = page.locator(`[data-testid="operator-row"][data-username="${username}"]`);
    await row.waitFor();
    await expect.poll(() => roleTags(page, username)).toEqual(['finance']);

    // The same user name again: refused on its field, the dialog open; opened again, it is empty.
    await page.getByTestId('operator-create').click();
    const form = page.getByTestId('operator-create-form');
    await expect.poll(() => form.locator('input[name="username"]').inputValue()).toBe('');
    await fillNewAccount(page, username);
    await form.locator('.ant-form-item-has-error input[name="username"]').waitFor();
    await expect.poll(() => form.locator('.ant-form-item-has-error').count()).toBe(1);
    await page.locator('.ant-modal:visible .ant-modal-close').click();
    await form.waitFor({ state: 'hidden' });
    await page.getByTestId('operator-create').click();
    await expect.poll(() => form.locator('input[name="username"]').inputValue()).toBe('');
    await expect.poll(() => form.locator('.ant-form-item-has-error').count()).toBe(0);
    await page.locator('.ant-modal:visible .ant-modal-close').click();
    await form.waitFor({ state: 'hidden' });

    // Roles: identity added beside finance, once the second admin approves.
    await row.getByTestId('operator-edit-roles').click();
    await page.locator('.ant-modal:visible input[type="checkbox"][value="identity"]').check();
    await page.getByTestId('operator-roles-submit').click();
    await page.locator('.ant-modal:visible').waitFor({ state: 'hidden' });
    await approveAsSecondAdmin(page, username);
    await expect.poll(() => roleTags(page, username)).toEqual(['finance', 'identity']);

    // The new account, finance and identity only, is refused the accounts page.
    const finance = await newDesktop(browser);
    await logInToBackOffice(finance.page, username, PASSWORD);
    await finance.page.goto('/admin/#/operators');
    await finance.page.getByTestId('forbidden').waitFor();
    await finance.context.close();

    // Disabled after a confirmation: it can no longer log in.
    const toggle = row.getByTestId('operator-toggle-disabled');
    const label = await toggle.innerText();
    await toggle.click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => toggle.innerText()).not.toBe(label);
    const login = await callEnvelope('/adminapi/auth/login', { body: { username, password: PASSWORD } });
    expect(login.success).toBe(false);
    expect(cspViolations()).toEqual([]);
    await context.close();
  }, 180_000);
});
