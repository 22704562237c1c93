// Tap targets and accessibility on a 360 px phone: a new member with a cart line and an order
// shipped to them opens home, a product, the cart, checkout, the order list and detail, and the
// account page; every visible control is at least 44 x 44 CSS px and axe finds no serious or
// critical issue on any of them. One phone, one pass.
//
// Deliberate exceptions, as WCAG 2.5.8 allows: a link inside a run of text (an inline `a` in a
// paragraph of other words), and elements that take focus only from code (tabindex="-1").
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openLoggedIn, scrollToRenderedEnd } from './browser.ts';
import { addAddressNearDemoVip, call, newMobile, operatorToken, signUp, type MemberSession } from './api.ts';
import { buyByQr, shipOrder } from './orders-api.ts';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const MIN = 44;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every rendered control smaller than 44 x 44, described well enough to find it. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'a, button, input, select, textarea, [role=button], [tabindex]:not([tabindex="-1"])';
    const inlineInText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const parent = element.parentElement;
      const own = (element.textContent ?? '').trim();
      return !!parent && (parent.textContent ?? '').trim().length > own.length;
    };
    // A control whose ::before / ::after is stretched over a positioned box (a list row) is hit there.
    const hitBox = (element: Element) => {
      for (const pseudo of ['::after', '::before']) {
        const style = getComputedStyle(element, pseudo);
        if (style.content === 'none' || style.position !== 'absolute') continue;
        let holder: Element | null = element;
        while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement;
        if (holder) return holder.getBoundingClientRect();
      }
      return element.getBoundingClientRect();
    };
    const found: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const box = hitBox(element);
      if (box.width === 0 || box.height === 0) continue;
      if (inlineInText(element)) continue;
      // A control inside a larger tappable parent (a stepper's input inside its label) is hit through it.
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      const name =
        element.getAttribute('data-testid') ??
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().slice(0, 24);
      found.push(
        `${element.tagName.toLowerCase()}.${element.className} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    }
    return found;
  }, MIN);
}

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

/** Serious and critical axe violations on the page, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResult> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Waits out any toast (1.5 s each) so axe does not judge its text mid-fade; what it said goes to
 * the journey's output, since a toast nobody asked for on these screens is worth a look.
 */
async function toastsGone(page: Page, path: string): Promise<void> {
  const toasts = page.locator('.adm-toast-mask');
  const said = await toasts.allInnerTexts();
  if (said.length > 0) console.warn(`${path}: a toast was on screen: ${said.join(' | ')}`);
  await expect.poll(() => toasts.count()).toBe(0);
}

/** A new member with an address, a cart line and an order already shipped. */
async function memberWithOrder(): Promise<{
  session: MemberSession;
  orderId: number;
  productId: number;
  skuId: number;
}> {
  const mobile = newMobile();
  const session = await signUp(mobile, 'Taps@123456');
  await addAddressNearDemoVip(session.token, { name: 'Tap Tester', mobile, street: '9 Silom Road' });
  const order = await buyByQr(session.token, 'Cleanser');
  await shipOrder(await operatorToken(), order.orderId);
  const found = await call<{ list: { id: number }[] }>('/mallapi/product/searchKeyword?keyword=Cleanser');
  const productId = found.list[0]!.id;
  const detail = await call<{ skus: { productGoodsId: number }[] }>(`/mallapi/product/detail?id=${productId}`);
  const skuId = detail.skus[0]!.productGoodsId;
  await call('/mallapi/cart/add', { token: session.token, body: { productGoodsId: String(skuId), num: '1' } });
  return { session, orderId: order.orderId, productId, skuId };
}

describe('tap targets and accessibility', () => {
  it('keeps every control on the key screens at least 44 x 44 with no serious axe issue', async () => {
    const { session, orderId, productId, skuId } = await memberWithOrder();
    // A 360 px phone; the page's CSP would refuse axe's injected script, so this phone lets it in.
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      baseURL: baseUrl(),
      bypassCSP: true,
    });
    const page = await context.newPage();
    await openLoggedIn(page, session, 'en_US');

    // Each screen's path and a mark that its content is in (home's end renders once scrolled to).
    const screens: [string, string][] = [
      ['/pages/index/index', 'renders-on-scroll'],
      [`/pages/product/product?id=${productId}`, 'product-buy-now'],
      ['/pages/cart/cart', 'cart-line'],
      [`/pages/order/createOrder?productGoodsId=${skuId}&num=1`, 'checkout-lines'],
      ['/pages/order/order', 'order-card'],
      [`/pages/order/order-detail?orderId=${orderId}`, 'order-detail'],
      ['/pages/user/user', 'order-shortcut-ship'],
    ];
    const problems: string[] = [];
    for (const [path, ready] of screens) {
      await page.goto(`/#${path}`);
      await page.getByTestId(ready).first().waitFor();
      await scrollToRenderedEnd(page);
      if (ready === 'renders-on-scroll') await page.getByTestId('home-language').waitFor();
      await page.waitForLoadState('networkidle');
      // Checkout prices again once its best coupon is chosen: measured when the submit button is ready,
      // its fade from disabled (an opacity transition) finished too.
      if (ready === 'checkout-lines')
        await expect
          .poll(() =>
            page
              .getByTestId('checkout-submit')
              .evaluate(
                (button) => !(button as HTMLButtonElement).disabled && getComputedStyle(button).opacity === '1',
              ),
          )
          .toBe(true);
      await toastsGone(page, path);
      for (const small of await smallTargets(page)) problems.push(`${path} small: ${small}`);
      for (const issue of await seriousViolations(page)) problems.push(`${path} axe: ${issue}`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
