// A member's orders after buying, on a phone: an order paid from the balance waits under "to ship";
// the back office ships it; the member follows the parcel, confirms receipt and the order's MP and
// reviews it with a photo, which shows on the product's reviews; a second paid order is cancelled
// from its page and the refund shown; an order paid by QR is cancelled and its refund followed back
// to the payment method; a closed order is deleted from the list (in Thai).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, memberPhone } from './browser.ts';
import { call, memberToken, operatorToken } from './api.ts';
import { addTrackingEvent, buyByQr, buyFromBalance, cancelOrder, shipOrder, withdrawableCash } from './orders-api.ts';

const MEMBER = 'demo_v730';

let browser: Browser;
let token: string;
let operator: string;
beforeAll(async () => {
  browser = await launchBrowser();
  [token, operator] = await Promise.all([memberToken(MEMBER), operatorToken()]);
});
afterAll(() => browser?.close());

const card = (page: Page, orderId: number) => page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);

/** Confirms the open dialog after checking what it asks. */
async function confirmDialog(page: Page, asks: string) {
  const dialog = page.locator('.adm-dialog');
  await expect.poll(() => dialog.innerText()).toContain(asks);
  await dialog.locator('.adm-dialog-button-bold').click();
}

interface OrderSeen {
  status: number;
  amounts: { orderTotal: string };
  lines: { productId: number }[];
}

async function orderOf(orderId: number): Promise<OrderSeen> {
  return call<OrderSeen>(`/mallapi/orders/detail?orderId=${orderId}`, { token });
}

