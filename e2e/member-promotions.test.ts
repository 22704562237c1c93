// Promotions, tapped through by new members on products, coupons, cards and codes the back office
// made for this journey (so no demo member's balance and no demo product's stock moves): a coupon
// claimed on the product page takes its amount off at checkout; a 500 discount card bought by QR
// pays most of an eligible product and the member gives part of it to a friend; a pickup code
// places a paid order at zero price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addAddressNearDemoVip, call, newMobile, operatorToken, signUp, type MemberSession } from './api.ts';
import { launchBrowser, newPhone, openLoggedIn } from './browser.ts';

let browser: Browser;
let admin: string;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await operatorToken();
});
afterAll(() => browser?.close());

interface JourneyProduct {
  id: number;
  skus: { productGoodsId: number }[];
}

/** A listed product of the journey's own, one SKU at `price` (retail and member price alike). */
async function journeyProduct(name: string, price: string, extra: Record<string, unknown> = {}) {
  const categories = await call<{ id: number }[]>('/adminapi/catalog/category/list', { token: admin });
  return call<JourneyProduct>('/adminapi/catalog/product/save', {
    token: admin,
    body: {
      categoryId: categories[0]!.id,
      name: { zh_CN: name, en_US: name },
      skus: [{ price, memberPrice: price, stock: 10 }],
      isListed: true,
      ...extra,
    },
  });
}

/** A new member with a default address, as an earlier visit would have left them. */
async function newMember(name: string): Promise<{ session: MemberSession; mobile: string }> {
  const mobile = newMobile();
  const session = await signUp(mobile, 'Promo@123456');
  await addAddressNearDemoVip(session.token, { name, mobile, street: `${Date.now()} Promotion Road` });
  return { session, mobile };
}

/** The tester's side of the QR: the sandbox bank page it opens, paying. */
async function payAtBank(page: Page) {
  await page.getByTestId('prepay-qr').waitFor();
  const [bank] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('prepay-open-bank').click()]);
  await bank.locator('button.pay').click();
  await bank.locator('main p').waitFor();
  await bank.close();
  await page.waitForURL(/#\/pages\/money\/paySuccess\?orderId=/, { timeout: 20_000 });
}

interface OrderSeen {
  status: number;
  amounts: Record<string, string>;
}

const orderOf = (token: string, orderId: number) =>
  call<OrderSeen>(`/mallapi/orders/detail?orderId=${orderId}`, { token });
