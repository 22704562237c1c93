import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cspViolations, launchBrowser, memberPhone, newDesktop, newPhone, logInToBackOffice } from './browser.ts';
import { call, callEnvelope, operatorToken } from './api.ts';
import { SECOND_ADMIN } from './shop-process.ts';

let browser: Browser;
beforeAll(async () => {
  // The second admin of the two-admin journey is made on the server when the shop starts.
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // The journeys share one shop: put the name and the approval limit back for the others.
  const token = await operatorToken();
  await call('/adminapi/settings/update', { token, body: { key: 'productName', value: 'Pacer Mall' } });
  // Refused while an earlier proposal still waits; put back only when it can be.
  const proposed = await callEnvelope<{ pendingChangeId: number | null }>('/adminapi/settings/update', {
    token,
    body: { key: 'ledgerAdjustmentApprovalMinor', value: 100_000 },
  });
  const id = proposed.result?.pendingChangeId;
  if (id)
    await call('/adminapi/settings/approve', {
      token: await operatorToken(SECOND_ADMIN.username, SECOND_ADMIN.password),
      body: { id },
    });
});

describe('an operator renaming the shop', () => {
  it('logs in, edits the product name, shoppers see the new title, and the audit log shows the change', async () => {
    const { page, context } = await newDesktop(browser);
    await logInToBackOffice(page);

    await page.goto('/admin/#/settings');
    const productName = page.getByTestId('setting-productName');
    await productName.waitFor();
    await productName.fill('Pacer Mall Thailand');
    // Saving asks for confirmation first.
    await openSaveConfirmation(page, 'productName', 'Pacer Mall Thailand');
    await page.getByTestId('confirm-ok').click();

    const shopper = await newPhone(browser);
    await expect
      .poll(
        async () => {
          await shopper.page.goto('/#/pages/index/index');
          return shopper.page.getByTestId('navbar-title').innerText({ timeout: 5_000 });
        },
        { timeout: 20_000 },
      )
      .toBe('Pacer Mall Thailand');
    await shopper.context.close();

    await page.goto('/admin/#/audit?action=settings.update');
    const row = page.getByTestId('audit-row').filter({ hasText: 'productName' }).first();
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('admin');
    await row.click();
    await expect.poll(() => page.getByTestId('audit-after').first().innerText()).toContain('Pacer Mall Thailand');
    await expect.poll(() => page.getByTestId('audit-before').first().innerText()).toContain('Pacer Mall');
    await context.close();
  });

  it('ran every page above without a Content-Security-Policy violation', () => {
    expect(cspViolations()).toEqual([]);
  });
});

/**
 * Clicks a setting's Save and waits for its confirmation. Under load a click can land while the
 * page re-renders the form and open nothing: the value is then checked and Save clicked again.
 */
