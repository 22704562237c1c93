// Operators work the after-sales queue: a return goes from the member's request through approval,
// the parcel back, inspection and the refund, every step confirmed in the back office and written
// in the timeline; a refund above the approval limit is approved by one operator and paid by
// another, while a finance operator only reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addOperator, call, memberToken, operatorToken } from './api.ts';
import { cspViolations, launchBrowser, logInToBackOffice, newDesktop } from './browser.ts';
import { shipOrder } from './orders-api.ts';

const SECOND = { username: 'aftersale_b', displayName: 'After-sales B', password: 'AfterSale#B2026' };
const FINANCE = { username: 'aftersale_fin', displayName: 'After-sales Finance', password: 'AfterSale#F2026' };

/** The other operators exist once per shop; a rerun against the same shop keeps them. */
async function ensureOperators(): Promise<void> {
  const token = await operatorToken();
  const operators = await call<{ username: string }[]>('/adminapi/operators/list', { token });
  for (const [operator, roles] of [
    [SECOND, ['operator']],
    [FINANCE, ['finance']],
  ] as const) {
    if (!operators.some((known) => known.username === operator.username)) addOperator({ ...operator, roles });
  }
}

interface Request {
  id: number;
  orderNo: string;
  refundAmount: string;
}

/**
 * The member buys `num` of a product paid wholly from their cash balance, the shop ships it, the
 * member confirms receipt and asks to refund or return all of it to the cash balance.
 */
async function requestAfterSale(
  username: string,
  keyword: string,
  num: number,
  type: 'refund' | 'return',
): Promise<Request & { token: string }> {
  const token = await memberToken(username);
  const found = await call<{ list: { id: number }[] }>(
    `/mallapi/product/searchKeyword?keyword=${encodeURIComponent(keyword)}`,
  );
  const product = await call<{ skus: { productGoodsId: number }[] }>(`/mallapi/product/detail?id=${found.list[0]!.id}`);
  const addresses = await call<{ id: number }[]>('/mallapi/memberAddress/selectList', { token });
  const purchase = { productGoodsId: product.skus[0]!.productGoodsId, num, addressId: addresses[0]!.id };
  const preview = await call<{ amounts: { orderTotal: string } }>('/mallapi/orders/preview', { token, body: purchase });
  const order = await call<{ orderId: number; orderNo: string; status: number }>('/mallapi/orders/create', {
    token,
    body: {
      ...purchase,
      useCash: preview.amounts.orderTotal,
      confirmBalances: true,
      idempotencyKey: `e2e-aftersale-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    },
  });
  if (order.status !== 2) throw new Error(`The balance did not pay order ${order.orderNo}`);
  await shipOrder(await operatorToken(), order.orderId);
  await call('/mallapi/orders/confirmReceipt', { token, body: { orderId: order.orderId } });
  const detail = await call<{ lines: { id: number }[] }>(`/mallapi/orders/detail?orderId=${order.orderId}`, { token });
  const request = await call<Request>('/mallapi/afterSale/apply', {
    token,
    body: {
      orderLineId: detail.lines[0]!.id,
      type,
      reason: 3,
      quantity: num,
      comment: 'The cap arrived cracked',
      refundTarget: 'balance',
      idempotencyKey: `e2e-aftersale-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    },
  });
  return { ...request, token };
}

async function cashMinor(token: string): Promise<number> {
  const balance = await call<{ withdrawableCash: string }>('/mallapi/memberWallet/getBalance', { token });
  return Math.round(Number(balance.withdrawableCash) * 100);
}

const statusOf = (page: Page) =>
  page.getByTestId('after-sale-fields').getByTestId('after-sale-status').getAttribute('data-status');

/** Opens a step's confirmation, fills it as told, confirms, and waits for the request to move. */
async function takeStep(page: Page, action: string, nextStatus: string, fill?: () => Promise<void>): Promise<void> {
  await page.getByTestId(`after-sale-action-${action}`).click();
  await page.locator(`[data-testid="after-sale-decision-dialog"][data-action="${action}"]`).waitFor();
  await fill?.();
  await page.getByTestId('after-sale-decision-ok').click();
  await expect.poll(() => statusOf(page)).toBe(nextStatus);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await ensureOperators();
});
afterAll(() => browser?.close());

