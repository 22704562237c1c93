// After-sales on a phone: a member returns a received product (asked on the order's page with a
// photo, goods sent back on the request's page to the shop's return address) while the back office
// approves, receives, inspects and refunds through the API, and sees the refund in the cash balance
// and the line shown as refunded on the order's page; a set order may only be
// exchanged, and is followed until the member confirms its replacement arrived (in Thai); an
// exchange names another specification, which the request and the back office show; a request is
// withdrawn after confirming.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { call, memberToken, operatorToken } from './api.ts';
import { launchBrowser, logInToBackOffice, memberPhone, newDesktop } from './browser.ts';
import {
  afterSaleOf,
  applyAfterSale,
  buyFromBalance,
  decideAfterSale,
  payRefund,
  receiveOrder,
  shipOrder,
  withdrawableCash,
} from './orders-api.ts';

const MEMBER = 'demo_v730';
// A small PNG: the photo the member attaches.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAbklEQVRYhe2SAQkAURSDFsd0F9FsF2M8/mABVBY+Ty91AiZgvSK7kHeXOgETsF6RXci7S52ACVivyC7k3aVOwASsV2QX8u5SJ2AC1iuyC3l3qRMwAesV2YW8u9QJmID1iuxC3l3qBEzAekVevtAPnlFIxEUvyTYAAAAASUVORK5CYII=',
  'base64',
);

let browser: Browser;
let token: string;
let operator: string;
beforeAll(async () => {
  browser = await launchBrowser();
  [token, operator] = await Promise.all([memberToken(MEMBER), operatorToken()]);
});
afterAll(() => browser?.close());

/** A received order of one product: bought from the balance, shipped, its receipt confirmed. */
async function receivedOrder(keyword: string) {
  const order = await buyFromBalance(token, keyword);
  await shipOrder(operator, order.orderId);
  await receiveOrder(token, order.orderId);
  return order;
}

/** Confirms the open dialog after checking what it asks. */
async function confirmDialog(page: Page, asks: string) {
  const dialog = page.locator('.adm-dialog');
  await expect.poll(() => dialog.innerText()).toContain(asks);
  await dialog.locator('.adm-dialog-button-bold').click();
}

/** Picks an option of one of the form's choices by its text. */
const choose = (page: Page, field: string, text: string) =>
  page.getByTestId(field).locator('.adm-selector-item', { hasText: text }).click();

/** The request the detail page shows, once it shows `status`. */
async function detailShows(page: Page, status: string) {
  await page.reload();
  await expect.poll(() => page.getByTestId('refund-detail-status').innerText()).toBe(status);
}

