// The network pays: a V730 member's friend signs up with their invite code and is placed under
// them; the friend buys through the member's share code, and once the order's MP activates the
// member sees the 16% direct bonus and the sharing cashback, and their own sponsor (a VIP) the 0.5%
// generation bonus, each in their wallet history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { call, memberSession, memberToken, newMobile, operatorToken, signUp, type MemberSession } from './api.ts';
import { launchBrowser, newPhone, openLoggedIn } from './browser.ts';
import { receiveOrder, shipOrder } from './orders-api.ts';

interface Address {
  provinceId: number;
  cityId: number;
  areaId: number;
  zip: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The friend buys one cream by the sandbox QR, attributed to the sharer's code. */
async function buyThroughShare(token: string, mobile: string, shareCode: string): Promise<number> {
  const [demo] = await call<Address[]>('/mallapi/memberAddress/selectList', { token: await memberToken('demo_vip') });
  const { id: addressId } = await call<{ id: number }>('/mallapi/memberAddress/addAds', {
    token,
    body: { name: 'Network Friend', mobile, ...demo, address: '2 Network Road', isDefault: true },
  });
  const found = await call<{ list: { id: number }[] }>(
    `/mallapi/product/searchKeyword?keyword=${encodeURIComponent('Lotus Dew Night Repair Cream')}`,
  );
  const detail = await call<{ skus: { productGoodsId: number }[] }>(`/mallapi/product/detail?id=${found.list[0]!.id}`);
  const order = await call<{ orderId: number }>('/mallapi/orders/create', {
    token,
    body: {
      productGoodsId: String(detail.skus[0]!.productGoodsId),
      num: '1',
      addressId: String(addressId),
      shareCode,
      idempotencyKey: `e2e-bonus-${Date.now()}`,
    },
  });
  await call('/mallapi/pay/prepay', { token, body: { orderId: String(order.orderId) } });
  await call('/dev/pay-sandbox/complete', { body: { orderId: String(order.orderId), outcome: 'paid' } });
  return order.orderId;
}

/** The member's wallet history on one tab, as the phone shows it when opened afresh. */
async function historyText(page: Page, tab: string): Promise<string> {
  await page.goto(`/#/pages/pacer-new/history?tab=${tab}`);
  await page.reload();
  return page.getByTestId('wallet-history-list').innerText();
}

/** What the member was paid so far of one bonus kind, in minor units. */
async function bonusOf(token: string, kind: string): Promise<number> {
  const summary = await call<{ byKind: { kind: string; paid: string }[] }>('/mallapi/bonus/summary', { token });
  return Math.round(Number(summary.byKind.find((row) => row.kind === kind)?.paid ?? '0') * 100);
}

describe('the network paying a sponsor and an upline', () => {
  it('places a friend under the sharer, and pays the direct bonus, the cashback and the generation bonus', async () => {
    const sharer = await memberSession('demo_v730');
    const upline = await memberSession('demo_vip');
    const { inviteCode } = await call<{ inviteCode: string }>('/mallapi/member/getUser', { token: sharer.token });
    const mobile = newMobile();
    const friend: MemberSession = await signUp(mobile, 'Friend@123456', inviteCode);
    const me = await call<{ memberId: number; sponsorInviteCode: string }>('/mallapi/member/getUser', {
      token: friend.token,
    });
    expect(me.sponsorInviteCode).toBe(inviteCode);

    // The friend is placed in the sharer's placement tree within seconds of signing up.
    await expect
      .poll(
        async () => {
          const tree = await call<{ nodes: { memberId: number }[] }>('/mallapi/team/tree', {
            token: sharer.token,
            body: { kind: 'placement', depth: '5' },
          });
          return tree.nodes.some((node) => node.memberId === me.memberId);
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    const directBefore = await bonusOf(sharer.token, 'BONUS_DIRECT');
    const generationBefore = await bonusOf(upline.token, 'BONUS_GENERATION');
    const orderId = await buyThroughShare(friend.token, mobile, inviteCode);
    await shipOrder(await operatorToken(), orderId);
    await receiveOrder(friend.token, orderId);
    await call('/mallapi/orders/confirmMp', { token: friend.token, body: { orderId: String(orderId) } });
    // The bonus engine hears of the activation within seconds: 40 MP at 1.00 each, 16% to the
    // sponsor and 0.5% to the next VIP up (the sponsor's sponsor).
    await expect
      .poll(async () => (await bonusOf(sharer.token, 'BONUS_DIRECT')) - directBefore, { timeout: 60_000 })
      .toBe(640);
    await expect.poll(async () => (await bonusOf(upline.token, 'BONUS_GENERATION')) - generationBefore).toBe(20);

    // The sharer's phone: the friend on the placement chart, the bonus, and the cashback in cash.
    const phone = await newPhone(browser);
    await openLoggedIn(phone.page, sharer, 'en_US');
    await phone.page.goto('/#/pages/pacer/team-webview');
    await phone.page.getByTestId(`team-node-${me.memberId}`).waitFor();
    expect(await historyText(phone.page, 'bonus')).toMatch(/Direct sponsor bonus[\s\S]*6\.40/);
    await expect.poll(() => historyText(phone.page, 'balance')).toMatch(/Sharing cashback[\s\S]*5\.00/);
    await phone.context.close();

    // The sharer's sponsor's phone: the generation bonus.
    const uplinePhone = await newPhone(browser);
    await openLoggedIn(uplinePhone.page, upline, 'en_US');
    expect(await historyText(uplinePhone.page, 'bonus')).toMatch(/Generation bonus[\s\S]*0\.20/);
    await uplinePhone.context.close();
  });
});
