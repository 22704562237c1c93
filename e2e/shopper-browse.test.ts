import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPhone, openAndCloseSheetTwice, scrollToRenderedEnd } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const secondsShown = (page: Page) => page.getByTestId('flash-countdown-seconds').innerText();

describe('a shopper browsing the shop', () => {
  it("sees home's notice scroll through when it is longer than its line, and stand still when it fits", async () => {
    const { page, context } = await newPhone(browser);
    const long =
      'Members day: free delivery on every order, double points on VIP sets, and a coupon for the next visit!';
    await page.route('**/mallapi/appIndex/home', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { result: { notice: { content: string } | null } };
      if (answer.result.notice) answer.result.notice.content = long;
      await route.fulfill({ response, json: answer });
    });
    const offset = () =>
      page
        .getByTestId('home-notice')
        .locator('span')
        .evaluate((text) => new DOMMatrix(getComputedStyle(text).transform).m41);
    await page.goto('/#/pages/index/index');
    await expect.poll(() => page.getByTestId('home-notice').innerText()).toBe(long);
    await expect.poll(offset).toBeLessThan(-5);

    await page.unroute('**/mallapi/appIndex/home');
    await page.reload();
    // Once the bar has measured its line (after the first paint), a notice that fits does not move.
    const words = page.getByTestId('home-notice').locator('span');
    await expect.poll(() => words.evaluate((text) => text.style.getPropertyValue('--notice-shift'))).toBe('-0px');
    await expect.poll(() => words.evaluate((text) => getComputedStyle(text).animationName)).toBe('none');
    await expect.poll(offset).toBe(0);
    await context.close();
  });

  it('a guest browses home and a product, then a member favourites it and removes it again', async () => {
    const { page, context } = await newPhone(browser);

    // Home: banners, the configured modules, and the flash-sale countdown ticking.
    await page.goto('/#/pages/index/index');
    await page.getByTestId('banner').first().waitFor();
    await expect
      .poll(() => page.getByTestId('home-notice').innerText())
      .toBe('会员日：满 500 元免运费，VIP 享会员价！');
    // More than two modules: the lower ones render as the shopper scrolls down to them.
    await scrollToRenderedEnd(page);
    await expect.poll(() => page.getByTestId('home-module').count()).toBeGreaterThan(2);
    await page.getByTestId('module-products').first().getByTestId('product-card').first().waitFor();
    await page.getByTestId('flash-strip').waitFor();
    const firstSeconds = await secondsShown(page);
    await expect.poll(() => secondsShown(page)).not.toBe(firstSeconds);
    await page.getByTestId('recommendations').scrollIntoViewIfNeeded();
    await page.getByTestId('recommend-products').getByTestId('product-card').first().waitFor();
    // About us: the sheet opens, closes, and opens again.
    await openAndCloseSheetTwice(page, 'home-about-us', 'about-us-popup');

    // The earphones on flash sale: the flash price, the sale running, its own countdown.
    await page.getByTestId('flash-item').filter({ hasText: '真无线降噪耳机' }).click();
    await page.waitForURL(/#\/pages\/product\/product\?id=\d+&flashSaleId=\d+/);
    await expect.poll(() => page.getByTestId('product-name').innerText()).toBe('真无线降噪耳机');
    await expect.poll(() => page.getByTestId('product-price').innerText()).toBe('¥199.00');
    await expect.poll(() => page.getByTestId('product-flash-state').innerText()).toBe('秒杀进行中');
    await page.getByTestId('product-countdown').waitFor();
    const flashStock = await page.getByTestId('product-stock').innerText();
    // Both ways to buy are open.
    await expect.poll(() => page.getByTestId('product-add-to-cart').isDisabled()).toBe(false);
    await expect.poll(() => page.getByTestId('product-buy-now').isDisabled()).toBe(false);

    // Another colour: its own price and stock, and the choice kept in the address.
    await page.getByTestId('product-spec-row').click();
    const picker = page.getByTestId('spec-picker');
    await picker.waitFor();
    await picker.getByTestId('spec-value').filter({ hasText: '雾霾蓝' }).click();
    await expect.poll(() => picker.getByTestId('picker-price').innerText()).toBe('¥399.00');
    await expect
      .poll(async () => (await picker.getByTestId('picker-stock').innerText()).replace(/\D/g, ''))
      .not.toBe(flashStock);
    await expect
      .poll(() => picker.getByTestId('spec-value').filter({ hasText: '雾霾蓝' }).getAttribute('aria-pressed'))
      .toBe('true');
    await picker.getByTestId('spec-confirm').click();
    await expect.poll(() => page.getByTestId('product-price').innerText()).toBe('¥399.00');
    await expect.poll(() => page.getByTestId('product-spec-text').innerText()).toBe('雾霾蓝');
    await expect.poll(() => page.getByTestId('product-stock').innerText()).not.toBe(flashStock);
    expect(page.url()).toMatch(/productGoodsId=\d+/);
    const productUrl = page.url();

    // Sharing is for VIP members only.
    await page.getByTestId('product-share').click();
    await page.getByText('分享商品链接需要 VIP 会员').waitFor();

    // A guest who taps favourite is asked to log in, and comes back to the product made a favourite, once.
    await page.getByTestId('product-favorite').click();
    await page.waitForURL(/#\/pages\/public\/login/);
    await page.locator('input[name="username"]').fill('demo_vip');
    await page.locator('input[name="password"]').fill('Demo@123456');
    await page.getByTestId('login-agree').click();
    await page.getByTestId('login-submit').click();
    await page.waitForURL(productUrl);
    const favorite = page.getByTestId('product-favorite');
    await expect.poll(() => favorite.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect.poll(() => favorite.getAttribute('aria-pressed')).toBe('true');

    // The favourite is in the collection, and can be removed after confirming.
    await page.goto('/#/pages/user/collection');
    const item = page.getByTestId('favorite').filter({ hasText: '真无线降噪耳机' });
    await item.waitFor();
    await item.getByTestId('favorite-remove').click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByTestId('favorites-empty').waitFor();
    await expect.poll(() => page.getByTestId('favorite').count()).toBe(0);

    await context.close();
  });

  it('shows the points tab to a guest priced in points, in the order chosen', async () => {
    const { page, context } = await newPhone(browser);
    await page.goto('/#/pages/integral/index');
    const products = page.getByTestId('points-zone-products').getByTestId('product-card');
    await products.first().waitFor();
    const points = () => products.getByTestId('product-card-points').allInnerTexts();
    await expect.poll(async () => (await points()).every((text) => /^\d+ 积分$/.test(text))).toBe(true);
    // The tab sorts by what it shows; the cash price sorts belong to the lists priced in cash.
    await expect.poll(() => page.getByTestId('sort-price').count()).toBe(0);
    await page.getByTestId('sort-sales').click();
    await expect.poll(() => page.getByTestId('sort-sales').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await points()).length).toBeGreaterThan(1);
    await context.close();
  });

  it('says a product that is not on the market does not exist', async () => {
    const { page, context } = await newPhone(browser);
    await page.goto('/#/pages/product/product?id=999999');
    await page.getByTestId('product-gone').getByText('商品不存在或已下架').waitFor();
    await context.close();
  });
});
