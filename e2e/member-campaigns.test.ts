// The 0-yuan purchase: a new member becomes VIP by buying the 199 set, finds the 0-yuan page from
// the subsidy page, takes the item the back office put on for this journey (its own product, so
// no demo product's stock or price moves) and lands on its order, paid by the campaign; the item
// then shows as taken, and a second take is refused with the shop's text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addAddressNearDemoVip, call, callEnvelope, memberSession, newMobile, operatorToken, signUp } from './api.ts';
import { launchBrowser, newPhone, openLoggedIn } from './browser.ts';
import { becomeVip } from './orders-api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A product of the journey's own with one SKU, listed, and a 0-yuan campaign of it. */
async function zeroItem(admin: string): Promise<{ campaignId: number }> {
  const categories = await call<{ id: number }[]>('/adminapi/catalog/category/list', { token: admin });
  const product = await call<{ skus: { productGoodsId: number }[] }>('/adminapi/catalog/product/save', {
    token: admin,
    body: {
      categoryId: categories[0]!.id,
      name: { zh_CN: '零元购试用装', en_US: 'Zero Trial Kit' },
      skus: [{ price: '59', memberPrice: '49', stock: 10 }],
      isListed: true,
    },
  });
  const campaign = await call<{ id: number }>('/adminapi/campaign/zeroCreate', {
    token: admin,
    body: { name: 'Journey 0-yuan', productGoodsId: product.skus[0]!.productGoodsId, stock: 3 },
  });
  return { campaignId: campaign.id };
}

/** A new member with an address who bought the 199 set by the sandbox QR and is VIP. */
async function newVip() {
  const mobile = newMobile();
  const session = await signUp(mobile, 'Campaign@123456');
  const addressId = await addAddressNearDemoVip(session.token, { name: 'Zero Buyer', mobile, street: '3 Zero Road' });
  await becomeVip(session.token);
  // A new login, as the app makes: a token the server already knew keeps its member's old level for
  // up to AUTH_CACHE_MS, and the 0-yuan take reads the level from the token.
  const vip = await memberSession(session.user.username, 'Campaign@123456');
  return { session: { ...vip, user: { ...vip.user, level: 2 } }, addressId };
}

describe('a VIP takes a 0-yuan item', () => {
  it('once, from the subsidy page, and is refused a second time', async () => {
    const { campaignId } = await zeroItem(await operatorToken());
    const vip = await newVip();
    const { context, page } = await newPhone(browser);
    await openLoggedIn(page, vip.session, 'en_US');

    await page.goto('/#/pages/subsidy/index');
    await page.getByTestId('zero-link').click();
    const item = page.getByTestId(`zero-item-${campaignId}`);
    await expect.poll(() => item.innerText()).toContain('Zero Trial Kit');
    await expect.poll(() => item.innerText()).toContain('3 left');
    await page.getByTestId(`zero-take-${campaignId}`).click();
    await expect.poll(() => page.url()).toMatch(/orderId=\d+/);
    const orderId = Number(/orderId=(\d+)/.exec(page.url())![1]);
    const order = await call<{ status: number; amounts: { qr: string } }>(`/mallapi/orders/detail?orderId=${orderId}`, {
      token: vip.session.token,
    });
    expect(order).toMatchObject({ status: 2, amounts: { qr: '0.00' } });

    await page.goto('/#/pages/subsidy/zero');
    await page.getByTestId(`zero-order-${campaignId}`).waitFor();
    await expect.poll(() => page.getByTestId(`zero-take-${campaignId}`).count()).toBe(0);
    const again = await callEnvelope('/mallapi/campaign/zeroTake', {
      token: vip.session.token,
      lang: 'en_US',
      body: { id: String(campaignId), addressId: String(vip.addressId) },
    });
    expect(again).toMatchObject({ success: false, message: 'You have already taken this 0-yuan item' });
    await context.close();
  });
});
