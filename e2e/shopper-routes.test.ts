// Every page of the route table, walked on a phone as a guest and as a member: each one reachable
// by taps from the tab bar or the account page, and none showing a not-found page, a failed load,
// a console error or a raw message id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser.ts';
import { call, memberToken, operatorToken } from './api.ts';
import { addTrackingEvent, buyByQr, shipOrder } from './orders-api.ts';
import { loadRouteTable, openEach, routePaths, walkByTaps, type Walk } from './route-walk.ts';

/** Route-table paths no tap needs to reach, each with the reason. */
const NOT_LINKED: Record<string, string> = {
  '/': 'the launch screen (advertisement) opens the app and moves on to home',
  '/pages/product/brand-detail': "the spec's second path of the brand page, kept for shared links",
  '/pages/public/login-service': 'where a social login provider sends the shopper back to',
  '/pages/public/login-service-wx': 'where WeChat login sends the shopper back to',
  '/pages/set/cell-phone':
    'the new-number step: after the old number is verified, or for a member without one (the demo member has one)',
  // The walking member's identity is under review, so the type choice shows their submission instead
  // of the forms; shopper-identity.test.ts reaches the forms by taps as a member without identity.
  '/pages/set/id-personal1': 'the personal identity form: for a member with no identity or a rejected one',
  '/pages/set/id-foreigner1': 'the foreigner identity form: for a member with no identity or a rejected one',
  '/pages/set/id-company1': 'the company identity form: for a member with no identity or a rejected one',
  '/pages/set/view-foreigner': "a foreigner's submitted identity (the walking member submitted a personal one)",
  '/pages/set/view-company': "a company's submitted identity (the walking member submitted a personal one)",
  '/pages/order/evaluate':
    "reviewing a received order: opened from the order's pages with its id (the walking member has no received order)",
  '/pages/set/bank-detail': "a bank card's detail: the walking member has no card until their identity is approved",
  // Buying starts a purchase, which the walk never does; shopper-checkout.test.ts taps through these.
  '/pages/order/createOrder': "checkout: opened by the cart's checkout or a product's buy now, which start a purchase",
  '/pages/money/paymentSelectMethod': 'the payment choice of an order just placed',
  '/pages/money/prepay': 'the QR of an order just placed',
  '/pages/money/check-result': 'waiting for the bank after "I have paid"',
  '/pages/money/paySuccess': 'shown once an order is paid',
  '/pages/money/payFailed': 'shown when a payment is declined or its time runs out',
  // The walk never confirms a cancel; shopper-orders.test.ts cancels an order and lands there.
  '/pages/order/cancelSuccess': 'shown once an order is cancelled',
  // After-sales starts from a received order, and the walking member's order is only shipped;
  // shopper-after-sale.test.ts taps through these.
  '/pages/order/after-sale':
    "the member's requests: linked from the order list's after-sale tab, and the walk opens the list on its first tab only",
  '/pages/order/return-goods': "asking for after-sales: opened from a received order's card or line",
  '/pages/order/refund-detail': 'one after-sales request: opened from the list of requests or after asking',
  '/pages/order/return-product': "sending goods back: opened from an approved request's page",
  // A sell-beans order needs a seller and a buyer; member-beans-market.test.ts taps through these.
  '/pages/order/createRpOrder':
    "a sell-beans order's pay page: opened from the buyer's order (the walking member has none)",
  '/pages/order/rpOrder-detail': 'one sell-beans order: opened from the list of orders (the walking member has none)',
  // member-withdraw.test.ts applies and opens the application it made.
  '/pages/vip/cash-detail':
    "one withdrawal application: opened from the member's applications or after applying (the walking member has none)",
  '/pages/user/gift-card-detail':
    "one redeemed gift card: opened from the member's cards or after redeeming (the walking member has none)",
  '/pages/webview/index': 'an operator-approved external page: opened from a link that carries its address',
  '/pages/pacer/sales-page-view':
    "a sales page: opened from its shared link or from the member's list of pages (the walking member has none)",
  // member-timeline.test.ts posts and opens its post from the feed.
  '/pages/timeline/detail/index': 'one post: opened from a post in the feed (the demo shop has no posts yet)',
  // member-feedback.test.ts sends feedback and taps through to it.
  '/pages/notice/dialogue':
    "the conversation about one feedback: opened from the member's feedback list or once it is sent (the walking member has sent none)",
};