/** A text field, wherever antd-mobile puts the test id (its wrapper or the input itself). */
const field = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`);
const orderIdIn = (page: Page) => Number(/orderId=(\d+)/.exec(page.url())![1]);

describe('member promotions', () => {
  it('claims a coupon on the product page and pays 20.00 less with it at checkout', async () => {
    const product = await journeyProduct('Coupon Trial Tea', '150');
    const template = await call<{ id: number }>('/adminapi/coupon/template/save', {
      token: admin,
      body: {
        name: { zh_CN: '试用茶立减20', en_US: 'Trial tea 20 off' },
        kind: 'amountOff',
        amount: '20',
        threshold: '100',
        validDays: 7,
        productId: product.id,
        claimable: true,
        perMemberLimit: 1,
        totalLimit: 5,
      },
    });
    const { session } = await newMember('Coupon Buyer');
    const { context, page } = await newPhone(browser);
    await openLoggedIn(page, session, 'en_US');

    await page.goto(`/#/pages/product/product?id=${product.id}`);
    await page.getByTestId('product-coupons-row').click();
    await page.getByTestId(`product-coupon-claim-${template.id}`).click();
    await page.getByTestId(`product-coupon-claimed-${template.id}`).waitFor();
    await page.getByTestId('product-coupon-sheet').locator('header button').click();
    await page.getByTestId('product-coupon-sheet').waitFor({ state: 'hidden' });

    // Checkout starts with the best coupon chosen: the one just claimed.
    await page.getByTestId('product-buy-now').click();
    await page.waitForURL(/#\/pages\/order\/createOrder\?productGoodsId=/);
    await expect.poll(() => page.getByTestId('checkout-coupon').innerText()).toContain('20.00');
    await expect.poll(() => page.getByTestId('checkout-qr').innerText()).toContain('140.00'); // 150 + 10 shipping − 20
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL(/#\/pages\/money\/paymentSelectMethod\?orderId=\d+/);
    const orderId = orderIdIn(page);
    await page.getByTestId('pay-method-pay').click();
    await payAtBank(page);
    expect(await orderOf(session.token, orderId)).toMatchObject({ status: 2, amounts: { coupon: '20.00' } });
    await context.close();
  });

  it('buys a 500 discount card by QR, spends 450 of it on an eligible product and gives 20 to a friend', async () => {
    const product = await journeyProduct('Card Trial Kettle', '500', { dcDiscountPercent: 10 });
    const { session } = await newMember('Card Buyer');
    const friendMobile = newMobile();
    const friend = await signUp(friendMobile, 'Promo@123456');
    const cardBalance = async (token: string) =>
      (await call<{ balance: string }>('/mallapi/discountCard/lots', { token, body: {} })).balance;
    const { context, page } = await newPhone(browser);
    await openLoggedIn(page, session, 'en_US');

    await page.goto('/#/pages/discount-card/purchase');
    await page.getByTestId('dc-face-500.00').click();
    await page.getByTestId('dc-pay-qr').click();
    await page.getByTestId('dc-buy').click();
    await page.locator('.adm-dialog .adm-dialog-button-bold').click();
    await page.waitForURL(/#\/pages\/money\/prepay\?orderId=\d+&payableKind=discount-card/);
    await payAtBank(page);
    await expect.poll(() => cardBalance(session.token)).toBe('500.00');

    // The card pays the kettle at its 10% card discount; the goods reach free shipping.
    await page.goto(`/#/pages/product/product?id=${product.id}`);
    await page.getByTestId('product-buy-now').click();
    await page.waitForURL(/#\/pages\/order\/createOrder\?productGoodsId=/);
    await page.getByTestId('checkout-lines').waitFor();
    await page.getByTestId('checkout-use-discountCard').click();
    await expect.poll(() => page.getByTestId('checkout-dc-saving').innerText()).toContain('50.00');
    await expect.poll(() => page.getByTestId('checkout-qr').innerText()).toMatch(/^\D*0\.00$/);
    await page.getByTestId('checkout-submit').click();
    await page.locator('.adm-dialog .adm-dialog-button-bold').click();
    await page.waitForURL(/#\/pages\/money\/paySuccess\?orderId=\d+/);
    expect(await orderOf(session.token, orderIdIn(page))).toMatchObject({
      status: 2,
      amounts: { discountCard: '450.00', dcSaving: '50.00', qr: '0.00' },
    });

    await page.goto('/#/pages/discount-card/history');
    await page.getByTestId('dc-give').click();
    await field(page, 'dc-give-to').fill(friendMobile);
    await field(page, 'dc-give-amount').fill('20');
    await page.getByTestId('dc-give-submit').click();
    await page.locator('.adm-dialog .adm-dialog-button-bold').click();
    await page.getByTestId('dc-give-sheet').waitFor({ state: 'hidden' });
    expect(await cardBalance(session.token)).toBe('30.00');
    expect(await cardBalance(friend.token)).toBe('20.00');
    await context.close();
  });

  it('redeems a pickup code to an order paid at zero price', async () => {
    const product = await journeyProduct('Pickup Trial Soap', '89');
    const batch = await call<{ csv: string }>('/adminapi/giftCard/generate', {
      token: admin,
      body: {
        name: 'Journey pickup',
        kind: 'pickup',
        productGoodsId: product.skus[0]!.productGoodsId,
        count: 1,
        key: `journey-pickup-${Date.now()}`,
      },
    });
    const code = batch.csv.trim().split('\n')[1]!.split(',')[0]!;
    const { session } = await newMember('Pickup Member');
    const { context, page } = await newPhone(browser);
    await openLoggedIn(page, session, 'en_US');

    await page.goto('/#/pages/user/gift-card-code');
    await field(page, 'gift-card-code-input').fill(code);
    await page.getByTestId('gift-card-redeem').click();
    await page.getByTestId('pickup-address').first().click();
    await page.waitForURL(/#\/pages\/order\/order-detail\?orderId=\d+/);
    expect(await orderOf(session.token, orderIdIn(page))).toMatchObject({
      status: 2,
      amounts: { qr: '0.00', cash: '0.00' },
    });
    await context.close();
  });
});