describe('after-sales on a phone', () => {
  it('returns a received product for a refund to the balance', { timeout: 180_000 }, async () => {
    const order = await receivedOrder('Cleanser');
    const { page, context } = await memberPhone(browser, MEMBER, 'en_US');

    // The order's line offers after-sales; the form opens on that line.
    await page.goto(`/#/pages/order/order-detail?orderId=${order.orderId}`);
    await page.getByTestId('order-line-after-sale').click();
    await page.waitForURL(new RegExp(`#/pages/order/return-goods\\?orderId=${order.orderId}&orderLineId=\\d+`));
    await page.getByTestId('apply-form').waitFor();
    await expect
      .poll(() => page.getByTestId('apply-type').locator('.adm-selector-item').allInnerTexts())
      .toEqual(['Refund only', 'Return and refund', 'Exchange']);

    // A reason is needed before anything is sent.
    await page.getByTestId('apply-submit').click();
    await page.getByText('Please choose a reason', { exact: true }).waitFor();

    await choose(page, 'apply-type', 'Return and refund');
    await choose(page, 'apply-reason', 'Quality problem');
    await page.getByTestId('apply-comment').locator('textarea').fill('The pump is broken');
    await page
      .getByTestId('apply-photos')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'pump.png', mimeType: 'image/png', buffer: PHOTO });
    await page.getByTestId('apply-photos').locator('.adm-image-uploader-cell img').waitFor();
    await expect
      .poll(() => page.getByTestId('apply-photos').locator('.adm-image-uploader-cell-loading').count())
      .toBe(0);
    await expect
      .poll(() => page.getByTestId('apply-target').locator('.adm-selector-item-active').innerText())
      .toBe('Withdrawable balance');
    await page.getByTestId('apply-submit').click();
    await confirmDialog(page, 'Submit this request (Return and refund)?');

    // The request opens with what the server answered.
    await page.waitForURL(/#\/pages\/order\/refund-detail\?id=\d+/);
    const id = Number(new URL(page.url()).hash.split('id=')[1]);
    await page.getByTestId('refund-detail').waitFor();
    await expect.poll(() => page.getByTestId('refund-detail-status').innerText()).toBe('Under review');
    const asked = await afterSaleOf(token, id);
    expect(asked).toMatchObject({ type: 'return', status: 1 });
    expect(asked.images).toHaveLength(1);
    expect(Number(asked.refundAmount)).toBeGreaterThan(0);
    expect(Number(asked.refundAmount)).toBeLessThan(500);
    await expect.poll(() => page.getByTestId('refund-detail-amount').innerText()).toContain(asked.refundAmount);
    await expect.poll(() => page.getByTestId('refund-detail-photos').locator('img').count()).toBe(1);
    await expect.poll(() => page.getByTestId('refund-detail-note').allInnerTexts()).toContain('The pump is broken');

    // The shop approves: the member has until the deadline to send the goods back.
    await decideAfterSale(operator, id, 'approve', { note: 'Please send it back' });
    await detailShows(page, 'Send goods back');
    await page.getByTestId('refund-detail-return-by').waitFor();
    await page.getByTestId('refund-detail-send-back').waitFor();
    await page.getByTestId('refund-detail-sendBack').click();
    await page.waitForURL(new RegExp(`#/pages/order/return-product\\?id=${id}`));
    // The parcel step names where it goes: the shop's return address, in the member's language.
    await expect
      .poll(() => page.getByTestId('return-address-text').innerText())
      .toBe('Pacer Mall Returns, 191 Si Lom Road, Bang Rak, Bangkok 10500');
    await page.getByTestId('return-product-tracking').locator('input').fill('KE1');
    await page.getByTestId('return-product-submit').click();
    await page.getByTestId('return-product-problem').waitFor();
    await page.getByTestId('return-product-carrier').locator('input').fill('Kerry Express');
    await page.getByTestId('return-product-tracking').locator('input').fill('KE123456789');
    await page.getByTestId('return-product-submit').click();
    await confirmDialog(page, 'Send these parcel details?');
    await page.waitForURL(new RegExp(`#/pages/order/refund-detail\\?id=${id}`));
    await expect.poll(() => page.getByTestId('refund-detail-status').innerText()).toBe('Goods on their way back');
    await expect
      .poll(() => page.getByTestId('refund-detail-return-parcel').innerText())
      .toContain('Kerry Express KE123456789');
    await expect.poll(() => page.getByTestId('refund-detail-actions').count()).toBe(0);

    // The shop receives, inspects and refunds: the cash balance grows by the refund.
    const before = await withdrawableCash(token);
    await decideAfterSale(operator, id, 'receive');
    await decideAfterSale(operator, id, 'inspect', { passed: 'true' });
    const paid = await payRefund(operator, id);
    expect(paid).toMatchObject({ status: 7 });
    expect(await withdrawableCash(token)).toBe(before + Math.round(Number(asked.refundAmount) * 100));
    await detailShows(page, 'Refunded');
    // Past the demo admin's refunds of the day (other journeys refund too), the first operator only
    // approves and the second admin pays: the timeline shows that approval as a step of its own.
    const approvals = paid.bySecondOperator ? ['Refund approved', 'Refund approved'] : ['Refund approved'];
    await expect
      .poll(() => page.getByTestId('refund-detail-step').allInnerTexts())
      .toEqual(['Refunded', ...approvals, 'Inspecting', 'Goods on their way back', 'Send goods back', 'Under review']);

    // The member's requests list it, and the order list's after-sale tab leads there.
    await page.goto('/#/pages/order/order?tab=after-sale');
    await page.getByTestId('orders-after-sales').click();
    await page.waitForURL(/#\/pages\/order\/after-sale$/);
    const listed = page.locator(`[data-testid="after-sale-card"][data-id="${id}"]`);
    await listed.waitFor();
    await expect.poll(() => listed.getByTestId('after-sale-status').innerText()).toBe('Refunded');
    await expect.poll(() => listed.getByTestId('after-sale-amount').innerText()).toContain(asked.refundAmount);

    // The order's page shows the line as refunded, no longer offers after-sales on it, and the total.
    await page.goto(`/#/pages/order/order-detail?orderId=${order.orderId}`);
    const refunded = page.getByTestId('order-line-refunded');
    await expect.poll(() => refunded.getAttribute('data-refund')).toBe('full');
    await expect.poll(() => refunded.innerText()).toContain(asked.refundAmount);
    await expect.poll(() => page.getByTestId('order-line-after-sale').count()).toBe(0);
    await expect.poll(() => page.getByTestId('order-amount-refunded').innerText()).toContain(asked.refundAmount);
    await context.close();
  });

  it('exchanges a set order, the only kind it may ask for, until the member confirms the replacement arrived, in Thai', async () => {
    const order = await receivedOrder('VIP 88 Package');
    const { page, context } = await memberPhone(browser, MEMBER, 'th_TH');

    // From the order's card in the list.
    await page.goto('/#/pages/order/order?tab=all');
    const card = page.locator(`[data-testid="order-card"][data-order-id="${order.orderId}"]`);
    await card.getByTestId('order-action-afterSale').click();
    await page.waitForURL(new RegExp(`#/pages/order/return-goods\\?orderId=${order.orderId}&orderLineId=\\d+`));
    await page.getByTestId('apply-form').waitFor();
    await expect
      .poll(() => page.getByTestId('apply-type').locator('.adm-selector-item').allInnerTexts())
      .toEqual(['เปลี่ยนสินค้า']);
    await page.getByText('เปลี่ยนสินค้าได้เท่านั้น', { exact: false }).waitFor();
    await expect.poll(() => page.getByTestId('apply-target').count()).toBe(0);
    await choose(page, 'apply-reason', 'สินค้าเสียหาย');
    await page.getByTestId('apply-submit').click();
    await confirmDialog(page, 'เปลี่ยนสินค้า');
    await page.waitForURL(/#\/pages\/order\/refund-detail\?id=\d+/);
    const id = Number(new URL(page.url()).hash.split('id=')[1]);
    await expect.poll(() => page.getByTestId('refund-detail-status').innerText()).toBe('รอตรวจสอบ');
    await expect.poll(() => page.getByTestId('refund-detail-amount').count()).toBe(0);

    // The shop approves; the member sends the goods back from the request's page.
    await decideAfterSale(operator, id, 'approve');
    await detailShows(page, 'รอส่งสินค้าคืน');
    await page.getByTestId('refund-detail-sendBack').click();
    await page.waitForURL(new RegExp(`#/pages/order/return-product\\?id=${id}`));
    await page.getByTestId('return-product-carrier').locator('input').fill('Flash Express');
    await page.getByTestId('return-product-tracking').locator('input').fill('TH0123456789');
    await page.getByTestId('return-product-submit').click();
    await confirmDialog(page, 'ยืนยันส่งข้อมูลพัสดุหรือไม่');
    await page.waitForURL(new RegExp(`#/pages/order/refund-detail\\?id=${id}`));
    await expect.poll(() => page.getByTestId('refund-detail-status').innerText()).toBe('ส่งสินค้าคืนแล้ว');

    // The goods come back and pass inspection, and the replacement ships.
    await decideAfterSale(operator, id, 'receive');
    await decideAfterSale(operator, id, 'inspect', { passed: 'true' });
    await detailShows(page, 'กำลังเตรียมสินค้าทดแทน');
    await expect.poll(() => page.getByTestId('refund-detail-confirmReceipt').count()).toBe(0);
    await decideAfterSale(operator, id, 'shipReplacement', { carrier: 'Kerry Express', trackingNo: 'KEX98765432' });
    await detailShows(page, 'จัดส่งสินค้าทดแทนแล้ว');
    await expect
      .poll(() => page.getByTestId('refund-detail-replacement').innerText())
      .toContain('Kerry Express KEX98765432');

    // The replacement arrives: the member confirms it (asked first) and the exchange is over.
    await page.getByTestId('refund-detail-confirmReceipt').click();
    await confirmDialog(page, 'ได้รับสินค้าทดแทนแล้วหรือไม่');
    await expect.poll(() => page.getByTestId('refund-detail-status').innerText()).toBe('เปลี่ยนสินค้าสำเร็จ');
    await expect
      .poll(() => page.getByTestId('refund-detail-step').allInnerTexts())
      .toEqual([
        'เปลี่ยนสินค้าสำเร็จ',
        'จัดส่งสินค้าทดแทนแล้ว',
        'กำลังเตรียมสินค้าทดแทน',
        'กำลังตรวจสอบสินค้า',
        'ส่งสินค้าคืนแล้ว',
        'รอส่งสินค้าคืน',
        'รอตรวจสอบ',
      ]);
    await expect.poll(() => page.getByTestId('refund-detail-actions').count()).toBe(0);
    expect(await afterSaleOf(token, id)).toMatchObject({ status: 7, returnCarrier: 'Flash Express' });
    await context.close();
  });

  it('exchanges for another specification, named on the request and in the back office', async () => {
    const order = await receivedOrder('Hydrating Serum');
    const { page, context } = await memberPhone(browser, MEMBER, 'en_US');
    await page.goto(`/#/pages/order/order-detail?orderId=${order.orderId}`);
    await page.getByTestId('order-line-after-sale').click();
    await page.getByTestId('apply-form').waitFor();
    await choose(page, 'apply-type', 'Exchange');
    // The line's own specification is chosen to begin with; the member picks the other one.
    const wanted = page.getByTestId('apply-wanted');
    await expect.poll(() => wanted.locator('.adm-selector-item-active').innerText()).toBe('30 ml');
    await choose(page, 'apply-wanted', '50 ml');
    await choose(page, 'apply-reason', 'Wrong item sent');
    await page.getByTestId('apply-submit').click();
    await confirmDialog(page, 'Exchange');
    await page.waitForURL(/#\/pages\/order\/refund-detail\?id=\d+/);
    const id = Number(new URL(page.url()).hash.split('id=')[1]);
    await expect.poll(() => page.getByTestId('refund-detail-wanted').innerText()).toContain('50 ml');
    await context.close();

    const desk = await newDesktop(browser);
    await logInToBackOffice(desk.page);
    await desk.page.goto(`/admin/#/after-sales/${id}`);
    await expect.poll(() => desk.page.getByTestId('after-sale-wanted').innerText()).toContain('50 ml');
    await desk.context.close();
    // Withdrawn: no replacement ships, so the demo's stock of the other size stays as it was.
    await call('/mallapi/afterSale/cancel', { token, body: { id } });
  });

  it('withdraws a request after confirming', async () => {
    const order = await receivedOrder('Cleanser');
    const detail = await call<{ lines: { id: number }[] }>(`/mallapi/orders/detail?orderId=${order.orderId}`, {
      token,
    });
    const asked = await applyAfterSale(token, {
      orderLineId: String(detail.lines[0]!.id),
      type: 'refund',
      reason: '0',
      quantity: '1',
      refundTarget: 'voucher',
    });
    const { page, context } = await memberPhone(browser, MEMBER, 'zh_CN');
    await page.goto(`/#/pages/order/refund-detail?id=${asked.id}`);
    await expect.poll(() => page.getByTestId('refund-detail-status').innerText()).toBe('待审核');
    await expect.poll(() => page.getByTestId('refund-detail-target').innerText()).toContain('代金券');
    await page.getByTestId('refund-detail-withdraw').click();
    await confirmDialog(page, '确定撤销该售后申请吗');
    await expect.poll(() => page.getByTestId('refund-detail-status').innerText()).toBe('已关闭');
    expect((await afterSaleOf(token, asked.id)).status).toBe(8);
    await context.close();
  });
});
