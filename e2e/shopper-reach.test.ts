// A shopper on a small phone (360 px) reaches what the shop has: tap targets big enough to hit,
// price tags that stay whole in narrow rows, the account page's entries, and the points tab.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { baseUrl, launchBrowser } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function smallPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL: baseUrl(),
  });
  return { context, page: await context.newPage() };
}

/** The width and height of every element the locator finds. */
async function sizes(targets: Locator): Promise<{ text: string; width: number; height: number }[]> {
  return targets.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { text: element.textContent ?? '', width: box.width, height: box.height };
    }),
  );
}

function expectTappable(found: { text: string; width: number; height: number }[]) {
  expect(found.length).toBeGreaterThan(0);
  for (const target of found) {
    expect(target.width, `${target.text} width`).toBeGreaterThanOrEqual(44);
    expect(target.height, `${target.text} height`).toBeGreaterThanOrEqual(44);
  }
}

/** Every member price tag of the home page's horizontal rows sits on one line, uncut. */
async function expectWholePriceTags(page: Page) {
  await page.goto('/#/pages/index/index');
  const row = page.locator('[data-testid="module-products"]');
  await row.getByTestId('price-kind').first().waitFor();
  const measure = () =>
    row.getByTestId('price-kind').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        const card = element.closest('[data-testid="product-card"]')!.getBoundingClientRect();
        const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
        return {
          text: element.textContent,
          oneLine: box.height <= lineHeight + 4,
          unclipped: element.scrollWidth <= element.clientWidth + 1 && box.right <= card.right + 0.5,
        };
      }),
    );
  // The rows load again in the new language; measure once they are back.
  await expect.poll(async () => (await measure()).length).toBeGreaterThan(0);
  const tags = await measure();
  for (const tag of tags) expect(tag).toMatchObject({ oneLine: true, unclipped: true });
}

describe('a shopper on a 360 px phone', () => {
  it('can hit the links and chips', async () => {
    const { context, page } = await smallPhone();

    await page.goto('/#/pages/index/index');
    await page.getByTestId('home-more').first().waitFor();
    await page.getByTestId('flash-more').waitFor();
    expectTappable(await sizes(page.getByTestId('home-more')));
    expectTappable(await sizes(page.getByTestId('flash-more')));

    await page.goto('/#/pages/search/search');
    await page.getByTestId('search-hot-word').first().waitFor();
    expectTappable(await sizes(page.getByTestId('search-hot-word')));

    await page.goto('/#/pages/search/filters');
    await page.getByTestId('filter-brands').locator('.adm-selector-item').first().waitFor();
    expectTappable(await sizes(page.locator('.adm-selector-item')));
    await context.close();
  });

  it('a member sees whole price tags, and finds favourites, support and their points', async () => {
    const { context, page } = await smallPhone();

    // A guest's points tab: points prices, and a way to log in for the balance.
    await page.goto('/#/pages/integral/index');
    await page.getByTestId('points-guest').waitFor();
    const prices = page.getByTestId('points-zone-products').getByTestId('product-card-points');
    await prices.first().waitFor();
    await expect.poll(() => prices.allInnerTexts()).toContain('200 积分');
    await expect.poll(() => page.getByTestId('points-zone-products').getByTestId('product-card-price').count()).toBe(0);
    await expect.poll(() => page.getByTestId('home-module').count()).toBe(0);

    await page.goto('/#/pages/public/login');
    await page.locator('input[name="username"]').fill('demo_vip');
    await page.locator('input[name="password"]').fill('Demo@123456');
    await page.getByTestId('login-agree').click();
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => !url.hash.includes('/pages/public/login'));

    // The member price tag in the home page's horizontal rows, in the longest languages too.
    for (const language of [/^English$/, /^ไทย$/, /^繁體中文$/, /^简体中文$/]) {
      await page.goto('/#/pages/user/language');
      await page.getByText(language).click();
      await expectWholePriceTags(page);
    }

    await page.goto('/#/pages/user/user');
    await page.getByTestId('account-favorites').click();
    await page.waitForURL(/#\/pages\/user\/collection/);
    await page.goBack();
    const phone = page.getByTestId('account-support-phone');
    await phone.waitFor();
    await expect.poll(() => phone.getAttribute('href')).toBe('tel:+6621234567');
    await expect
      .poll(() => page.getByTestId('account-support-email').getAttribute('href'))
      .toBe('mailto:support@pacer-mall.example');
    // Where the invite-code page says to contact customer service, it names how.
    await page.goto('/#/pages/userinfo/inviteCode');
    await page.getByTestId('support-contact-phone').waitFor();
    await expect.poll(() => page.getByTestId('support-contact-phone').getAttribute('href')).toBe('tel:+6621234567');
    await expect
      .poll(() => page.getByTestId('support-contact-email').getAttribute('href'))
      .toBe('mailto:support@pacer-mall.example');

    // The points tab: the member's balance and the way into its history.
    await page.goto('/#/pages/integral/index');
    await expect.poll(() => page.getByTestId('points-balance').innerText()).toMatch(/^\d[\d,]*$/);
    await page.getByTestId('points-history-link').click();
    await page.waitForURL(/#\/pages\/integral\/integral-history/);

    // The spec's product/brand-detail path is the brand page too.
    await page.goto('/#/pages/product/brand-detail?id=1');
    await page.getByTestId('brand-name').waitFor();
    await expect.poll(() => page.getByTestId('not-found').count()).toBe(0);
    await context.close();
  });
});
