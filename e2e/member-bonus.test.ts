// The network pays: two new members become VIP by buying the 199 set, one sponsoring the other; a
// friend signs up with the second one's invite code and is placed under them, buys through their
// share code, and once the order's MP activates the sharer sees the 16% direct bonus and the
// sharing cashback, and the upline the 0.5% generation bonus, each in their wallet history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addAddressNearDemoVip, call, newMobile, operatorToken, signUp, type MemberSession } from './api.ts';
import { launchBrowser, newPhone, openLoggedIn } from './browser.ts';
import { becomeVip, buyByQr, receiveOrder, shipOrder } from './orders-api.ts';

interface Member {
  memberId: number;
  inviteCode: string;
  sponsorInviteCode: string | null;
  session: MemberSession;
  token: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A new member with an address, signed up with `inviteCode` (the company's without). */
async function newMember(inviteCode?: string): Promise<Member> {
  const mobile = newMobile();
  const session = await signUp(mobile, 'Network@123456', inviteCode);
  const me = await call<{ memberId: number; inviteCode: string; sponsorInviteCode: string | null }>(
    '/mallapi/member/getUser',
    { token: session.token },
  );
  await addAddressNearDemoVip(session.token, { name: 'Network Member', mobile, street: '2 Network Road' });
  return { ...me, session, token: session.token };
}

/** A new member who bought the 199 set and is VIP, with the bonus credit the set grants. */
async function newVip(inviteCode?: string): Promise<Member> {
  const vip = await newMember(inviteCode);
  await becomeVip(vip.token);
  return vip;
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
    // A chain of its own, so no demo member's balances move: upline ← sharer ← friend.
    const upline = await newVip();
    const sharer = await newVip(upline.inviteCode);
    const friend = await newMember(sharer.inviteCode);
    expect(friend.sponsorInviteCode).toBe(sharer.inviteCode);

    // The friend is placed in the sharer's placement tree within seconds of signing up.
    await expect
      .poll(
        async () => {
          const tree = await call<{ nodes: { memberId: number; parentId: number | null }[] }>('/mallapi/team/tree', {
            token: sharer.token,
            body: { kind: 'placement' },
          });
          return tree.nodes.find((node) => node.memberId === friend.memberId)?.parentId ?? null;
        },
        { timeout: 30_000 },
      )
      .toBe(sharer.memberId);

    const { orderId } = await buyByQr(friend.token, 'Latex Neck Pillow', { shareCode: sharer.inviteCode });
    await shipOrder(await operatorToken(), orderId);
    await receiveOrder(friend.token, orderId);
    await call('/mallapi/orders/confirmMp', { token: friend.token, body: { orderId: String(orderId) } });
    // The bonus engine hears of the activation within seconds: 40 MP at 1.00 each, 16% to the
    // sponsor and 0.5% to the next VIP up.
    await expect.poll(() => bonusOf(sharer.token, 'BONUS_DIRECT'), { timeout: 60_000 }).toBe(640);
    await expect.poll(() => bonusOf(upline.token, 'BONUS_GENERATION')).toBe(20);

    // The sharer's phone: the friend on the placement chart, the bonus, and the cashback in cash.
    const phone = await newPhone(browser);
    await openLoggedIn(phone.page, sharer.session, 'en_US');
    await phone.page.goto('/#/pages/pacer/team-webview');
    await phone.page.getByTestId(`team-node-${friend.memberId}`).waitFor();
    expect(await historyText(phone.page, 'bonus')).toMatch(/Direct sponsor bonus[\s\S]*6\.40/);
    await expect.poll(() => historyText(phone.page, 'balance')).toMatch(/Sharing cashback[\s\S]*5\.00/);
    await phone.context.close();

    // The upline's phone: the generation bonus.
    const uplinePhone = await newPhone(browser);
    await openLoggedIn(uplinePhone.page, upline.session, 'en_US');
    expect(await historyText(uplinePhone.page, 'bonus')).toMatch(/Generation bonus[\s\S]*0\.20/);
    await uplinePhone.context.close();
  });
});
