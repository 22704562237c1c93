// An operator chooses a hot region in the back office and shoppers get it first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, logInToBackOffice, newDesktop } from './browser.ts';
import { call } from './api.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function hotRegionNames(): Promise<string[]> {
  const regions = await call<{ name: string }[]>('/mallapi/memberAddress/getAllHotRegion', { lang: 'en_US' });
  return regions.map((region) => region.name);
}

describe('an operator edits the hot regions', () => {
  it('adds a region found by its Thai name and removes it again', async () => {
    const { page, context } = await newDesktop(browser);
    await logInToBackOffice(page);
    await page.getByTestId('nav-hot-regions').click();
    await page.getByTestId('hot-region-search').locator('input').fill('ขอนแก่น');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await expect.poll(hotRegionNames).toContain('Khon Kaen');
    const row = page.locator('tr', { hasText: 'Khon Kaen' }).first();
    await row.getByTestId('hot-region-remove').click();
    await expect.poll(hotRegionNames).not.toContain('Khon Kaen');
    await context.close();
  });
});
