import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPhone } from './browser.ts';
import { call, memberSession } from './api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Card {
  id: number;
  name: string;
  brandId: number | null;
  hasStock: boolean;
}

/** What the shop's own search answers, to know what the screen should show. */
async function searchApi(query: Record<string, string>, token?: string): Promise<Card[]> {
  const params = new URLSearchParams({ pageSize: '100', ...query });
  const found = await call<{ list: Card[] }>(`/mallapi/product/searchKeyword?${params.toString()}`, { token });
  return found.list;
}

async function brandIdNamed(name: string): Promise<number> {
  const params = new URLSearchParams({ keyword: name, pageSize: '10' });
  const brands = await call<{ list: { id: number; name: string }[] }>(
    `/mallapi/supplierBrand/brandPage?${params.toString()}`,
  );
  const brand = brands.list.find((candidate) => candidate.name === name);
  if (!brand) throw new Error(`No brand named ${name}`);
  return brand.id;
}

/** Logs a member in through the API and hands the session to the app the way its login page would. */
async function logInAs(context: BrowserContext, username: string): Promise<void> {
  const session = await memberSession(username);
  await context.addInitScript((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('tokenInvalidTime', session.invalidTime);
    localStorage.setItem('userInfo', JSON.stringify(session.user));
  }, session);
}

async function search(page: Page, keyword: string): Promise<void> {
  const box = page.getByTestId('search-box');
  await box.locator('input').fill(keyword);
  await box.getByTestId('search-box-submit').click();
}

async function resultIds(page: Page): Promise<number[]> {
  const ids = await page
    .getByTestId('search-results')
    .getByTestId('product-card')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-product-id'))));
  return ids;
}

async function resultPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('search-results').getByTestId('product-card-price').allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

describe('a shopper searching the catalogue', () => {
  it('finds products in Chinese and English, sorts by price, filters to one brand in stock, and opens one', async () => {
    const { page, context } = await newPhone(browser);
    await page.goto('/#/pages/search/search');
    await page.getByTestId('search-hot-words').waitFor();

    // Chinese has no spaces: part of a name finds it.
    await search(page, '防晒');
    await page.waitForURL(/#\/pages\/search\/searchList\?keyword=/);
    await page.getByTestId('search-results').getByText('兰花清爽防晒霜 SPF50').waitFor();

    // An English word finds the same catalogue through its English names, shown in Chinese.
    await search(page, 'Rice');
    await page.getByTestId('search-results').getByText('泰国茉莉香米 5kg').waitFor();
    const riceResults = await searchApi({ keyword: 'Rice' });
    expect(riceResults.length).toBeGreaterThan(2);
    await expect.poll(() => resultIds(page).then((ids) => ids.length)).toBe(riceResults.length);

    // Cheapest first.
    await page.getByTestId('sort-price').click();
    await page.waitForURL(/sort=priceAsc/);
    const ascending = (await searchApi({ keyword: 'Rice', sort: 'priceAsc' })).map((card) => card.id);
    await expect.poll(() => resultIds(page)).toEqual(ascending);
    const prices = await resultPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Only the Golden Rice brand, only what is in stock.
    await page.getByTestId('search-filter').click();
    await page.waitForURL(/#\/pages\/search\/filters/);
    await page.getByTestId('filter-brands').getByText('金穗', { exact: true }).click();
    await page.getByTestId('filter-in-stock').click();
    await page.getByTestId('filter-apply').click();
    await page.waitForURL(/#\/pages\/search\/searchList\?.*brandId=\d+.*inStock=1/);
    await expect.poll(() => page.getByTestId('search-filter-count').innerText()).toBe('2');

    const goldenRice = await brandIdNamed('金穗');
    const filtered = await searchApi({
      keyword: 'Rice',
      sort: 'priceAsc',
      brandId: String(goldenRice),
      inStock: 'true',
    });
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((card) => card.brandId === goldenRice && card.hasStock)).toBe(true);
    await expect.poll(() => resultIds(page)).toEqual(filtered.map((card) => card.id));

    // The first result opens its product page.
    const first = filtered[0]!;
    await page.getByTestId('search-results').getByTestId('product-card').first().click();
    await page.waitForURL(new RegExp(`#/pages/product/product\\?id=${first.id}`));
    await page.getByText(first.name).first().waitFor();
    await context.close();
  });

  it('keeps a member’s searches in their history until they clear it', async () => {
    const { page, context } = await newPhone(browser);
    await logInAs(context, 'demo_regular');

    await page.goto('/#/pages/search/search');
    await search(page, '防晒');
    await page.getByTestId('search-results').getByText('兰花清爽防晒霜 SPF50').waitFor();
    await search(page, '椰子');
    await page.getByTestId('search-results').getByText('香脆椰子片').waitFor();

    await page.goto('/#/pages/search/search');
    const history = page.getByTestId('search-history');
    await history.getByText('防晒', { exact: true }).waitFor();
    await history.getByText('椰子', { exact: true }).waitFor();

    // One word goes on its own.
    await history
      .getByTestId('search-history-item')
      .filter({ hasText: '椰子' })
      .getByTestId('search-history-remove')
      .click();
    await history.getByText('椰子', { exact: true }).waitFor({ state: 'detached' });
    await history.getByText('防晒', { exact: true }).waitFor();

    // Clearing everything asks first.
    await history.getByTestId('search-history-clear').click();
    await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await history.waitFor({ state: 'detached' });

    // The server has forgotten too.
    await page.reload();
    await page.getByTestId('search-hot-words').waitFor();
    await expect.poll(() => page.getByTestId('search-history').count()).toBe(0);
    await context.close();
  });
});
