// A guest's intent survives the login it needed: whichever way they log in (password, code, or a new
// account), they come back where they were with the action they asked for done once. Also: the
// category page lists every top-level category, and the language chosen on the device wins at login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { call, newMobile, sendAndReadCode, signUp } from './api.ts';
import { launchBrowser, newPhone } from './browser.ts';

const PASSWORD = 'Return@2026';
let browser: Browser;
let productPath = '';
beforeAll(async () => {
  browser = await launchBrowser();
  // A product with plenty in stock, so adding one unit moves nothing another journey reads.
  const found = await call<{ list: { id: number }[] }>('/mallapi/product/searchKeyword?keyword=Cleanser');
  productPath = `/#/pages/product/product?id=${found.list[0]!.id}`;
});
afterAll(() => browser?.close());

async function cartCount(token: string): Promise<number> {
  const cart = await call<{ list: unknown[] }>('/mallapi/cart/list', { token, body: {} });
  return cart.list.length;
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

describe('a guest who has to log in to act on a product', () => {
  it('adds to cart, switches to the code tab and back, logs in by code, and finds the product in the cart', async () => {
    const mobile = newMobile();
    await signUp(mobile, PASSWORD);
    const { page, context } = await newPhone(browser);
    await page.goto(productPath);
    await page.getByTestId('product-add-to-cart').click();
    await page.waitForURL(/#\/pages\/public\/login/);
    // Switching tabs rewrites the address; the way back must survive it.
    await page.getByTestId('login-tab-code').click();
    await page.getByTestId('login-tab-password').click();
    await page.getByTestId('login-tab-code').click();
    const form = page.getByTestId('login-code-form');
    await form.locator('input[name="mobile"]').fill(mobile);
    await form.locator('input[name="code"]').fill(await sendAndReadCode(form, mobile, 'login'));
    await page.getByTestId('login-agree').click();
    await page.getByTestId('login-code-submit').click();
    await page.waitForURL((url) => url.hash.startsWith(productPath.slice(1)));
    const token = await tokenOf(page);
    await expect.poll(() => cartCount(token)).toBe(1);
    // Done once: coming back to the product adds nothing more.
    await page.reload();
    await page.getByTestId('product-name').waitFor();
    await expect.poll(() => cartCount(token)).toBe(1);
    await context.close();
  });

  it('taps buy now, logs in by password, and goes on to checkout with that product', async () => {
    const mobile = newMobile();
    await signUp(mobile, PASSWORD);
    const { page, context } = await newPhone(browser);
    await page.goto(productPath);
    await page.getByTestId('product-buy-now').click();
    await page.waitForURL(/#\/pages\/public\/login/);
    const form = page.getByTestId('login-password-form');
    await form.locator('input[name="username"]').fill(mobile);
    await form.locator('input[name="password"]').fill(PASSWORD);
    await page.getByTestId('login-agree').click();
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/#\/pages\/order\/createOrder\?productGoodsId=\d+&num=1/);
    await context.close();
  });

  it('taps favourite, signs up instead, and comes back to the product made a favourite', async () => {
    const mobile = newMobile();
    const { page, context } = await newPhone(browser);
    await page.goto(productPath);
    await page.getByTestId('product-favorite').click();
    await page.waitForURL(/#\/pages\/public\/login/);
    await page.getByTestId('login-to-register').click();
    const form = page.getByTestId('register-form');
    await form.locator('input[name="mobile"]').fill(mobile);
    await form.locator('input[name="code"]').fill(await sendAndReadCode(form, mobile, 'register'));
    await form.locator('input[name="password"]').fill(PASSWORD);
    await page.getByTestId('login-agree').click();
    await page.getByTestId('register-submit').click();
    await page.waitForURL((url) => url.hash.startsWith(productPath.slice(1)));
    await expect.poll(() => page.getByTestId('product-favorite').getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });
});

describe('the category page', () => {
  it('lists every top-level category down the side', async () => {
    const tree = await call<{ id: number; name: string }[]>('/mallapi/productCate/tree', { lang: 'en_US' });
    const { page, context } = await newPhone(browser);
    await page.addInitScript(() => localStorage.setItem('lang', 'en_US'));
    await page.goto('/#/pages/category/category-new');
    const side = page.getByTestId('category-grand-list');
    await expect.poll(() => side.locator('[data-testid^="category-grand-"]').count()).toBe(tree.length);
    for (const grand of tree) {
      await expect.poll(() => side.getByTestId(`category-grand-${grand.id}`).innerText()).toBe(grand.name);
    }
    // Choosing another shows its subcategories.
    const last = tree.at(-1)!;
    await side.getByTestId(`category-grand-${last.id}`).click();
    await expect.poll(() => page.getByTestId('category-subs').locator('h2').innerText()).toBe(last.name);
    await context.close();
  });
});

describe('a guest who chose Thai on this device', () => {
  it('keeps Thai after logging into an account saved in Chinese, and the account learns it', async () => {
    const mobile = newMobile();
    const session = await signUp(mobile, PASSWORD);
    const saved = await call<{ language: number }>('/mallapi/member/getUser', { token: session.token });
    expect(saved.language).toBe(1);
    const { page, context } = await newPhone(browser);
    await page.goto('/#/pages/user/language');
    await page.getByTestId('language-th_TH').click();
    await page.goto('/#/pages/public/login');
    await expect.poll(() => page.getByTestId('navbar-title').innerText()).toBe('เข้าสู่ระบบ');
    const form = page.getByTestId('login-password-form');
    await form.locator('input[name="username"]').fill(mobile);
    await form.locator('input[name="password"]').fill(PASSWORD);
    await page.getByTestId('login-agree').click();
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => !url.hash.includes('/pages/public/login'));
    await page.goto('/#/pages/user/user');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('th-TH');
    await expect
      .poll(
        async () => (await call<{ language: number }>('/mallapi/member/getUser', { token: session.token })).language,
      )
      .toBe(3);
    await context.close();
  });
});
