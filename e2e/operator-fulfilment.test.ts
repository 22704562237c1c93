// An operator ships a paid order from the fulfilment queue with the dialog, sees it leave the queue,
// adds a tracking event on the order's page, and ships from a CSV file with one good and one bad
// row; a finance operator sees the queue without the shipping actions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addOperator, call, memberToken, operatorToken } from './api.ts';
import { cspViolations, launchBrowser, logInToBackOffice, newDesktop } from './browser.ts';

const FINANCE = { username: 'finance_ship_e2e', displayName: 'Finance Ship', password: 'Fulfil#Check2026' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** demo_vip buys one cleanser by QR and the sandbox bank pays it: a paid order waiting to ship. */
async function paidOrder(): Promise<{ orderId: number; orderNo: string }> {
  const token = await memberToken('demo_vip');
  const search = await call<{ list: { id: number }[] }>('/mallapi/product/searchKeyword?keyword=Cleanser');
  const detail = await call<{ skus: { productGoodsId: number }[] }>(`/mallapi/product/detail?id=${search.list[0]!.id}`);
  const addresses = await call<{ id: number }[]>('/mallapi/memberAddress/selectList', { token });
  const order = await call<{ orderId: number; orderNo: string }>('/mallapi/orders/create', {
    token,
    body: {
      productGoodsId: detail.skus[0]!.productGoodsId,
      num: 1,
      addressId: addresses[0]!.id,
      idempotencyKey: `e2e-ship-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
  await call('/mallapi/pay/prepay', { token, body: { orderId: order.orderId } });
  await call('/dev/pay-sandbox/complete', { body: { orderId: order.orderId, outcome: 'paid' } });
  return order;
}

/** The queue narrowed to one order by its number, as an operator scanning a packing slip would. */
async function findInQueue(page: Page, orderNo: string): Promise<void> {
  await page.getByTestId('nav-fulfilment').click();
  await page.getByTestId('queue-search').locator('input').fill(orderNo);
  await page.getByTestId('queue-search').locator('input').press('Enter');
  await page.waitForURL(new RegExp(`orderNo=${orderNo}`));
}

describe('an operator ships orders', () => {
  it('ships from the queue, adds a tracking event and ships from a CSV with its report', async () => {
    const order = await paidOrder();
    const other = await paidOrder();
    const trackingNo = `TH${Date.now()}E2E`;
    const { page, context } = await newDesktop(browser);
    await logInToBackOffice(page);

    await findInQueue(page, order.orderNo);
    const row = page.locator(`[data-testid="queue-row"][data-order-no="${order.orderNo}"]`);
    await row.getByTestId('queue-ship').click();
    await page.getByTestId('ship-form').waitFor();
    await page.locator('#ship_carrier').fill('Kerry Express');
    await page.locator('#ship_trackingNo').fill(trackingNo);
    await expect.poll(() => page.locator('#ship_lineIds input[type="checkbox"]:checked').count()).toBe(1);
    await page.getByTestId('ship-next').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => row.count()).toBe(0);

    await page.goto(`/admin/#/orders/${order.orderId}`);
    const parcel = page.locator(`[data-testid="shipment"][data-tracking-no="${trackingNo}"]`);
    await parcel.waitFor();
    await expect.poll(() => parcel.innerText()).toContain('Kerry Express');
    await expect.poll(() => page.getByTestId('detail-ship').count()).toBe(0);
    await parcel.getByTestId('event-text').fill('已到达曼谷转运中心');
    await parcel.getByTestId('event-add').click();
    await expect
      .poll(() => parcel.getByTestId('shipment-event').allInnerTexts())
      .toEqual([expect.stringContaining('已到达曼谷转运中心')]);

    await page.getByTestId('nav-fulfilment').click();
    await page.getByTestId('queue-bulk').click();
    const csv = `orderNo,carrier,trackingNo\n${other.orderNo},Flash Express,${trackingNo}F\n20990101999999999,Flash Express,${trackingNo}G\n`;
    await page
      .getByTestId('bulk-dialog')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'shipments.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect.poll(() => page.getByTestId('bulk-text').inputValue()).toBe(csv);
    await page.getByTestId('bulk-submit').click();
    await page.getByTestId('bulk-report').waitFor();
    const rows = page.getByTestId('bulk-row');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.nth(0).getAttribute('data-ok')).toBe('true');
    await expect.poll(() => rows.nth(1).getAttribute('data-ok')).toBe('false');
    await expect.poll(() => rows.nth(1).innerText()).toContain('订单不正确');
    await expect.poll(() => page.getByTestId('bulk-summary').innerText()).toContain('发货成功 1 行，失败 1 行');
    await context.close();

    const shipped = await call<{ order: { status: number } }>(`/adminapi/orders/detail?orderId=${other.orderId}`, {
      token: await operatorToken(),
    });
    expect(shipped.order.status).toBe(3);
  });

  it('shows a finance operator the queue without shipping actions', async () => {
    const order = await paidOrder();
    const token = await operatorToken();
    const operators = await call<{ username: string }[]>('/adminapi/operators/list', { token });
    if (!operators.some((operator) => operator.username === FINANCE.username))
      addOperator({ ...FINANCE, roles: ['finance'] });
    const { page, context } = await newDesktop(browser);
    await logInToBackOffice(page, FINANCE.username, FINANCE.password);
    await findInQueue(page, order.orderNo);
    await page.locator(`[data-testid="queue-row"][data-order-no="${order.orderNo}"]`).waitFor();
    await expect.poll(() => page.getByTestId('queue-ship').count()).toBe(0);
    await expect.poll(() => page.getByTestId('queue-bulk').count()).toBe(0);
    await page.goto(`/admin/#/orders/${order.orderId}`);
    await page.getByTestId('shipments-card').waitFor();
    await expect.poll(() => page.getByTestId('detail-ship').count()).toBe(0);
    await context.close();
  });

  it('ran every page above without a Content-Security-Policy violation', () => {
    expect(cspViolations()).toEqual([]);
  });
});
