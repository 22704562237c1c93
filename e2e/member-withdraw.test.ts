// Withdrawals: a new member, made ready as operators would (identity approved, a bank card passed,
// 200.00 of cash by an adjustment), applies to withdraw 100; an admin passes the first review, the
// finance operator the second, exports the payout batch and marks it transferred, and the member
// sees it completed. A second application is rejected and its money returns. A member without
// identity is told what is missing. Only new members: no demo member's balance moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { identitySlotsByKind } from '@mall/contracts';
import { baseUrl, launchBrowser, logInToBackOffice, newDesktop, newPhone, openLoggedIn } from './browser.ts';
import { call, newMobile, operatorToken, signUp, type MemberSession } from './api.ts';

// A 64 x 40 PNG: enough for the server to decode and re-encode as a document photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAbklEQVRYhe2SAQkAURSDFsd0F9FsF2M8/mABVBY+Ty91AiZgvSK7kHeXOgETsF6RXci7S52ACVivyC7k3aVOwASsV2QX8u5SJ2AC1iuyC3l3qRMwAesV2YW8u9QJmID1iuxC3l3qBEzAekVevtAPnlFIxEUvyTYAAAAASUVORK5CYII=',
  'base64',
);
const FINANCE = { username: 'finance', password: 'Finance@123456' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Sends the photo as a multipart call's `file`, after the text fields, as the app's pickers do. */
async function upload<T>(path: string, token: string, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([PHOTO], { type: 'image/png' }), 'photo.png');
  const response = await fetch(baseUrl() + path, { method: 'POST', headers: { token }, body: form });
  const envelope = (await response.json()) as { success: boolean; message: string; result: T };
  if (!envelope.success) throw new Error(`${path}: ${envelope.message}`);
  return envelope.result;
}

/** A new member with approved identity, a passed bank card and 200.00 of withdrawable cash. */
async function readyMember(): Promise<{ session: MemberSession; memberId: number }> {
  const session = await signUp(newMobile(), 'Cash@123456');
  const { token } = session;
  const { memberId } = await call<{ memberId: number }>('/mallapi/member/getUser', { token });
  for (const slot of identitySlotsByKind.personal) await upload('/mallapi/member/updateIdImage', token, { slot });
  await call('/mallapi/member/personalCert', {
    token,
    body: {
      firstName: 'Kanya',
      lastName: 'Thongdee',
      idNumber: '1101700203452',
      address: '12 Silom Road',
      email: 'kanya@example.com',
      province: 'Bangkok',
      city: 'Bangkok',
      area: 'Bang Rak',
      zip: '10500',
    },
  });
  const reviewer = await operatorToken('reviewer', 'Reviewer@123456');
  await call('/adminapi/identity/approve', { token: reviewer, body: { memberId } });
  const accountNo = String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
  const card = await call<{ id: number }>('/mallapi/memberBank/add', {
    token,
    body: { bankCode: 'TH-004', accountNo, branch: 'Silom', firstName: 'Kanya', lastName: 'Thongdee' },
  });
  await call('/adminapi/identity/bankCard/review', { token: reviewer, body: { id: card.id, status: 1 } });
  await call('/adminapi/ledger/adjust', {
    token: await operatorToken(),
    body: {
      memberId,
      asset: 'CASH',
      direction: 'credit',
      amount: '200.00',
      reasonCode: 'PROMOTION',
      note: 'Withdrawal journey',
      idempotencyKey: `e2e-withdraw-cash-${memberId}`,
    },
  });
  return { session, memberId };
}

async function confirmDialog(page: Page) {
  await page.locator('.adm-dialog .adm-dialog-button-bold').click();
}

/** Confirms a back-office step, typing its text first when it asks for one. */
async function confirmStep(page: Page, text?: string) {
  if (text !== undefined) await page.getByTestId('confirm-text').fill(text);
  await page.getByTestId('confirm-ok').click();
  await page.getByTestId('confirm-ok').waitFor({ state: 'hidden' });
}

async function detailState(page: Page, id: number): Promise<string | null> {
  await page.goto(`/#/pages/vip/cash-detail?id=${id}`);
  await page.reload();
  return page.getByTestId('cash-detail').getAttribute('data-status');
}

