import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { identitySlotsByKind } from '@mall/contracts';
import { launchBrowser, logInToBackOffice, newDesktop, newPhone, openLoggedIn } from './browser.ts';
import { newMobile, signUp } from './api.ts';

// A 64 x 40 PNG: enough for the server to decode and re-encode as a document photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAbklEQVRYhe2SAQkAURSDFsd0F9FsF2M8/mABVBY+Ty91AiZgvSK7kHeXOgETsF6RXci7S52ACVivyC7k3aVOwASsV2QX8u5SJ2AC1iuyC3l3qRMwAesV2YW8u9QJmID1iuxC3l3qBEzAekVevtAPnlFIxEUvyTYAAAAASUVORK5CYII=',
  'base64',
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function upload(page: Page, slot: string): Promise<void> {
  await page.getByTestId(`upload-${slot}`).setInputFiles({ name: `${slot}.png`, mimeType: 'image/png', buffer: PHOTO });
  await page.getByTestId(`image-${slot}`).waitFor();
}

const personal = {
  firstName: 'Somchai',
  lastName: 'Jaidee',
  idNumber: '1101700203451',
  address: '99 Sukhumvit Road',
  email: 'somchai@example.com',
  province: 'Bangkok',
  city: 'Bangkok',
  area: 'Watthana',
  zip: '10110',
};

describe('identity and bank card', () => {
  it('a member submits identity, is rejected with a reason, resubmits and is approved, then adds a bank card that is reviewed', async () => {
    const session = await signUp(newMobile(), 'Fresh@2024');
    const username = session.user.username;
    const phone = await newPhone(browser);
    const office = await newDesktop(browser);
    try {
      const { page } = phone;
      await openLoggedIn(page, session, 'en_US');
      await page.goto('/#/pages/user/user');
      await page.getByTestId('account-certification').click();
      await page.waitForURL(/#\/pages\/set\/certification/);
      await page.getByTestId('cert-kind-personal').click();
      for (const [name, value] of Object.entries(personal)) await page.locator(`input[name="${name}"]`).fill(value);
      for (const slot of identitySlotsByKind.personal) await upload(page, slot);
      await page.getByTestId('cert-submit').click();
      await page.waitForURL(/#\/pages\/set\/view-personal/);
      await page.locator('[data-testid="cert-state"][data-state="review"]').getByText('2-3 working days').waitFor();

      // The identity reviewer rejects it with a template reason and a note.
      const desk = office.page;
      await logInToBackOffice(desk, 'reviewer', 'Reviewer@123456');
      await desk.getByTestId('nav-identity').click();
      await desk.goto('/admin/#/identity/queue');
      await desk.getByTestId(`identity-open-${username}`).click();
      for (const slot of identitySlotsByKind.personal) await desk.getByTestId(`identity-image-${slot}`).waitFor();
      await desk.getByTestId('identity-reject-template-IMAGE_UNCLEAR').click();
      await desk.getByTestId('identity-reject-reasons').fill('The back of the ID card is blurred');
      await desk.getByTestId('identity-reject').click();
      await desk.locator('[data-testid="identity-state"][data-state="rejected"]').waitFor();

      // The member reads the template in their language, the note as written, and submits again.
      await page.reload();
      await expect.poll(() => page.getByTestId('cert-reason').innerText()).toBe('An image is blurred or incomplete');
      await expect
        .poll(() => page.getByTestId('cert-reason-note').innerText())
        .toBe('The back of the ID card is blurred');
      await page.getByTestId('cert-resubmit').click();
      await page.waitForURL(/#\/pages\/set\/id-personal1/);
      await expect.poll(() => page.locator('input[name="idNumber"]').inputValue()).toBe(personal.idNumber);
      await upload(page, 'idBack');
      await page.getByTestId('cert-submit').click();
      await page.locator('[data-testid="cert-state"][data-state="review"]').waitFor();

      await desk.reload();
      await desk.getByTestId('identity-approve').click();
      await desk.locator('[data-testid="identity-state"][data-state="approved"]').waitFor();

      // A bank card in the verified name, masked for the member, reviewed in the back office.
      await page.goto('/#/pages/set/bank-card');
      await page.getByTestId('bank-add').click();
      await page.getByTestId('bank-code').selectOption('TH-004');
      await page.locator('input[name="accountNo"]').fill('123-4-56789-0');
      await page.locator('input[name="branch"]').fill('Silom');
      await expect.poll(() => page.locator('input[name="firstName"]').inputValue()).toBe('Somchai');
      await page.getByTestId('bank-submit').click();
      await page.waitForURL(/#\/pages\/set\/bank-card/);
      const card = page.locator('[data-testid^="bank-card-"]');
      await expect.poll(() => card.innerText()).toContain('**** 7890');
      await expect.poll(() => page.getByTestId('bank-status').getAttribute('data-status')).toBe('0');

      await desk.goto('/admin/#/identity/bank-cards');
      const row = desk.locator('tr', { hasText: username });
      await row.getByText('1234567890').waitFor();
      await row.locator('[data-testid^="bank-decide-"][data-testid$="-1"]').click();
      // Passing a card is confirmed first.
      await desk.getByTestId('confirm-ok').click();
      // The list shows cards still to be inspected: the decided card leaves it.
      await row.waitFor({ state: 'detached' });

      await page.reload();
      await expect.poll(() => page.getByTestId('bank-status').getAttribute('data-status')).toBe('1');
    } finally {
      await phone.context.close();
      await office.context.close();
    }
  });
});
