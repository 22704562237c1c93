// An admin on the Failed events page: its loading state, then the empty list with every column
// named in the back office's languages; the Retry confirmation and the server refusing a delivery
// that is not dead; and an operator without the admin role refused, in the menu, on the page and on
// the server. A delivery only dies when a subscriber keeps failing, which nothing outside the
// server can cause: the list with one is shown here by answering the page's list read in the
// browser (the retry still goes to the server), and in apps/admin's failed-events-list.test.tsx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { addOperator, call, callEnvelope, operatorToken } from './api.ts';
import { cspViolations, launchBrowser, logInToBackOffice, newDesktop } from './browser.ts';

const OPERATOR = { username: 'orders_e2e_events', displayName: 'Orders E2E', password: 'Orders#Events2026' };
const LIST = '**/adminapi/events/failed**';

/** The back office's languages, Thai included (docs/web/languages.md). */
const texts = {
  zh_CN: {
    nav: '失败事件',
    columns: ['事件', '键', '处理方', '错误', '尝试次数', '时间', '操作'],
    empty: '没有失败的事件',
    forbidden: '无权访问',
  },
  zh_HK: {
    nav: '失敗事件',
    columns: ['事件', '鍵', '處理方', '錯誤', '嘗試次數', '時間', '操作'],
    empty: '沒有失敗的事件',
    forbidden: '無權訪問',
  },
  en_US: {
    nav: 'Failed events',
    columns: ['Event', 'Key', 'Subscriber', 'Error', 'Attempts', 'Time', 'Actions'],
    empty: 'No failed events',
    forbidden: 'Not allowed',
  },
  th_TH: {
    nav: 'เหตุการณ์ที่ล้มเหลว',
    columns: ['เหตุการณ์', 'คีย์', 'ผู้รับ', 'ข้อผิดพลาด', 'จำนวนครั้ง', 'เวลา', 'การดำเนินการ'],
    empty: 'ไม่มีเหตุการณ์ที่ล้มเหลว',
    forbidden: 'ไม่มีสิทธิ์เข้าถึง',
  },
} as const;
type Lang = keyof typeof texts;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The operator without the admin role exists; a rerun against the same shop keeps it. */
async function ensureOperator(token: string): Promise<void> {
  const operators = await call<{ username: string }[]>('/adminapi/operators/list', { token });
  if (operators.some((operator) => operator.username === OPERATOR.username)) return;
  addOperator({ ...OPERATOR, roles: ['operator'] });
}

/** Shows the back office in `lang` from now on, as the header's language switch remembers it. */
async function showIn(page: Page, lang: Lang): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('adminLang', value), lang);
  await page.reload();
  await page.getByTestId('admin-operator-name').waitFor();
}

/** The list with its loading spinner around it. */
const listWrapper = (page: Page) => page.locator('.ant-table-wrapper', { has: page.getByTestId('failed-events') });

const headers = (page: Page) =>
  page
    .getByTestId('failed-events')
    .locator('.ant-table-thead th')
    .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').trim()));

/** A dead delivery as the server lists one: no subscriber of the shop takes id 999999999. */
const dead = {
  id: 999_999_999,
  eventId: 1,
  topic: 'order.paid',
  key: '1042',
  subscriber: 'member.set-level',
  error: 'level table unavailable',
  attempts: 5,
  failedAt: '2026-11-28T09:30:00.000Z',
};