describe('withdrawals', () => {
  it('a member withdraws 100, two operators approve, finance pays it out; a rejected application returns the money', async () => {
    const { session } = await readyMember();
    const phone = await newPhone(browser);
    const admin = await newDesktop(browser);
    const finance = await newDesktop(browser);
    try {
      const { page } = phone;
      await openLoggedIn(page, session, 'en_US');
      await page.goto('/#/pages/pacer/cash-create');
      await expect.poll(() => page.getByTestId('withdraw-balance').innerText()).toBe('200.00');
      await page.getByTestId('withdraw-credential-input').setInputFiles({
        name: 'promotion.png',
        mimeType: 'image/png',
        buffer: PHOTO,
      });
      await page.getByTestId('withdraw-credential').first().waitFor();
      await page.getByTestId('withdraw-amount').locator('input').fill('100');
      await expect.poll(() => page.getByTestId('withdraw-net').innerText()).toBe('100.00');
      await page.getByTestId('withdraw-submit').click();
      await confirmDialog(page);
      await page.waitForURL(/#\/pages\/vip\/cash-detail\?id=\d+/);
      const id = Number(/id=(\d+)/.exec(page.url())![1]);
      await expect.poll(() => page.getByTestId('cash-detail').getAttribute('data-status')).toBe('pending_review');

      // The first review by the admin, the second by finance, who then pays the batch out.
      await logInToBackOffice(admin.page);
      await admin.page.goto('/admin/#/withdraw');
      await admin.page.getByTestId(`first-review-${id}`).click();
      await confirmStep(admin.page);
      await admin.page.getByTestId(`first-review-${id}`).waitFor({ state: 'detached' });

      const desk = finance.page;
      await logInToBackOffice(desk, FINANCE.username, FINANCE.password);
      await desk.goto('/admin/#/withdraw');
      // The queue opens on applications pending review; the next status is "first review passed".
      await desk.getByRole('tabpanel').locator('.ant-select').first().click();
      await desk.keyboard.press('ArrowDown');
      await desk.keyboard.press('Enter');
      await desk.getByTestId(`second-review-${id}`).click();
      await confirmStep(desk);
      await desk.getByTestId(`second-review-${id}`).waitFor({ state: 'detached' });
      await desk.getByRole('tab').nth(1).click();
      await desk.getByTestId('batch-export').click();
      await confirmStep(desk);
      const transferred = desk.locator('[data-testid^="transferred-"]').first();
      await transferred.click();
      await confirmStep(desk, 'KB-20261129-001');
      await transferred.waitFor({ state: 'detached' });

      await expect.poll(() => detailState(page, id), { timeout: 15_000 }).toBe('completed');
      await expect.poll(() => page.locator('[data-field="serialNo"]').innerText()).toMatch(/^W\d{8}\d{6}$/);

      // A second application of 60 is rejected with a reason: the member sees it, and the money is back.
      await upload('/mallapi/withdraw/uploadCredential', session.token);
      const precheck = await call<{ cards: { id: number }[]; credentials: { id: number }[] }>(
        '/mallapi/withdraw/precheck',
        { token: session.token },
      );
      const second = await call<{ id: number }>('/mallapi/withdraw/apply', {
        token: session.token,
        body: {
          amount: '60.00',
          bankCardId: precheck.cards[0]!.id,
          credentialIds: precheck.credentials.map((file) => file.id),
          idempotencyKey: `e2e-withdraw-second-${id}`,
        },
      });
      await admin.page.reload();
      await admin.page.getByTestId(`reject-${second.id}`).click();
      await confirmStep(admin.page, 'The promotion credential is unreadable');
      await expect.poll(() => detailState(page, second.id), { timeout: 15_000 }).toBe('rejected');
      await expect
        .poll(() => page.locator('[data-field="remark"]').innerText())
        .toBe('The promotion credential is unreadable');
      await page.goto('/#/pages/pacer/cash-create');
      await page.reload();
      await expect.poll(() => page.getByTestId('withdraw-balance').innerText()).toBe('100.00');
    } finally {
      await Promise.all([phone.context.close(), admin.context.close(), finance.context.close()]);
    }
  });

  it('a member without identity is told what is missing', async () => {
    const session = await signUp(newMobile(), 'Cash@123456');
    const phone = await newPhone(browser);
    try {
      const { page } = phone;
      await openLoggedIn(page, session, 'en_US');
      await page.goto('/#/pages/pacer/cash-create');
      const missing = page.getByTestId('withdraw-missing').locator('li');
      await expect
        .poll(() => missing.evaluateAll((items) => items.map((item) => item.getAttribute('data-missing'))))
        .toEqual(['identity', 'bankCard', 'credentials']);
      await expect.poll(() => page.getByTestId('withdraw-submit').isDisabled()).toBe(true);
    } finally {
      await phone.context.close();
    }
  });
});
