import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chooseOption, launchBrowser, newDesktop, logInToBackOffice, openFromMenu } from './browser.ts';
import { call, callEnvelope } from './api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('an operator lists a new product and a shopper finds it', () => {
  it('creates a listed product with two SKUs, shoppers find it, and unlisting it takes it off the market', async () => {
    const stamp = Date.now();
    const englishName = `E2E Teapot ${stamp}`;
    const chineseName = `E2E 茶壶 ${stamp}`;
    const { page, context } = await newDesktop(browser);

    await logInToBackOffice(page);

    // The Catalogue group opens onto its pages.
    await openFromMenu(page, 'nav-catalog', 'nav-catalog-products', '/catalog/products');
    await page.getByTestId('product-create').click();

    await page.getByTestId('product-name-zh_CN').fill(chineseName);
    await page.getByTestId('product-lang-en_US').click();
    await page.getByTestId('product-name-en_US').fill(englishName);

    // Any category will do: the first one offered.
    const category = page.getByTestId('product-category');
    const categoryItem = page.locator('.ant-form-item', { has: category });
    const categoryName = await chooseOption(page, category);
    await expect.poll(() => categoryItem.innerText()).toContain(categoryName);

    // One spec with two values makes two SKUs.
    await page.getByTestId('spec-add').click();
    await page.getByTestId('spec-name-zh_CN').fill('容量');
    await page.getByTestId('spec-name-en_US').fill('Size');
    await page.getByTestId('spec-value-zh_CN').first().fill('小号');
    await page.getByTestId('spec-value-en_US').first().fill('Small');
    await page.getByTestId('spec-value-add').click();
    await page.getByTestId('spec-value-zh_CN').nth(1).fill('大号');
    await page.getByTestId('spec-value-en_US').nth(1).fill('Large');

    const skuRows = page.getByTestId('sku-row');
    await expect.poll(() => skuRows.count()).toBe(2);
    for (const [index, price] of ['199', '259.5'].entries()) {
      const row = skuRows.nth(index);
      await row.getByTestId('sku-price').fill(price);
      await row.getByTestId('sku-member-price').fill('150');
      await row.getByTestId('sku-stock').fill('12');
    }

    await page.getByTestId('product-listed').click();
    await expect.poll(() => page.getByTestId('product-listed').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBe(0);
    await page.getByTestId('product-save').click();
    // Saving asks for confirmation first, then the editor moves to the stored product.
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/#\/catalog\/products\/\d+$/);
    const productId = Number(/products\/(\d+)$/.exec(page.url())?.[1]);
    await page.getByTestId('product-editor').waitFor();

    // A shopper searching in English finds it.
    await expect
      .poll(
        async () => {
          const found = await call<{ list: { id: number; name: string; price: string }[] }>(
            '/mallapi/product/searchKeyword?keyword=Teapot&pageSize=100',
            { lang: 'en_US' },
          );
          return found.list.find((card) => card.id === productId);
        },
        { timeout: 15_000 },
      )
      .toMatchObject({ name: englishName, price: '199.00' });

    // The operator finds it in the list and takes it off the market.
    await page.getByTestId('nav-catalog-products').click();
    await page.getByTestId('product-filter-keyword').fill(englishName);
    await page.getByTestId('product-search').click();
    const row = page.locator(`[data-testid="product-row"][data-product-id="${productId}"]`);
    await row.waitFor();
    await expect.poll(() => page.getByTestId('product-row').count()).toBe(1);
    await expect.poll(() => row.getByTestId('product-listed-switch').getAttribute('aria-checked')).toBe('true');
    await row.getByRole('checkbox').check();
    await page.getByTestId('product-bulk-unlist').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => row.getByTestId('product-listed-switch').getAttribute('aria-checked')).toBe('false');

    const detail = await callEnvelope(`/mallapi/product/detail?id=${productId}`, { lang: 'en_US' });
    expect(detail.success).toBe(false);
    expect(detail.error).toBe('PRODUCT_GONE');
    await context.close();
  });
});
