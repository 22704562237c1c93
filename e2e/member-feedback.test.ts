// A new member searches the FAQ in Chinese and English, sends feedback, an operator answers it in
// the back office, and the member reads the answer in the conversation (notice/dialogue).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newMobile, signUp } from './api.ts';
import { launchBrowser, logInToBackOffice, newDesktop, newPhone, openFromMenu, openLoggedIn } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a member asks for help', () => {
  it('finds answers in the FAQ, sends feedback and reads the operator’s reply', async () => {
    const mobile = newMobile();
    const session = await signUp(mobile, 'Feedback@123456');
    const { page, context } = await newPhone(browser);
    await openLoggedIn(page, session, 'zh_CN');

    await page.goto('/#/pages/user/problem');
    await page.getByTestId('faq-category').first().waitFor();
    await page.getByTestId('faq-search').locator('input').fill('退货');
    await page.getByTestId('faq-search').locator('input').press('Enter');
    await expect.poll(() => page.getByTestId('faq-search-results').innerText()).toContain('如何申请退货退款');
    await page.evaluate(() => localStorage.setItem('lang', 'en_US'));
    await page.reload();
    await page.getByTestId('faq-search').locator('input').fill('tracking');
    await page.getByTestId('faq-search').locator('input').press('Enter');
    await page.getByTestId('faq-search-results').getByTestId('faq-question').first().click();
    await expect
      .poll(() => page.getByTestId('faq-answer').innerText())
      .toContain('tracking shows in the order details');

    await page.goto('/#/pages/user/feedback');
    await page.getByTestId('feedback-submit').click();
    await expect.poll(() => page.getByTestId('feedback-problem').innerText()).toContain('Please enter your feedback');
    const content = `The parcel came late ${Date.now()}`;
    await page.getByTestId('feedback-content').locator('textarea').fill(content);
    await page.getByTestId('feedback-contact').locator('input').fill(mobile);
    await page.getByTestId('feedback-submit').click();
    await page.waitForURL(/#\/pages\/notice\/dialogue\?id=\d+/);
    await page.getByTestId('dialogue-waiting').waitFor();
    const feedbackId = new URL(page.url().replace('#', '')).searchParams.get('id');

    const office = await newDesktop(browser);
    await logInToBackOffice(office.page);
    await openFromMenu(office.page, 'nav-content', 'nav-content-feedback', '/content/feedback');
    await office.page.locator(`[data-testid="feedback-row"][data-id="${feedbackId}"]`).click();
    await office.page.getByTestId('feedback-reply').fill('Sorry for the wait: it is on its way.');
    await office.page.getByTestId('feedback-send').click();
    await office.page.getByTestId('feedback-message-operator').waitFor();
    await office.context.close();

    await page.goto('/#/pages/user/feedback-list');
    await expect.poll(() => page.getByTestId('feedback-unread').first().innerText()).toBe('1');
    await page.getByTestId('feedback-item').first().click();
    await expect
      .poll(() => page.getByTestId('dialogue-operator').innerText())
      .toContain('Sorry for the wait: it is on its way.');
    await context.close();
  });
});
