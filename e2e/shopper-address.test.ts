// A member's address book in the browser: adds an address by smart paste of a Thai address and
// one by the region picker, makes it the default, edits one and deletes one; a Chinese address
// read by smart paste saves without a zip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logInAs, newPhone } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(page: Page): Promise<void> {
  await page.goto('/#/pages/public/login');
  await logInAs(page, 'demo_regular');
}

async function pickRegion(page: Page, level: 'province' | 'city' | 'area', search: string): Promise<void> {
  await page.getByTestId(`address-region-${level}`).click();
  await page.getByTestId('address-region-search').locator('input').fill(search);
  await page.getByTestId('address-region-option').first().click();
  await expect.poll(() => page.getByTestId(`address-region-${level}`).innerText()).toContain(search);
}

const itemWith = (page: Page, text: string) => page.getByTestId('address-item').filter({ hasText: text });

describe('a member keeps an address book', () => {
  it('adds by smart paste and by the region picker, sets a default, edits and deletes; a Chinese paste saves', async () => {
    const { context, page } = await newPhone(browser);
    await logIn(page);
    await page.goto('/#/pages/user/user');
    await page.getByTestId('account-address').click();
    await page.getByTestId('address-item').first().waitFor();
    const before = await page.getByTestId('address-item').count();

    // Smart paste fills every field from one pasted block.
    // Letters only: a number in the name would read as part of the address.
    const stamp = String(Date.now())
      .slice(-6)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
    await page.getByTestId('address-add').click();
    await page
      .getByTestId('address-paste-text')
      .locator('textarea')
      .fill(`คุณมานี ${stamp} 081-234-5678 99/9 หมู่ 5 ต.ศรีภูมิ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200`);
    await page.getByTestId('address-paste-read').click();
    await expect.poll(() => page.getByTestId('address-zip').locator('input').inputValue()).toBe('50200');
    await expect.poll(() => page.getByTestId('address-name').locator('input').inputValue()).toBe(`มานี ${stamp}`);
    await expect.poll(() => page.getByTestId('address-street').locator('input').inputValue()).toContain('99/9');
    await page.getByTestId('address-save').click();
    await itemWith(page, `มานี ${stamp}`).waitFor();

    // The region picker, level by level; the sub-district brings its zip.
    await page.getByTestId('address-add').click();
    await page.getByTestId('address-name').locator('input').fill(`Picker ${stamp}`);
    await page.getByTestId('address-mobile').locator('input').fill('0898887766');
    // "Use my location": the explanation first, then the nearest region from the phone's position.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 18.7883, longitude: 98.9853 });
    await page.getByTestId('address-locate').click();
    await page.locator('.adm-dialog .adm-dialog-button-bold').click();
    await expect.poll(() => page.getByTestId('address-region-province').innerText()).toContain('Chiang Mai');
    // The shopper is elsewhere: the picker overrides the location.
    await pickRegion(page, 'province', 'Phuket');
    await pickRegion(page, 'city', 'Kathu');
    // A sub-district is found by its zip as well as by its names.
    await pickRegion(page, 'area', '83150');
    await expect.poll(() => page.getByTestId('address-zip').locator('input').inputValue()).toBe('83150');
    await page.getByTestId('address-street').locator('input').fill('77/1 Rat-U-Thit 200 Pi Rd');
    await page.getByTestId('address-save').click();
    await itemWith(page, `Picker ${stamp}`).waitFor();
    await expect.poll(() => page.getByTestId('address-item').count()).toBe(before + 2);

    // It becomes the default: the badge moves to it, and only it carries one.
    await itemWith(page, `Picker ${stamp}`).getByTestId('address-make-default').click();
    await itemWith(page, `Picker ${stamp}`).getByTestId('address-default-badge').waitFor();
    await expect.poll(() => page.getByTestId('address-default-badge').count()).toBe(1);

    // Edit the pasted one.
    await itemWith(page, `มานี ${stamp}`).getByTestId('address-open').click();
    await page.getByTestId('address-street').locator('input').fill('100 ถนนห้วยแก้ว');
    await page.getByTestId('address-save').click();
    await itemWith(page, '100 ถนนห้วยแก้ว').waitFor();

    // Delete it, after the confirmation.
    await itemWith(page, `มานี ${stamp}`).getByTestId('address-delete').click();
    await page.locator('.adm-dialog .adm-dialog-button-bold').click();
    await itemWith(page, `มานี ${stamp}`).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('address-item').count()).toBe(before + 1);

    // A Chinese block: the data has no zip for mainland China, so it saves without one.
    await page.getByTestId('address-add').click();
    await page
      .getByTestId('address-paste-text')
      .locator('textarea')
      .fill(`张伟 ${stamp} 13812345678 广东省深圳市南山区科技园南路88号`);
    await page.getByTestId('address-paste-read').click();
    await expect.poll(() => page.getByTestId('address-street').locator('input').inputValue()).toContain('88号');
    await expect.poll(() => page.getByTestId('address-region-area').innerText()).toMatch(/Nanshan|南山/);
    await expect.poll(() => page.getByTestId('address-zip').locator('input').inputValue()).toBe('');
    await page.getByTestId('address-save').click();
    await itemWith(page, `张伟 ${stamp}`).waitFor();
    // Taken out again, so the demo member's address book stays as the other journeys read it.
    await itemWith(page, `张伟 ${stamp}`).getByTestId('address-delete').click();
    await page.locator('.adm-dialog .adm-dialog-button-bold').click();
    await itemWith(page, `张伟 ${stamp}`).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('address-item').count()).toBe(before + 1);
    await context.close();
  });
});
