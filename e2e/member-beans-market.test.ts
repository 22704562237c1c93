// The beans market: a new VIP (given 100 beans by an operator's adjustment) sells them to a friend
// who signed up with the VIP's invite code; the friend pays the sell-beans order by the sandbox QR
// and sees the beans. Only new members: no demo member's balance moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addAddressNearDemoVip, call, newMobile, operatorToken, runJobAt, signUp, type MemberSession } from './api.ts';
import { launchBrowser, newPhone, openLoggedIn } from './browser.ts';
import { becomeVip } from './orders-api.ts';

interface Member {
  memberId: number;
  inviteCode: string;
  session: MemberSession;
  token: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function newMember(inviteCode?: string): Promise<Member> {
  const session = await signUp(newMobile(), 'Beans@123456', inviteCode);
  const me = await call<{ memberId: number; inviteCode: string }>('/mallapi/member/getUser', { token: session.token });
  return { ...me, session, token: session.token };
}

/** A new member who bought the 199 set by the sandbox QR and is VIP. */
async function newVip(): Promise<Member> {
  const vip = await newMember();
  await addAddressNearDemoVip(vip.token, { name: 'Beans Seller', mobile: newMobile(), street: '3 Beans Road' });
  await becomeVip(vip.token);
  return vip;
}

async function beansOf(member: Member): Promise<number> {
  const balance = await call<{ beans: string }>('/mallapi/memberWallet/getBalance', { token: member.token });
  return Number(balance.beans);
}

/** Beans for a seller, given as an operator's adjustment. */
async function giveBeans(member: { memberId: number }, amount: string, note: string, idempotencyKey: string) {
  await call('/adminapi/ledger/adjust', {
    token: await operatorToken(),
    body: {
      memberId: member.memberId,
      asset: 'BEANS',
      direction: 'credit',
      amount,
      reasonCode: 'PROMOTION',
      note,
      idempotencyKey,
    },
  });
}

async function confirmDialog(page: Page) {
  await page.locator('.adm-dialog .adm-dialog-button-bold').click();
}

describe('the beans market', () => {
  it('a VIP sells 100 beans to a friend, who pays by QR and receives them', async () => {
    const seller = await newVip();
    const friend = await newMember(seller.inviteCode);
    await giveBeans(seller, '100.00', 'Beans market journey', `e2e-beans-credit-${seller.memberId}`);
    const before = await beansOf(friend);

    const sellerPhone = await newPhone(browser);
    await openLoggedIn(sellerPhone.page, seller.session, 'en_US');
    await sellerPhone.page.goto('/#/pages/pacer-new/create-sellRP');
    await sellerPhone.page.getByTestId('sell-beans-buyer').locator('input').fill(friend.inviteCode);
    await sellerPhone.page.getByTestId('sell-beans-amount').locator('input').fill('100');
    await sellerPhone.page.getByTestId('sell-beans-price').locator('input').fill('0.50');
    await expect.poll(() => sellerPhone.page.getByTestId('sell-beans-total').innerText()).toContain('50.00');
    await sellerPhone.page.getByTestId('sell-beans-submit').click();
    await confirmDialog(sellerPhone.page);
    await sellerPhone.page.waitForURL(/#\/pages\/order\/rpOrder-detail\?id=\d+/);
    await sellerPhone.page.getByTestId('beans-order-countdown').waitFor();
    const orderId = Number(/id=(\d+)/.exec(sellerPhone.page.url())![1]);

    const buyerPhone = await newPhone(browser);
    await openLoggedIn(buyerPhone.page, friend.session, 'en_US');
    await buyerPhone.page.goto('/#/pages/pacer-new/sellRP-list');
    await buyerPhone.page.getByRole('tab', { name: 'Bought' }).click();
    await buyerPhone.page.getByTestId('beans-orders-item').first().click();
    await buyerPhone.page.getByTestId('beans-order-pay').click();
    await buyerPhone.page.getByTestId('beans-pay-submit').click();
    await confirmDialog(buyerPhone.page);
    await buyerPhone.page.waitForURL(/#\/pages\/money\/prepay\?orderId=\d+&payableKind=beans-order/);
    await buyerPhone.page.getByTestId('prepay-qr').waitFor();
    const [bank] = await Promise.all([
      buyerPhone.page.waitForEvent('popup'),
      buyerPhone.page.getByTestId('prepay-open-bank').click(),
    ]);
    await bank.locator('button.pay').click();
    await bank.locator('main p').waitFor();
    await bank.close();
    await buyerPhone.page.waitForURL(/#\/pages\/money\/paySuccess\?orderId=\d+&payableKind=beans-order/);

    await buyerPhone.page.goto(`/#/pages/order/rpOrder-detail?id=${orderId}`);
    await buyerPhone.page.reload();
    await expect.poll(() => buyerPhone.page.getByTestId('beans-order').getAttribute('data-state')).toBe('paid');
    await buyerPhone.page.goto('/#/pages/pacer-new/history?tab=beans');
    await buyerPhone.page.reload();
    await expect.poll(() => buyerPhone.page.getByTestId('wallet-history-list').innerText()).toContain('100.00');
    expect(await beansOf(friend)).toBe(before + 100);
    await Promise.all([sellerPhone.context.close(), buyerPhone.context.close()]);
  });

  it('an order left unpaid past its hour returns the beans to the seller, who sees it expired', async () => {
    const seller = await newVip();
    const friend = await newMember(seller.inviteCode);
    await giveBeans(seller, '10.00', 'Beans expiry journey', `e2e-beans-expiry-${seller.memberId}`);
    const order = await call<{ id: number; expiresAt: string }>('/mallapi/beans/sellCreate', {
      token: seller.token,
      body: {
        buyer: friend.inviteCode,
        beans: '10.00',
        price: '1.00',
        idempotencyKey: `e2e-beans-expiry-order-${seller.memberId}`,
      },
    });
    expect(await beansOf(seller)).toBe(0);
    // The shop's clock moves past the order's hour: the expiry job runs as it would then.
    const later = new Date(Date.parse(order.expiresAt) + 60_000).toISOString();
    await runJobAt('beans.expire-sell-orders', later);
    expect(await beansOf(seller)).toBe(10);

    const sellerPhone = await newPhone(browser);
    await openLoggedIn(sellerPhone.page, seller.session, 'en_US');
    await sellerPhone.page.goto(`/#/pages/order/rpOrder-detail?id=${order.id}`);
    await expect.poll(() => sellerPhone.page.getByTestId('beans-order').getAttribute('data-state')).toBe('expired');
    await sellerPhone.context.close();
  });
});
