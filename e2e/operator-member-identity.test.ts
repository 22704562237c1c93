import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addOperator, call, operatorToken } from './api.ts';
import { launchBrowser, newDesktop, logInToBackOffice } from './browser.ts';

// An operator who manages members and reviews identity; a rerun against the same shop keeps it.
const REVIEWER = { username: 'member_reviewer_e2e', displayName: 'Member Reviewer', password: 'Identity#Check2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function ensureReviewer(token: string): Promise<void> {
  const operators = await call<{ username: string }[]>('/adminapi/operators/list', { token });
  if (operators.some((operator) => operator.username === REVIEWER.username)) return;
  addOperator({ ...REVIEWER, roles: ['operator', 'identity'] });
}

async function memberId(token: string, username: string): Promise<number> {
  const page = await call<{ list: { memberId: number; username: string }[] }>(
    `/adminapi/members/page?keyword=${username}&pageNum=1&pageSize=5`,
    { token },
  );
  return page.list.find((row) => row.username === username)!.memberId;
}

describe("a member's identity and bank cards in the back office", () => {
  it('an identity reviewer sees the state and masked cards and opens the review; an admin alone does not', async () => {
    const token = await operatorToken();
    await ensureReviewer(token);
    const approvedId = await memberId(token, 'demo_v730');
    const rejectedId = await memberId(token, 'demo_regular');

    const { page, context } = await newDesktop(browser);
    try {
      await logInToBackOffice(page, REVIEWER.username, REVIEWER.password);
      await page.goto(`/admin/#/members/${approvedId}`);
      await page.locator('[data-testid="member-identity-state"][data-state="approved"]').waitFor();
      const cards = page.getByTestId('member-bank-cards');
      await cards
        .getByText(/^\*{4} \d{4}$/)
        .first()
        .waitFor();
      await expect.poll(() => cards.textContent()).not.toMatch(/\d{5,}/);

      await page.goto(`/admin/#/members/${rejectedId}`);
      await page.getByTestId('member-identity-state').waitFor();
      if ((await page.getByTestId('member-identity-state').getAttribute('data-state')) === 'rejected') {
        await expect.poll(() => page.getByTestId('member-identity-reasons').innerText()).toMatch(/\S/);
      }
      await page.getByTestId('member-identity-review').click();
      await expect.poll(() => page.url()).toContain(`/identity/review/${rejectedId}`);
    } finally {
      await context.close();
    }

    const admin = await newDesktop(browser);
    try {
      await logInToBackOffice(admin.page);
      await admin.page.goto(`/admin/#/members/${approvedId}`);
      await admin.page.getByTestId('member-profile').waitFor();
      await expect.poll(() => admin.page.getByTestId('member-identity').count()).toBe(0);
    } finally {
      await admin.context.close();
    }
  });
});
