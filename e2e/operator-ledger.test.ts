import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newDesktop } from './browser.ts';

const MEMBER = 'demo_regular';
const FINANCE = { username: 'finance_e2e', displayName: 'Finance E2E', password: 'Ledger#Check2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

async function call<T>(path: string, init: { token?: string; body?: Record<string, unknown> } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.token = init.token;
  if (init.body) headers['content-type'] = 'application/json';
  const response = await fetch(baseUrl() + path, {
    method: init.body ? 'POST' : 'GET',
    headers,
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${path}: ${envelope.message}`);
  return envelope.result;
}

/** The second operator exists with the finance role only; a rerun against the same shop keeps it. */
async function ensureFinanceOperator(): Promise<void> {
  const { token } = await call<{ token: string }>('/adminapi/auth/login', {
    body: { username: 'admin', password: 'Admin@123456' },
  });
  const operators = await call<{ username: string }[]>('/adminapi/operators/list', { token });
  if (operators.some((operator) => operator.username === FINANCE.username)) return;
  await call('/adminapi/operators/create', { token, body: { ...FINANCE, roles: ['finance'] } });
}

/** demo_regular's withdrawable cash in hundredths, as the shopper app reads it. */
async function memberCashMinor(): Promise<number> {
  const { token } = await call<{ token: string }>('/mallapi/member/login', {
    body: { username: MEMBER, password: 'Demo@123456' },
  });
  const balance = await call<{ withdrawableCash: string }>('/mallapi/memberWallet/getBalance', { token });
  return Math.round(Number(balance.withdrawableCash) * 100);
}

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/admin/');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-operator-name').waitFor();
}

/** Fills the adjustment form on the member's page and stops at the confirmation dialog. */
async function fillAdjustment(page: Page, direction: 'credit' | 'debit', amount: string, note: string): Promise<void> {
  await page.getByTestId('ledger-adjust-open').click();
  const form = page.getByTestId('adjust-form');
  await form.waitFor();
  await page.getByTestId(`adjust-direction-${direction}`).click();
  await page.getByTestId('adjust-amount').fill(amount);
  await form.locator('#reasonCode').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByTestId('adjust-note').fill(note);
  await page.getByTestId('adjust-next').click();
  await page.getByTestId('adjust-confirm').waitFor();
}

/** Confirms the adjustment on screen and answers what came of it. */
async function confirmAdjustment(page: Page): Promise<{ id: string; status: string }> {
  await page.getByTestId('confirm-ok').click();
  const result = page.getByTestId('adjustment-result');
  await result.waitFor();
  return {
    id: (await result.getAttribute('data-adjustment-id')) ?? '',
    status: (await result.getAttribute('data-status')) ?? '',
  };
}

describe('an operator adjusting a member balance', () => {
  it('a large adjustment needs a second operator', async () => {
    await ensureFinanceOperator();
    const cashBefore = await memberCashMinor();

    const admin = await newDesktop(browser);
    const finance = await newDesktop(browser);
    try {
      // The administrator opens demo_regular's page and credits cash above the approval limit.
      await logIn(admin.page, 'admin', 'Admin@123456');
      await admin.page.goto(`/admin/#/members?keyword=${MEMBER}`);
      await admin.page
        .locator(`[data-testid="member-row"][data-username="${MEMBER}"]`)
        .getByTestId('member-open')
        .click();
      await admin.page.getByTestId('member-username').filter({ hasText: MEMBER }).waitFor();
      await admin.page.locator('[data-testid="ledger-balance"][data-asset="CASH"]').waitFor();
      await admin.page.getByTestId('ledger-history-row').first().waitFor();

      await fillAdjustment(admin.page, 'credit', '1500.00', 'Refund of a duplicated card charge');
      // The confirmation restates the amount and warns that a second operator must approve it.
      expect(await admin.page.getByTestId('adjust-confirm-amount').innerText()).toBe('1500.00');
      await admin.page.locator('[data-testid="adjust-confirm-approval"][data-needs-approval="true"]').waitFor();
      const large = await confirmAdjustment(admin.page);
      expect(large.status).toBe('pending');
      expect(await memberCashMinor()).toBe(cashBefore);

      // The one who asked cannot approve it: the server refuses, and the page says why.
      await admin.page.getByTestId('nav-adjustments').click();
      const adminRow = admin.page.locator(`[data-testid="adjustment-row"][data-adjustment-id="${large.id}"]`);
      await adminRow.waitFor();
      await adminRow.getByTestId('adjustment-mine').waitFor();
      await adminRow.getByTestId('adjustment-approve').click();
      await admin.page.getByTestId('adjustment-decision-ok').click();
      await admin.page
        .locator('[data-testid="adjustment-decision-error"][data-error="ADJUSTMENT_SELF_APPROVAL"]')
        .waitFor();
      await admin.page.keyboard.press('Escape');
      await admin.page.getByTestId('adjustment-decision-dialog').waitFor({ state: 'hidden' });
      expect(await adminRow.getAttribute('data-status')).toBe('pending');

      // The finance operator sees only the money pages, and approves it.
      await logIn(finance.page, FINANCE.username, FINANCE.password);
      expect(await finance.page.getByTestId('nav-members').count()).toBe(0);
      await finance.page.getByTestId('nav-adjustments').click();
      const financeRow = finance.page.locator(`[data-testid="adjustment-row"][data-adjustment-id="${large.id}"]`);
      await financeRow.waitFor();
      expect(await financeRow.getByTestId('adjustment-amount').innerText()).toBe('1500.00');
      await financeRow.getByTestId('adjustment-approve').click();
      await finance.page.getByTestId('adjustment-decision-note').fill('Checked against the card statement');
      await finance.page.getByTestId('adjustment-decision-ok').click();
      await financeRow.waitFor({ state: 'detached' });

      await finance.page.getByTestId('adjustments-tab-applied').click();
      const appliedRow = finance.page.locator(`[data-testid="adjustment-row"][data-adjustment-id="${large.id}"]`);
      await appliedRow.waitFor();
      expect(await appliedRow.getAttribute('data-status')).toBe('applied');
      expect(await appliedRow.innerText()).toContain(FINANCE.username);

      expect(await memberCashMinor()).toBe(cashBefore + 150_000);

      // Two small debits put the balance back; each is within the limit and applies at once.
      await admin.page.goBack();
      await admin.page.getByTestId('ledger-adjust-open').waitFor();
      for (const note of ['Reverse the test credit, part 1', 'Reverse the test credit, part 2']) {
        await fillAdjustment(admin.page, 'debit', '750', note);
        expect(await admin.page.getByTestId('adjust-confirm-amount').innerText()).toBe('750.00');
        await admin.page.locator('[data-testid="adjust-confirm-approval"][data-needs-approval="false"]').waitFor();
        const small = await confirmAdjustment(admin.page);
        expect(small.status).toBe('applied');
        await admin.page.getByTestId('adjustment-result').getByRole('button').click();
        await admin.page.getByTestId('adjustment-result').waitFor({ state: 'detached' });
      }
      expect(await memberCashMinor()).toBe(cashBefore);
      const cashShown = admin.page.locator(
        '[data-testid="ledger-balance"][data-asset="CASH"] [data-testid="ledger-balance-amount"]',
      );
      await expect.poll(() => cashShown.innerText()).toBe((cashBefore / 100).toFixed(2));
    } finally {
      await admin.context.close();
      await finance.context.close();
    }
  });
});