describe('an operator works a return through the after-sales queue', () => {
  it('approves, receives, inspects and refunds, and the timeline shows every step', async () => {
    const request = await requestAfterSale('demo_v730', 'Cleanser', 1, 'return');
    const cashBefore = await cashMinor(request.token);
    const { page, context } = await newDesktop(browser);
    await logInToBackOffice(page);

    // The queue shows the open request with its order.
    await page.getByTestId('nav-after-sales').click();
    const row = page.locator(`[data-testid="after-sale-row"][data-id="${request.id}"]`);
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain(request.orderNo);
    await expect.poll(() => row.getByTestId('after-sale-status').getAttribute('data-status')).toBe('1');
    // The row opens the request (its order number opens the order instead).
    await row.locator('td').first().click();

    await page.getByTestId('after-sale-fields').waitFor();
    await expect.poll(() => page.getByTestId('after-sale-order').innerText()).toBe(request.orderNo);
    await expect.poll(() => page.getByTestId('after-sale-product').innerText()).toContain('洁面');
    // Only the steps an applied request allows.
    const buttons = page.getByTestId('after-sale-actions').getByRole('button');
    await expect
      .poll(() => buttons.evaluateAll((found) => found.map((button) => button.getAttribute('data-testid'))))
      .toEqual(['after-sale-action-approve', 'after-sale-action-reject']);

    await takeStep(page, 'approve', '2');
    await expect.poll(() => page.getByTestId('after-sale-actions').getByRole('button').count()).toBe(0);

    // The member sends the goods back.
    await call('/mallapi/afterSale/submitExpress', {
      token: request.token,
      body: { id: request.id, carrier: 'Flash Express', trackingNo: `TH${Date.now()}` },
    });
    await page.reload();
    await expect.poll(() => statusOf(page)).toBe('3');
    await expect.poll(() => page.getByTestId('after-sale-parcel').innerText()).toContain('Flash Express');

    await takeStep(page, 'receive', '4');
    await takeStep(page, 'inspect', '5', () =>
      page.getByTestId('after-sale-decision-note').fill('Cap cracked, as shown'),
    );
    await page.getByTestId('after-sale-action-refund').click();
    await expect.poll(() => page.getByTestId('after-sale-refund-summary').innerText()).toContain(request.refundAmount);
    await page.getByTestId('after-sale-decision-ok').click();
    await expect.poll(() => statusOf(page)).toBe('7');
    await expect
      .poll(() => page.getByTestId('after-sale-fields').getByTestId('after-sale-status').innerText())
      .toBe('已退款');

    // Applied, approved, sent back, received, inspected, refunded: each step with who took it.
    const steps = page.getByTestId('after-sale-step');
    await expect
      .poll(async () => Promise.all((await steps.all()).map((step) => step.getAttribute('data-status'))))
      .toEqual(['1', '2', '3', '4', '5', '7']);
    const stepText = async (index: number) => (await steps.allInnerTexts())[index];
    await expect.poll(() => stepText(0)).toContain('会员');
    await expect.poll(() => stepText(4)).toContain('Cap cracked, as shown');
    await expect.poll(() => stepText(5)).toContain('admin');
    await expect.poll(() => page.getByTestId('after-sale-no-actions').isVisible()).toBe(true);
    expect(await cashMinor(request.token)).toBe(cashBefore + Math.round(Number(request.refundAmount) * 100));
    await context.close();
  });
});

describe('a refund above the approval limit', () => {
  it('is approved by one operator, waits, and is paid by a second one; finance only reads it', async () => {
    // Four serums come to more than the default limit of 500.00.
    const request = await requestAfterSale('demo_v730', 'Hydrating Serum', 4, 'refund');
    expect(Number(request.refundAmount)).toBeGreaterThan(500);
    const cashBefore = await cashMinor(request.token);

    const first = await newDesktop(browser);
    await logInToBackOffice(first.page);
    await first.page.goto(`/admin/#/after-sales/${request.id}`);
    await first.page.getByTestId('after-sale-fields').waitFor();
    await takeStep(first.page, 'approve', '5');
    await first.page.getByTestId('after-sale-action-refund').click();
    await first.page.getByTestId('after-sale-decision-ok').click();
    // The first refund only approves it: the request waits, and its approver cannot pay it.
    await first.page.getByTestId('after-sale-fields').getByTestId('after-sale-waiting-second').waitFor();
    await expect.poll(() => statusOf(first.page)).toBe('5');
    await expect.poll(() => first.page.getByTestId('after-sale-approved-by').innerText()).toBe('admin');
    await expect.poll(() => first.page.getByTestId('after-sale-action-refund').isDisabled()).toBe(true);
    await first.page.getByTestId('after-sale-own-approval').waitFor();
    await first.page.getByTestId('nav-after-sales').click();
    const row = first.page.locator(`[data-testid="after-sale-row"][data-id="${request.id}"]`);
    await row.getByTestId('after-sale-waiting-second').waitFor();
    await first.context.close();
    expect(await cashMinor(request.token)).toBe(cashBefore);

    const finance = await newDesktop(browser);
    await logInToBackOffice(finance.page, FINANCE.username, FINANCE.password);
    await finance.page.goto(`/admin/#/after-sales/${request.id}`);
    await finance.page.getByTestId('after-sale-waiting-second').waitFor();
    await expect.poll(() => finance.page.getByTestId('after-sale-actions').count()).toBe(0);
    await finance.context.close();

    const second = await newDesktop(browser);
    await logInToBackOffice(second.page, SECOND.username, SECOND.password);
    await second.page.goto(`/admin/#/after-sales/${request.id}`);
    await second.page.getByTestId('after-sale-fields').waitFor();
    await second.page.getByTestId('after-sale-action-refund').click();
    const dialog = second.page.locator('[data-testid="after-sale-decision-dialog"][data-action="refund"]');
    await expect.poll(() => dialog.innerText()).toContain('admin');
    await expect.poll(() => dialog.innerText()).toContain(request.refundAmount);
    await second.page.getByTestId('after-sale-decision-ok').click();
    // The dialog closes once the refund is paid; a refusal would keep it open with its reason.
    await expect
      .poll(async () => ((await dialog.isVisible()) ? dialog.innerText() : 'closed'), { timeout: 30_000 })
      .toBe('closed');
    await expect.poll(() => statusOf(second.page)).toBe('7');
    await expect.poll(() => second.page.getByTestId('after-sale-waiting-second').count()).toBe(0);
    await expect
      .poll(async () => (await second.page.getByTestId('after-sale-step').allInnerTexts()).at(-1))
      .toContain(SECOND.username);
    expect(await cashMinor(request.token)).toBe(cashBefore + Math.round(Number(request.refundAmount) * 100));
    await second.context.close();
  });

  it('ran every page above without a Content-Security-Policy violation', () => {
    expect(cspViolations()).toEqual([]);
  });
});