/** Switches third-party login on or off, as an operator does in the back office. */
async function setSocialLogin(on: boolean): Promise<void> {
  await call('/adminapi/settings/update', { token: await operatorToken(), body: { key: 'showOpenLogin', value: on } });
}

/** The member buys (paid by QR) and the back office ships it with one tracking event. */
async function shippedOrder(username: string): Promise<void> {
  const [token, operator] = await Promise.all([memberToken(username), operatorToken()]);
  // Paid by QR: demo_vip's wallet stays as the demo left it for the wallet journey.
  const order = await buyByQr(token, 'Cleanser');
  const parcel = await shipOrder(operator, order.orderId);
  await addTrackingEvent(operator, parcel.shipmentId, 'Arrived at the sorting centre');
}

const TABS_AND_ACCOUNT = [
  '/pages/index/index',
  '/pages/integral/index',
  '/pages/pacer-new/index',
  '/pages/cart/cart',
  '/pages/user/user',
];

let browser: Browser;
let context: BrowserContext;
let page: Page;
let table: string[];
const consoleErrors: string[] = [];
const walk = (): Walk => ({ page, takeConsoleErrors: () => consoleErrors.splice(0) });

beforeAll(async () => {
  table = routePaths(await loadRouteTable());
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL: baseUrl(),
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto('/#/pages/index/index');
});
afterAll(() => browser?.close());

/** Walks from the tabs and the account page, then opens what no tap reached; returns the findings. */
async function walkAll(tapped: Set<string>) {
  const { reached, problems } = await walkByTaps(walk(), TABS_AND_ACCOUNT, tapped);
  const unreached = table.filter((path) => !reached.has(path));
  problems.push(...(await openEach(walk(), unreached)));
  return { reached, problems };
}

describe('every page of the shop on a phone', () => {
  const reachedByAnyone = new Set<string>();
  const tapped = new Set<string>();

  it('a guest opens every page without a broken one', { timeout: 600_000 }, async () => {
    expect(table.length).toBeGreaterThan(40);
    const { reached, problems } = await walkAll(tapped);
    for (const path of reached.keys()) reachedByAnyone.add(path);
    // Joined, so a failure prints each problem whole.
    expect(problems.join('\n')).toBe('');
  });

  it('a member opens every page without a broken one, and reaches each by taps', { timeout: 600_000 }, async () => {
    // The linked-accounts page exists only while third-party login is on; the app reads it at start.
    await setSocialLogin(true);
    // A shipped order, so the order pages (its detail, its parcels, one parcel) are reached from the
    // order list by taps, with an order to show.
    await shippedOrder('demo_vip');
    await page.reload();
    await page.goto('/#/pages/public/login');
    await page.locator('input[name="username"]').fill('demo_vip');
    await page.locator('input[name="password"]').fill('Demo@123456');
    await page.getByTestId('login-agree').click();
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => !url.hash.includes('/pages/public/login'));
    consoleErrors.splice(0);

    const { reached, problems } = await walkAll(tapped).finally(() => setSocialLogin(false));
    for (const path of reached.keys()) reachedByAnyone.add(path);
    // Two buttons the walk passes over when it comes to their pages in its full run (alone, it taps
    // them): each is tapped here, and its page counts as reached only if the tap gets there.
    for (const [from, button, to] of [
      ['/pages/set/binding-phone', 'binding-phone-change', '/pages/set/verify-phone'],
      ['/pages/set/bank-card', 'bank-add', '/pages/set/adding-bank'],
    ] as const) {
      await page.goto(`/#${from}`);
      await page.getByTestId(button).click();
      await page.waitForURL((url) => url.hash === `#${to}`);
      reachedByAnyone.add(to);
    }
    // Joined, so a failure prints each problem whole.
    expect(problems.join('\n')).toBe('');
    expect(table.filter((path) => !reachedByAnyone.has(path) && !(path in NOT_LINKED)).join('\n')).toBe('');
  });
});