/** An 8 x 8 PNG: a photo the upload pipeline accepts by its content. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4URGAFTEMLQkAMRFkAQprCUkAAAAASUVORK5CYII=',
  'base64',
);

describe("a member's orders", () => {
  it('follows a paid order from "to ship" through tracking to receipt and MP', async () => {
    const order = await buyFromBalance(token, 'Night Repair');
    const { page, context } = await memberPhone(browser, MEMBER);

    // The account page counts it under "to ship", and its shortcut opens that tab.
    await page.goto('/#/pages/user/user');
    await expect.poll(() => page.getByTestId('order-shortcut-ship-count').innerText()).toMatch(/^\d+$/);
    await page.getByTestId('order-shortcut-ship').click();
    await page.waitForURL(/#\/pages\/order\/order\?tab=ship/);
    await card(page, order.orderId).waitFor();
    await expect.poll(() => card(page, order.orderId).getByTestId('order-status').innerText()).toBe('待发货');
    await expect.poll(() => page.getByTestId('orders-tab-ship-count').innerText()).toMatch(/^\d+$/);

    // The back office ships it and the carrier reports a step.
    const parcel = await shipOrder(operator, order.orderId);
    await addTrackingEvent(operator, parcel.shipmentId, 'Arrived at the Bangkok hub');

    await page.getByTestId('orders-tab-receive').click();
    await page.waitForURL(/tab=receive/);
    await card(page, order.orderId).getByTestId('order-action-logistics').click();
    await page.waitForURL(new RegExp(`#/pages/order/logistics\\?orderId=${order.orderId}`));
    await page.getByTestId('parcel').waitFor();
    await expect.poll(() => page.getByTestId('parcel-carrier').innerText()).toContain('Thailand Post');
    await expect.poll(() => page.getByTestId('parcel-tracking-no').innerText()).toBe(parcel.trackingNo);
    await expect.poll(() => page.getByTestId('parcel-lines').innerText()).toContain('莲露修护晚霜');
    await expect
      .poll(() => page.getByTestId('parcel-event').allInnerTexts())
      .toEqual(['Arrived at the Bangkok hub', '已发货']);
    // One parcel on its own page.
    await page.getByTestId('parcel-open').click();
    await page.waitForURL(/#\/pages\/order\/delivery-status\?orderId=\d+&shipmentId=\d+/);
    await expect.poll(() => page.getByTestId('parcel-event').count()).toBe(2);
    await page.goBack();
    await page.goBack();

    // Receipt, after confirming: the order leaves "to receive".
    await card(page, order.orderId).getByTestId('order-action-confirmReceipt').click();
    await confirmDialog(page, '确认已收到该订单的全部商品吗');
    await page.getByText('已确认收货', { exact: true }).waitFor();
    await expect.poll(() => card(page, order.orderId).count()).toBe(0);

    // The product carries MP: the order waits for the member to confirm it.
    await page.getByTestId('orders-tab-all').click();
    const received = card(page, order.orderId);
    await received.getByTestId('order-action-confirmMp').click();
    await confirmDialog(page, 'MP 立即生效');
    await page.getByText('MP 已确认', { exact: true }).waitFor();
    await expect.poll(() => received.getByTestId('order-action-confirmMp').count()).toBe(0);
    await expect.poll(() => received.getByTestId('order-action-review').count()).toBe(1);
    expect((await orderOf(order.orderId)).status).toBe(6);

    // The member reviews it with a photo; the review then shows on the product's reviews.
    await received.getByTestId('order-action-review').click();
    await page.getByTestId('evaluate-line').waitFor();
    // The stars follow touch gestures: a tap on the fourth gives four.
    await page.locator('[data-testid="evaluate-rating"] [role="radio"][aria-label="4"]').tap();
    await expect
      .poll(() => page.locator('[data-testid="evaluate-rating"] [aria-checked="true"]').getAttribute('aria-label'))
      .toBe('4');
    const words = `Rich and gentle, order ${order.orderId}`;
    await page.locator('[data-testid="evaluate-content"] textarea').fill(words);
    await page.locator('[data-testid="evaluate-line"] input[type="file"]').setInputFiles({
      name: 'cream.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await expect.poll(() => page.locator('[data-testid="evaluate-line"] .adm-image-uploader-cell img').count()).toBe(1);
    // The preview shows while the photo still uploads; the review names it only once it has.
    await expect
      .poll(() => page.locator('[data-testid="evaluate-line"] .adm-image-uploader-cell-loading').count())
      .toBe(0);
    await page.getByTestId('evaluate-submit').click();
    await page.waitForURL(/#\/pages\/user\/my-evaluation/);
    const productId = (await orderOf(order.orderId)).lines[0]!.productId;
    await page.goto(`/#/pages/product/evaluate?id=${productId}`);
    const review = page.getByTestId('review').filter({ hasText: words });
    await review.waitFor();
    await expect.poll(() => review.locator('img').count()).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it('cancels a paid order from its page and sees what went back to the balance', async () => {
    const order = await buyFromBalance(token, 'Cleanser');
    const { page, context } = await memberPhone(browser, MEMBER);
    await page.goto(`/#/pages/order/order-detail?orderId=${order.orderId}`);
    await page.getByTestId('order-detail').waitFor();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('待发货');
    await expect.poll(() => page.getByTestId('order-no').innerText()).toBe(order.orderNo);

    await page.getByTestId('order-action-cancel').click();
    await confirmDialog(page, '确定取消该订单吗');
    await page.waitForURL(new RegExp(`#/pages/order/cancelSuccess\\?orderId=${order.orderId}`));
    await page.getByTestId('cancel-refunds').waitFor();
    const { status, amounts } = await orderOf(order.orderId);
    expect(status).toBe(5);
    const refunded = () =>
      page
        .getByTestId('cancel-refund')
        .evaluateAll((items) => items.reduce((sum, item) => sum + Number(item.getAttribute('data-amount')), 0));
    await expect.poll(async () => (await refunded()).toFixed(2)).toBe(amounts.orderTotal);
    await expect.poll(() => page.getByTestId('cancel-refunds').innerText()).toMatch(/余额/);

    // Opened elsewhere (a shared link), the page reads the refund from the cancelled order itself.
    const elsewhere = await context.newPage();
    await elsewhere.goto(page.url());
    await elsewhere.getByTestId('cancel-refunds').waitFor();
    await expect
      .poll(() => elsewhere.getByTestId('cancel-refunds').innerText())
      .toBe(await page.getByTestId('cancel-refunds').innerText());
    await page.getByTestId('cancel-back-to-orders').click();
    await page.waitForURL(/#\/pages\/order\/order/);
    await page.getByTestId('orders-list').waitFor();
    await context.close();
  });

  it('cancels an order paid by QR and follows its refund back to the payment method', async () => {
    const order = await buyByQr(token, 'Cleanser');
    const cashBefore = await withdrawableCash(token);
    const { page, context } = await memberPhone(browser, MEMBER);
    const detailUrl = `/#/pages/order/order-detail?orderId=${order.orderId}`;
    await page.goto(detailUrl);
    await page.getByTestId('order-detail').waitFor();
    await page.getByTestId('order-action-cancel').click();
    await confirmDialog(page, '确定取消该订单吗');
    await page.waitForURL(new RegExp(`#/pages/order/cancelSuccess\\?orderId=${order.orderId}`));
    const answered = page.locator('[data-testid="cancel-refund"][data-source="QR"]');
    await answered.waitFor();
    await expect.poll(() => answered.getAttribute('data-to')).toBe('payMethod');
    await expect.poll(() => answered.getByTestId('refund-note').innerText()).toMatch(/原支付方式/);

    // The refund job takes it the moment the cancel commits: the order's page soon says it is back.
    await page.goto(detailUrl);
    const shown = page.locator('[data-testid="order-refund"][data-source="QR"]');
    await expect
      .poll(
        async () => {
          await page.reload();
          await shown.waitFor();
          return shown.getAttribute('data-state');
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe('done');
    await expect.poll(() => shown.getByTestId('refund-note').innerText()).toBe('已退回原支付方式');
    expect(await withdrawableCash(token)).toBe(cashBefore);
    await context.close();
  });

  it('deletes a closed order from the list, in Thai', async () => {
    const order = await buyFromBalance(token, 'Cleanser');
    await cancelOrder(token, order.orderId);
    const { page, context } = await memberPhone(browser, MEMBER, 'th_TH');
    await page.goto('/#/pages/order/order?tab=all');
    const closed = card(page, order.orderId);
    await closed.waitFor();
    await expect.poll(() => closed.getByTestId('order-status').innerText()).toBe('ปิดแล้ว');
    await expect.poll(() => page.getByTestId('orders-tab-ship').innerText()).toContain('รอจัดส่ง');

    await closed.getByTestId('order-action-delete').click();
    await confirmDialog(page, 'ลบคำสั่งซื้อนี้หรือไม่');
    await page.getByText('ลบคำสั่งซื้อแล้ว', { exact: true }).waitFor();
    await expect.poll(() => closed.count()).toBe(0);
    // Gone for good: the list as the server answers it again (empty when it was the only order).
    await page.reload();
    await page.locator('[data-testid="orders-list"], [data-testid="orders-empty"]').first().waitFor();
    await expect.poll(() => closed.count()).toBe(0);
    await context.close();
  });
});
