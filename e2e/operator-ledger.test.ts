import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addOperator, call, memberToken, operatorToken } from './api.ts';
import { launchBrowser, newDesktop, logInToBackOffice } from './browser.ts';

const MEMBER = 'demo_regular';
const FINANCE = { username: 'finance_e2e', displayName: 'Finance E2E', password: 'Ledger#Check2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The second operator exists with the finance role only; a rerun against the same shop keeps it. */
async function ensureFinanceOperator(token: string): Promise<void> {
  const operators = await call<{ username: string }[]>('/adminapi/operators/list', { token });
  if (operators.some((operator) => operator.username === FINANCE.username)) return;
  addOperator({ ...FINANCE, roles: ['finance'] });
}

/** demo_regular's withdrawable cash in hundredths, as the shopper app reads it. */
async function cashOf(token: string): Promise<number> {
  const balance = await call<{ withdrawableCash: string }>('/mallapi/memberWallet/getBalance', { token });
  return Math.round(Number(balance.withdrawableCash) * 100);
}

/**
 * Fills the adjustment form on the member's page and stops at the confirmation dialog. Each choice is
 * checked to have taken before the next: the page may still be re-rendering from its own reloads
 * (after going back, every query on it is stale on a slow machine), and a choice lost to that would
 * leave the form invalid, so "Next" would never open the confirmation.
 */
async function fillAdjustment(page: Page, direction: 'credit' | 'debit', amount: string, note: string): Promise<void> {
  await page.getByTestId('ledger-adjust-open').click();
  const form = page.getByTestId('adjust-form');
  await form.waitFor();
  // Chosen again until it shows as chosen: a re-render of the page from its own reloads can reset it.
  const option = page.getByTestId(`adjust-direction-${direction}`);
  const chosen = form.locator('.ant-radio-button-wrapper-checked').filter({ has: option });
  await expect
    .poll(async () => {
      if ((await chosen.count()) === 0) await option.click();
      return chosen.count();
    })
    .toBe(1);
  await page.getByTestId('adjust-amount').fill(amount);
  // The reason is chosen from the keyboard (open, first option, take it): a click on an option of a
  // list that is still animating in can be lost, a key press to the focused field cannot.
  const reason = form.locator('.ant-form-item').filter({ has: page.locator('#reasonCode') });
  await form.locator('#reasonCode').focus();
  await page.keyboard.press('ArrowDown');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option-active').waitFor();
  await page.keyboard.press('Enter');
  await reason.locator('.ant-select-content-has-value').waitFor();
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

/**
 * Approves from the open decision dialog and waits for it to close; a refusal fails with its text. The
 * note is typed first, as an operator would: the dialog has finished opening by then.
 */
async function approveInDialog(page: Page, note: string): Promise<void> {
  await page.getByTestId('adjustment-decision-note').fill(note);
  await page.getByTestId('adjustment-decision-ok').click();
  const refusal = page.getByTestId('adjustment-decision-error');
  const closed = page.getByTestId('adjustment-decision-dialog').waitFor({ state: 'hidden' });
  // Once the dialog has closed, this wait is left to time out on its own: it must not fail the test.
  const refused = refusal
    .waitFor()
    .then(() => refusal.innerText())
    .catch(() => new Promise<never>(() => {}));
  const outcome = await Promise.race([closed.then(() => null), refused]);
  if (outcome !== null) throw new Error(`The approval was refused: ${outcome}`);
}

describe('an operator adjusting a member balance', () => {
  // Two operators, two back-office logins and four adjustments through their dialogs: about 40 s on a
  // loaded 2-core machine, so the file's usual minute would not allow one twice as slow.
  it('a large adjustment needs a second operator', { timeout: 180_000 }, async () => {
    // One login each for the API reads: every login hashes a password, which a loaded machine is slow at.
    const [operator, member] = await Promise.all([operatorToken(), memberToken(MEMBER)]);
    await ensureFinanceOperator(operator);
    const memberCashMinor = () => cashOf(member);
    const cashBefore = await memberCashMinor();
    const { memberId } = await call<{ memberId: number }>('/mallapi/member/getUser', { token: member });

    const admin = await newDesktop(browser);
    const finance = await newDesktop(browser);
    try {
      // The administrator opens demo_regular's page and credits cash above the approval limit.
      await logInToBackOffice(admin.page, 'admin', 'Admin@123456');
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
      await expect.poll(() => admin.page.getByTestId('adjust-confirm-amount').innerText()).toBe('1500.00');
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
      await expect.poll(() => adminRow.getAttribute('data-status')).toBe('pending');

      // The finance operator sees only the money pages, and approves it.
      await logInToBackOffice(finance.page, FINANCE.username, FINANCE.password);
      await finance.page.getByTestId('nav-adjustments').waitFor();
      await expect.poll(() => finance.page.getByTestId('nav-members').count()).toBe(0);
      await finance.page.getByTestId('nav-adjustments').click();
      const financeRow = finance.page.locator(`[data-testid="adjustment-row"][data-adjustment-id="${large.id}"]`);
      await financeRow.waitFor();
      await expect.poll(() => financeRow.getByTestId('adjustment-amount').innerText()).toBe('1500.00');
      await financeRow.getByTestId('adjustment-approve').click();
      await approveInDialog(finance.page, 'Checked against the card statement');
      await financeRow.waitFor({ state: 'detached' });

      await finance.page.getByTestId('adjustments-tab-applied').click();
      const appliedRow = finance.page.locator(`[data-testid="adjustment-row"][data-adjustment-id="${large.id}"]`);
      await appliedRow.waitFor();
      await expect.poll(() => appliedRow.getAttribute('data-status')).toBe('applied');
      await expect.poll(() => appliedRow.innerText()).toContain(FINANCE.username);

      expect(await memberCashMinor()).toBe(cashBefore + 150_000);

      // Back on the member's page the administrator debits half of it. With today's 1500.00 credit the
      // administrator's total for this balance is above the limit: the confirmation says so, and the
      // debit waits. Its first answer is lost on the way back; sending the same form again answers
      // the same adjustment instead of making a second one.
      await admin.page.goBack();
      await admin.page.getByTestId('member-username').filter({ hasText: MEMBER }).waitFor();
      await fillAdjustment(admin.page, 'debit', '750', 'Reverse the test credit, part 1');
      await expect.poll(() => admin.page.getByTestId('adjust-confirm-amount').innerText()).toBe('750.00');
      await admin.page.locator('[data-testid="adjust-confirm-approval"][data-needs-approval="true"]').waitFor();
      await admin.page.route(
        '**/adminapi/ledger/adjust',
        async (route) => {
          await route.fetch();
          await route.abort('connectionreset');
        },
        { times: 1 },
      );
      await admin.page.getByTestId('confirm-ok').click();
      await admin.page.getByTestId('adjust-error').waitFor();
      await admin.page.getByTestId('adjust-confirm').waitFor({ state: 'detached' });
      await admin.page.getByTestId('adjust-next').click();
      const split = await confirmAdjustment(admin.page);
      expect(split.status).toBe('pending');
      const pending = await call<{ list: { id: number; amount: string }[] }>(
        `/adminapi/ledger/adjustments?status=pending&memberId=${memberId}`,
        { token: operator },
      );
      expect(pending.list.filter((adjustment) => adjustment.amount === '750.00').map((row) => row.id)).toEqual([
        Number(split.id),
      ]);
      expect(await memberCashMinor()).toBe(cashBefore + 150_000);

      // The finance operator approves it, then debits the other half on the member's ledger page:
      // the first adjustment of the day from them to this member, within the limit, applies at once.
      await finance.page.getByTestId('adjustments-tab-pending').click();
      const splitRow = finance.page.locator(`[data-testid="adjustment-row"][data-adjustment-id="${split.id}"]`);
      await splitRow.getByTestId('adjustment-approve').click();
      await approveInDialog(finance.page, 'Reverses part of the test credit');
      await splitRow.waitFor({ state: 'detached' });
      await finance.page.goto(`/admin/#/ledger/members/${memberId}`);
      await fillAdjustment(finance.page, 'debit', '750', 'Reverse the test credit, part 2');
      await finance.page.locator('[data-testid="adjust-confirm-approval"][data-needs-approval="unknown"]').waitFor();
      const small = await confirmAdjustment(finance.page);
      expect(small.status).toBe('applied');
      expect(await memberCashMinor()).toBe(cashBefore);
      const cashShown = finance.page.locator(
        '[data-testid="ledger-balance"][data-asset="CASH"] [data-testid="ledger-balance-amount"]',
      );
      await expect.poll(() => cashShown.innerText()).toBe((cashBefore / 100).toFixed(2));
    } finally {
      await admin.context.close();
      await finance.context.close();
    }
  });
});
