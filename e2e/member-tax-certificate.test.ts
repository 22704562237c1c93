// A withholding-tax certificate: a member asks for one from their withdrawals, the finance operator
// answers with the PDF in the back office, and the member downloads it from the same page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, logInToBackOffice, newDesktop, newPhone, openLoggedIn } from './browser.ts';
import { newMobile, signUp } from './api.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a withholding-tax certificate', () => {
  it('is asked for by the member, answered by finance and downloaded by the member', async () => {
    const session = await signUp(newMobile(), 'Taxes@123456');
    const note = `journey ${session.token.slice(0, 8)}`;
    const phone = await newPhone(browser);
    const desk = await newDesktop(browser);
    try {
      const { page } = phone;
      await openLoggedIn(page, session, 'en_US');
      await page.goto('/#/pages/vip/cash-list');
      await page.getByTestId('cash-list-tax').click();
      await page.waitForURL(/#\/pages\/vip\/tax-request/);
      await page.getByTestId('tax-request-empty').waitFor();
      await page.getByTestId('tax-request-remark').locator('textarea').fill(note);
      await page.getByTestId('tax-request-submit').click();
      await expect.poll(() => page.getByTestId('tax-request-row').getAttribute('data-status')).toBe('pending');
      const year = String(new Date().getFullYear() - 1);
      await expect.poll(() => page.getByTestId('tax-request-row').innerText()).toContain(year);

      await logInToBackOffice(desk.page, 'finance', 'Finance@123456');
      await desk.page.goto('/admin/#/withdraw');
      await desk.page.getByRole('tab', { name: /tax|税|稅|ภาษี/i }).click();
      const row = desk.page.locator('tr', { hasText: note });
      await row.locator('input[type="file"]').setInputFiles({
        name: 'certificate.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await row.getByRole('link').waitFor();

      await page.reload();
      await expect.poll(() => page.getByTestId('tax-request-row').getAttribute('data-status')).toBe('answered');
      const href = await page.getByTestId('tax-request-download').getAttribute('href');
      const file = await page.request.get(href!);
      expect(file.status()).toBe(200);
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await Promise.all([phone.context.close(), desk.context.close()]);
    }
  });
});
