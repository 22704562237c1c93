// The cart in the browser: a guest taps "add to cart", logs in when asked, comes back to the
// product with the line added, sees it in the cart with its total, changes the quantity and
// deletes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPhone } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a shopper fills the cart', () => {
  it('a guest adds to cart, logs in, and changes and deletes the line in the cart', async () => {
    const { page, context } = await newPhone(browser);
    // The cleanser: plenty in stock, sold at retail to a level 1 member.
    const search = await page.request.get('/mallapi/product/searchKeyword?keyword=Cleanser');
    const found = (await search.json()) as { result: { list: { id: number }[] } };
    const productId = found.result.list[0]!.id;

    await page.goto(`/#/pages/product/product?id=${productId}`);
    await expect.poll(() => page.getByTestId('product-name').innerText()).toBe('温和氨基酸洁面乳');
    await page.getByTestId('product-add-to-cart').click();

    // Asked to log in; back on the product afterwards, with the line added.
    await page.waitForURL(/#\/pages\/public\/login/);
    await page.locator('input[name="username"]').fill('demo_regular');
    await page.locator('input[name="password"]').fill('Demo@123456');
    await page.getByTestId('login-agree').click();
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/#\/pages\/product\/product\?id=/);
    await page.getByText('已加入购物车').waitFor();

    await page.goto('/#/pages/cart/cart');
    await expect.poll(() => page.getByTestId('tab-cart-badge').innerText()).toBe('1');
    const line = page.getByTestId('cart-line').filter({ hasText: '温和氨基酸洁面乳' });
    await line.waitFor();
    await expect.poll(() => line.getByTestId('cart-line-price').innerText()).toBe('¥79.00');
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toBe('¥79.00');

    // One more: the server prices the line again.
    await line.getByTestId('cart-line-num-plus').click();
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toBe('¥158.00');
    await expect.poll(() => line.getByTestId('cart-line-num-input').inputValue()).toBe('2');

    // Unselected, it leaves the total; selected again, it returns.
    await line.getByTestId('cart-line-select').click();
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toBe('¥0.00');
    await page.getByTestId('cart-select-all').click();
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toBe('¥158.00');

    // Delete, after a confirmation: the cart is empty and recommends products.
    await page.getByTestId('cart-edit').click();
    await page.getByTestId('cart-delete-selected').click();
    await page.locator('.adm-dialog .adm-dialog-button-bold').click();
    await page.getByTestId('cart-empty').waitFor();
    await page.getByTestId('recommend-products').getByTestId('product-card').first().waitFor();
    await expect.poll(() => page.getByTestId('tab-cart-badge').count()).toBe(0);
    await context.close();
  });
});