async function openSaveConfirmation(page: Page, key: string, value: string, setting = key): Promise<void> {
  const input = page.getByTestId(`setting-${key}`);
  for (let attempt = 1; ; attempt++) {
    if ((await input.inputValue()) !== value) await input.fill(value);
    await page.getByTestId(`save-${setting}`).click();
    try {
      await page.getByTestId('confirm-ok').waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

describe('two admins changing a money control', () => {
  it('one admin proposes a new approval limit, it waits, and a second admin approves it', async () => {
    const first = await newDesktop(browser);
    await logInToBackOffice(first.page, 'admin', 'Admin@123456');
    await first.page.goto('/admin/#/settings');
    // The SMS gateway secret is never shown, only whether one is stored.
    await first.page.getByTestId('secret-smsProvider-authHeaderValue').waitFor();
    await expect.poll(() => first.page.getByTestId('setting-smsProvider-authHeaderValue').inputValue()).toBe('');

    const limit = first.page.getByTestId('setting-ledgerAdjustmentApprovalMinor');
    await limit.fill('2500.00');
    await openSaveConfirmation(first.page, 'ledgerAdjustmentApprovalMinor', '2500.00');
    const answer = first.page.waitForResponse((response) => response.url().endsWith('/adminapi/settings/update'));
    await first.page.getByTestId('confirm-ok').click();
    // A refused proposal fails here with the server's reason, not later on a missing tag.
    expect(await (await answer).json()).toMatchObject({ success: true });
    await first.page.getByTestId('pending-ledgerAdjustmentApprovalMinor').waitFor();
    // The proposer cannot approve their own change.
    const ownApprove = first.page.getByTestId('approve-ledgerAdjustmentApprovalMinor');
    await ownApprove.waitFor();
    await expect.poll(() => ownApprove.isDisabled()).toBe(true);
    await first.context.close();

    const second = await newDesktop(browser);
    await logInToBackOffice(second.page, SECOND_ADMIN.username, SECOND_ADMIN.password);
    await second.page.goto('/admin/#/settings');
    const waiting = second.page.getByTestId('pending-change-ledgerAdjustmentApprovalMinor');
    await waiting.waitFor();
    await expect.poll(() => waiting.innerText()).toContain('2500.00');
    await second.page.getByTestId('approve-ledgerAdjustmentApprovalMinor').click();
    await waiting.waitFor({ state: 'detached' });
    await expect
      .poll(() => second.page.getByTestId('setting-ledgerAdjustmentApprovalMinor').inputValue())
      .toBe('2500.00');
    await second.context.close();
  });
});

interface OrderRules {
  shippingFeeMinor: number;
  freeShippingMinor: number;
  qrValidityMinutes: number;
  beanValueMinor: number;
}

/** Proposes checkout rules as the first admin and approves them as the second. */
async function putOrderRules(value: OrderRules): Promise<void> {
  const proposed = await call<{ pendingChangeId: number | null }>('/adminapi/settings/update', {
    token: await operatorToken(),
    body: { key: 'orderRules', value },
  });
  await call('/adminapi/settings/approve', {
    token: await operatorToken(SECOND_ADMIN.username, SECOND_ADMIN.password),
    body: { id: proposed.pendingChangeId },
  });
}

describe('an operator setting the shipping fee as money', () => {
  it('saves 12.50 in the typed form, a second admin approves, and checkout charges 12.50', async () => {
    const rows = await call<{ key: string; value: unknown }[]>('/adminapi/settings/list', {
      token: await operatorToken(),
    });
    const before = rows.find((row) => row.key === 'orderRules')!.value as OrderRules;
    try {
      const first = await newDesktop(browser);
      await logInToBackOffice(first.page, 'admin', 'Admin@123456');
      await first.page.goto('/admin/#/settings');
      const fee = first.page.getByTestId('setting-orderRules-shippingFeeMinor');
      await expect.poll(() => fee.inputValue()).toBe((before.shippingFeeMinor / 100).toFixed(2));
      await openSaveConfirmation(first.page, 'orderRules-shippingFeeMinor', '12.50', 'orderRules');
      const answer = first.page.waitForResponse((response) => response.url().endsWith('/adminapi/settings/update'));
      await first.page.getByTestId('confirm-ok').click();
      const sent = JSON.parse((await answer).request().postData() ?? '{}') as { value?: OrderRules };
      expect(sent.value).toEqual({ ...before, shippingFeeMinor: 1250 });
      const waiting = first.page.getByTestId('pending-value-orderRules');
      await waiting.waitFor();
      await expect.poll(() => waiting.innerText()).toContain('12.50');
      await first.context.close();

      const second = await newDesktop(browser);
      await logInToBackOffice(second.page, SECOND_ADMIN.username, SECOND_ADMIN.password);
      await second.page.goto('/admin/#/settings');
      await second.page.getByTestId('approve-orderRules').click();
      await second.page.getByTestId('pending-change-orderRules').waitFor({ state: 'detached' });
      await second.context.close();

      const { page, context } = await memberPhone(browser, 'demo_regular');
      const search = await page.request.get(`/mallapi/product/searchKeyword?keyword=Cleanser`);
      const found = (await search.json()) as { result: { list: { id: number }[] } };
      // Checkout is only opened, not submitted: no stock or balance changes for the other journeys.
      await page.goto(`/#/pages/product/product?id=${found.result.list[0]!.id}`);
      await page.getByTestId('product-buy-now').click();
      await page.waitForURL(/#\/pages\/order\/createOrder\?productGoodsId=/);
      await expect
        .poll(
          async () => {
            await page.reload();
            return page.getByTestId('checkout-shipping').innerText({ timeout: 5_000 });
          },
          { timeout: 20_000 },
        )
        .toContain('12.50');
      await context.close();
    } finally {
      // Other journeys read the shipping fee: put the rules back as they were.
      await putOrderRules(before);
    }
  });
});
