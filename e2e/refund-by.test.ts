// The refund promise: once the shop approves a member's refund, the member's request shows the day
// it is paid by (7 business days later) in their language, and the back office's _Refunds due_
// queue and the request's page show the same day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { call, memberToken, operatorToken } from './api.ts';
import { cspViolations, launchBrowser, logInToBackOffice, memberPhone, newDesktop } from './browser.ts';
import { applyAfterSale, buyFromBalance, decideAfterSale, receiveOrder, shipOrder } from './orders-api.ts';

const MEMBER = 'demo_regular';

let browser: Browser;
let token: string;
let operator: string;
beforeAll(async () => {
  browser = await launchBrowser();
  [token, operator] = await Promise.all([memberToken(MEMBER), operatorToken()]);
});
afterAll(() => browser?.close());

/** A refund of a received product, approved by the shop: answers its id and promised day. */
async function approvedRefund(): Promise<{ id: number; refundDueBy: string }> {
  const order = await buyFromBalance(token, 'Cleanser');
  await shipOrder(operator, order.orderId);
  await receiveOrder(token, order.orderId);
  const detail = await call<{ lines: { id: number }[] }>(`/mallapi/orders/detail?orderId=${order.orderId}`, { token });
  const asked = await applyAfterSale(token, {
    orderLineId: String(detail.lines[0]!.id),
    type: 'refund',
    reason: '1',
    quantity: '1',
    refundTarget: 'balance',
  });
  const approved = (await decideAfterSale(operator, asked.id, 'approve')) as { refundDueBy?: string };
  if (!approved.refundDueBy) throw new Error(`Request ${asked.id} was approved without a promised day`);
  return { id: asked.id, refundDueBy: approved.refundDueBy };
}

describe('an approved refund’s promised day', () => {
  it('is shown to the member in their language and in the back office’s queue of refunds due', async () => {
    const refund = await approvedRefund();
    const day = new Date(`${refund.refundDueBy}T00:00:00Z`);
    const english = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(day);

    const phone = await memberPhone(browser, MEMBER, 'en_US');
    await phone.page.goto(`/#/pages/order/refund-detail?id=${refund.id}`);
    const refundBy = phone.page.getByTestId('refund-detail-refund-by');
    await expect.poll(() => refundBy.innerText()).toBe(`Refund by ${english}`);
    await expect.poll(() => refundBy.getAttribute('data-due')).toBe(refund.refundDueBy);
    await expect.poll(() => phone.page.getByTestId('refund-detail-refund-overdue').count()).toBe(0);
    await phone.context.close();

    const desk = await newDesktop(browser);
    await logInToBackOffice(desk.page);
    await desk.page.goto('/admin/#/after-sales?state=refundDue');
    const row = desk.page.locator(`[data-testid="after-sale-row"][data-id="${refund.id}"]`);
    await expect.poll(() => row.getByTestId('after-sale-refund-due').getAttribute('data-due')).toBe(refund.refundDueBy);
    // Seven business days away: neither due soon nor overdue.
    await expect.poll(() => row.getByTestId('after-sale-refund-overdue').count()).toBe(0);
    await expect.poll(() => row.getByTestId('after-sale-refund-due-soon').count()).toBe(0);
    await row.locator('td').first().click();
    const fields = desk.page.getByTestId('after-sale-fields');
    await expect
      .poll(() => fields.getByTestId('after-sale-refund-due').getAttribute('data-due'))
      .toBe(refund.refundDueBy);
    await desk.context.close();
  });

  it('ran every page above without a Content-Security-Policy violation', () => {
    expect(cspViolations()).toEqual([]);
  });
});
