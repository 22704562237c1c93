// A new member's refund becomes a system notification: the account page's badge counts it, the
// member reads it in their language and the badge clears. An old app version is asked to update.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addAddressNearDemoVip, call, newMobile, operatorToken, signUp } from './api.ts';
import { launchBrowser, newPhone, openLoggedIn } from './browser.ts';
import { applyAfterSale, buyByQr, decideAfterSale, payRefund, receiveOrder, shipOrder } from './orders-api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a member reads their notifications', () => {
  it(
    'is told of a refund, reads it, the badge clears; an old app is asked to update',
    { timeout: 240_000 },
    async () => {
      // A fresh member buying a product with stock to spare, so no demo member or last unit moves.
      const mobile = newMobile();
      const session = await signUp(mobile, 'Notice@123456');
      const token = session.token;
      await addAddressNearDemoVip(token, { name: 'Notice Member', mobile, street: '3 Notice Road' });
      const operator = await operatorToken();
      const order = await buyByQr(token, 'Latex Neck Pillow');
      await shipOrder(operator, order.orderId);
      await receiveOrder(token, order.orderId);
      const detail = await call<{ lines: { id: number }[] }>(`/mallapi/orders/detail?orderId=${order.orderId}`, {
        token,
      });
      const asked = await applyAfterSale(token, {
        orderLineId: String(detail.lines[0]!.id),
        type: 'refund',
        reason: '1',
        quantity: '1',
        refundTarget: 'balance',
      });
      await decideAfterSale(operator, asked.id, 'approve');
      await payRefund(operator, asked.id);
      // The refund's event reaches the notice module with the next relay run (every minute). The
      // shipping notice comes earlier and counts as unread too: wait for the refund's own.
      await expect
        .poll(
          async () => {
            const found = await call<{ list: { title: string }[] }>('/mallapi/notice/queryPage', {
              token,
              lang: 'en_US',
              body: { kind: 'system' },
            });
            return found.list.map((item) => item.title);
          },
          { timeout: 150_000 },
        )
        .toContain('Refund paid');

      const { page, context } = await newPhone(browser);
      await openLoggedIn(page, session, 'en_US');
      await page.goto('/#/pages/user/user');
      await page.getByTestId('notice-badge-system').waitFor();
      await page.getByTestId('account-notice-system').click();
      await page.waitForURL(/#\/pages\/notice\/system-notification/);
      const refund = page.getByTestId('notice-list').locator('button', { hasText: 'Refund paid' });
      await refund.click();
      await expect.poll(() => page.getByTestId('notice-detail').innerText()).toContain('has been paid to your account');
      await page.getByTestId('notice-detail').locator('header button').click();
      await page.getByTestId('notice-detail').waitFor({ state: 'hidden' });
      // Opening it marked it read on the server; the shipping notice is read with "mark all read".
      await expect.poll(() => refund.getAttribute('data-read')).toBe('true');
      await page.getByTestId('notice-mark-all').click();
      await expect.poll(() => page.getByTestId('notice-mark-all').count()).toBe(0);
      await page.goto('/#/pages/user/user');
      await page.getByTestId('account-notice-system').waitFor();
      await expect.poll(() => page.getByTestId('notice-badge-system').count()).toBe(0);

      // The native app opens the shop naming its version: an old one gets the update prompt.
      await page.goto('/?appVersion=1.0.0#/pages/user/user');
      await expect.poll(() => page.getByTestId('update-prompt').innerText()).toContain('is available');
      await context.close();
    },
  );
});