describe('an admin on the Failed events page', () => {
  it('sees it load, empty and named in each language, and confirms a retry the server refuses', async () => {
    const token = await operatorToken();
    // The journeys' shop has no dead delivery: its one subscriber does not fail.
    await expect.poll(async () => (await call<{ total: number }>('/adminapi/events/failed', { token })).total).toBe(0);
    const { page, context } = await newDesktop(browser);
    await logInToBackOffice(page);

    // Loading: the list read is held back until the spinner has been seen on the table.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Only the first read is held: the handler is gone once it has let that one through.
    await page.route(
      LIST,
      async (route: Route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await page.getByTestId('nav-failed-events').click();
    const spinner = listWrapper(page).locator('.ant-spin-spinning');
    await spinner.waitFor();
    // Loading is not "no failed events": the list has not answered yet.
    await listWrapper(page).locator('.ant-table-thead').waitFor();
    await expect.poll(() => listWrapper(page).getByText(texts.zh_CN.empty).count()).toBe(0);
    release();
    await spinner.waitFor({ state: 'detached' });
    await listWrapper(page).getByText(texts.zh_CN.empty).waitFor();

    for (const lang of ['th_TH', 'zh_CN', 'zh_HK', 'en_US'] as const) {
      await showIn(page, lang);
      const words = texts[lang];
      await expect.poll(() => page.getByTestId('nav-failed-events').innerText()).toBe(words.nav);
      await page.getByTestId('failed-events').getByText(words.empty).waitFor();
      await expect.poll(() => headers(page)).toEqual(words.columns);
    }

    // One dead delivery listed (the list read answered in the browser); Retry asks first.
    await page.route(LIST, (route) =>
      route.fulfill({
        json: {
          code: 200,
          success: true,
          message: 'ok',
          result: { list: [dead], pageNum: 1, pageSize: 20, total: 1, hasMore: false },
        },
      }),
    );
    await page.reload();
    const row = page.getByTestId(`failed-event-row-${dead.id}`);
    await expect
      .poll(() => row.locator('td').allInnerTexts())
      .toEqual(expect.arrayContaining(['order.paid', '1042', 'member.set-level', dead.error, '5']));
    // The operator's system asks for reduced motion, so the confirmation opens without zooming in:
    // it takes antd's prepare step (which places it) but never the zoom's start or active step.
    await page.evaluate(() => {
      const seen = window as unknown as { zoomed?: boolean };
      seen.zoomed = false;
      new MutationObserver(() => {
        seen.zoomed ||=
          document.querySelector('[class*="ant-zoom-appear-start"],[class*="ant-zoom-appear-active"]') !== null;
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    });
    await row.getByTestId(`retry-event-${dead.id}`).click();
    const dialog = page.locator('.ant-modal-confirm:visible');
    await expect.poll(() => dialog.innerText()).toContain('Run this event’s follow-up again?');
    await expect.poll(() => dialog.innerText()).toContain('order.paid 1042 → member.set-level');
    await expect.poll(() => page.evaluate(() => (window as unknown as { zoomed?: boolean }).zoomed)).toBe(false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Confirmed: the server refuses a delivery that is not dead, the page says so once and reads
    // the list again (the server's own, empty).
    await row.getByTestId(`retry-event-${dead.id}`).click();
    const retried = page.waitForResponse('**/adminapi/events/retry');
    await page.unroute(LIST);
    await dialog.getByTestId('confirm-ok').click();
    const answer = (await (await retried).json()) as { success: boolean; error?: string };
    expect(answer).toMatchObject({ success: false, error: 'EVENT_DELIVERY_NOT_DEAD' });
    const refusal = page.locator('.ant-message-notice', { hasText: 'not found, or was already retried' });
    await refusal.waitFor();
    await page.getByTestId('failed-events').getByText(texts.en_US.empty).waitFor();
    await expect.poll(() => refusal.count()).toBe(1);
    expect(cspViolations()).toEqual([]);
    await context.close();
  });

  it('refuses an operator without the admin role, in the menu, on the page and on the server', async () => {
    await ensureOperator(await operatorToken());
    const token = await operatorToken(OPERATOR.username, OPERATOR.password);
    const refused = await callEnvelope('/adminapi/events/failed', { token });
    expect(refused).toMatchObject({ success: false, error: 'FORBIDDEN' });
    const retry = await callEnvelope('/adminapi/events/retry', { token, body: { id: dead.id } });
    expect(retry).toMatchObject({ success: false, error: 'FORBIDDEN' });

    const { page, context } = await newDesktop(browser);
    await logInToBackOffice(page, OPERATOR.username, OPERATOR.password);
    for (const lang of ['zh_CN', 'en_US'] as const) {
      await showIn(page, lang);
      // The menu is drawn (the orders page is the operator's) without Failed events.
      await page.getByTestId('nav-orders').waitFor();
      await expect.poll(() => page.getByTestId('nav-failed-events').count()).toBe(0);
      await page.goto('/admin/#/failed-events');
      await expect.poll(() => page.getByTestId('forbidden').innerText()).toContain(texts[lang].forbidden);
      await expect.poll(() => page.getByTestId('failed-events').count()).toBe(0);
    }
    await context.close();
  });
});
