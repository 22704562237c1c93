import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newDesktop, logInToBackOffice } from './browser.ts';
import { call, callEnvelope, operatorToken } from './api.ts';

const MEMBER = 'demo_regular';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Whether the shopper app's login accepts the member's password right now. */
async function canShopperLogIn(): Promise<boolean> {
  const login = await callEnvelope('/mallapi/member/login', { body: { username: MEMBER, password: 'Demo@123456' } });
  return login.success;
}

/** Journeys share one server: if the story stops half-way, the member is enabled again through the API. */
async function enableThroughApi(memberId: number): Promise<void> {
  await call('/adminapi/members/enable', { token: await operatorToken(), body: { memberId: String(memberId) } });
}

async function confirmToggle(page: Page, expected: 'active' | 'disabled'): Promise<void> {
  await page.getByTestId('member-toggle-status').click();
  await page.getByTestId('confirm-ok').click();
  await page.locator(`[data-testid="member-status"][data-status="${expected}"]`).waitFor();
}

describe('an operator managing members', () => {
  it('an operator finds a member and disables them, and the member is locked out', async () => {
    const { page, context } = await newDesktop(browser);
    let disabledMemberId: number | null = null;
    try {
      await logInToBackOffice(page);

      await page.getByTestId('nav-members').click();
      await page.getByTestId('member-row').first().waitFor();
      await page.getByTestId('members-keyword').fill(MEMBER);
      await page.getByTestId('members-search').click();
      // The search is kept in the address, so it survives a reload and back/forward.
      await expect.poll(() => page.url()).toContain(`keyword=${MEMBER}`);
      const row = page.locator(`[data-testid="member-row"][data-username="${MEMBER}"]`);
      await row.waitFor();
      await expect.poll(() => page.getByTestId('member-row').count()).toBe(1);

      await row.getByTestId('member-open').click();
      await page.getByTestId('member-username').filter({ hasText: MEMBER }).waitFor();
      await page.locator('[data-testid="member-status"][data-status="active"]').waitFor();
      const memberId = Number(new URL(page.url()).hash.match(/\/members\/(\d+)/)?.[1]);
      expect(memberId).toBeGreaterThan(0);

      disabledMemberId = memberId;
      await confirmToggle(page, 'disabled');
      expect(await canShopperLogIn()).toBe(false);

      await confirmToggle(page, 'active');
      disabledMemberId = null;
      expect(await canShopperLogIn()).toBe(true);

      // Back to the list, still on the same search.
      await page.getByTestId('member-back').click();
      await row.waitFor();
      await expect.poll(() => page.getByTestId('members-keyword').inputValue()).toBe(MEMBER);
    } finally {
      if (disabledMemberId !== null) await enableThroughApi(disabledMemberId);
      await context.close();
    }
  });

  it('an administrator stores a third-party login client secret, which is never shown back', async () => {
    const { page, context } = await newDesktop(browser);
    try {
      await logInToBackOffice(page);

      await page.getByTestId('nav-settings').click();
      const card = page.getByTestId('oauth-secret-card');
      await card.waitFor();
      // A provider nobody logs in with, so other journeys sharing the server are not affected.
      await card.locator('input#provider').fill('e2e_acme');
      const secret = card.locator('input#secret');
      await secret.fill('s3cret-value');
      await page.getByTestId('oauth-secret-save').click();
      await page.getByTestId('confirm-ok').click();

      // Once stored, the field is emptied: the secret is write-only.
      await expect.poll(() => secret.inputValue()).toBe('');
      await page.goto('/admin/#/audit?action=oauth.setClientSecret');
      const row = page.getByTestId('audit-row').filter({ hasText: 'e2e_acme' }).first();
      await row.waitFor();
      await expect.poll(() => page.content()).not.toContain('s3cret-value');
    } finally {
      await context.close();
    }
  });
});
