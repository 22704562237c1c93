// The checkout rules' typed form on a mocked server: the shipping fee is typed as an amount in the
// currency and sent in minor units, and an amount out of the schema's range is refused on the form,
// in the operator's language, without asking the server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '../../../app/providers.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { setLocale } from '../../../lib/locale.ts';
import { fieldOf } from '../setting-fields.ts';
import { SettingItem } from './setting-item.tsx';

const orderRules = { shippingFeeMinor: 1000, freeShippingMinor: 19900, qrValidityMinutes: 30, beanValueMinor: 100 };
const posted: unknown[] = [];

beforeEach(() => {
  posted.length = 0;
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as { value: unknown }) : undefined;
      posted.push(body);
      const result = { key: 'orderRules', value: body?.value, updatedAt: null, pendingChangeId: 7 };
      return Promise.resolve(Response.json({ code: 200, success: true, message: 'ok', result }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderOrderRules() {
  const field = fieldOf('orderRules')!;
  render(
    <AppProviders>
      <SettingItem field={field} row={{ key: 'orderRules', value: orderRules, updatedAt: null }} canEdit />
    </AppProviders>,
  );
}

const typeInto = (testId: string, text: string) => {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

/** Save is enabled once the form has seen the edit. */
async function clickSave() {
  const save = screen.getByTestId<HTMLButtonElement>('save-orderRules');
  await waitFor(() => expect(save.disabled).toBe(false));
  fireEvent.click(save);
}

describe('the checkout rules form', () => {
  it('shows minor units as amounts and saves 12.50 as 1250', async () => {
    setLocale('en_US');
    renderOrderRules();
    const fee = screen.getByTestId<HTMLInputElement>('setting-orderRules-shippingFeeMinor');
    expect(fee.value).toBe('10.00');
    expect(screen.getByText('Shipping fee')).toBeTruthy();
    typeInto('setting-orderRules-shippingFeeMinor', '12.50');
    await clickSave();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ key: 'orderRules', value: { ...orderRules, shippingFeeMinor: 1250 } });
  });

  it('refuses an amount below the schema minimum in Thai, and a count out of range, without saving', async () => {
    setLocale('th_TH');
    renderOrderRules();
    typeInto('setting-orderRules-beanValueMinor', '0');
    typeInto('setting-orderRules-qrValidityMinutes', '5000');
    await clickSave();
    await screen.findByText('ต้องไม่น้อยกว่า 0.01');
    await screen.findByText('ต้องไม่มากกว่า 1440');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual([]);
  });
});
