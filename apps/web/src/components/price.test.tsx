// One way to show money taken off: a minus sign (U+2212) before the currency symbol, "−฿10.00",
// whether the amount comes signed ("-10.00") or not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { changeLocale } from '@/lib/locale.ts';
import { queryClient } from '@/lib/query-client.ts';
import { appSettingsKeys } from '@/shared/app-settings/api/keys.ts';
import { Price } from './price.tsx';

beforeEach(async () => {
  await changeLocale('en_US');
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result: { currencySymbol: '฿' } })),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a price', () => {
  it('puts the minus sign before the symbol', async () => {
    render(
      <AppProviders>
        <Price amount="-10.00" testId="taken-off" />
        <Price amount="10.00" testId="plain" />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('plain').textContent).toBe('฿10.00'));
    expect(screen.getByTestId('taken-off').textContent).toBe('−฿10.00');
  });

  it('reads the settings once for a whole list of prices', async () => {
    render(
      <AppProviders>
        {Array.from({ length: 20 }, (_, index) => (
          <Price key={index} amount="10.00" testId={`price-${index}`} />
        ))}
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('price-19').textContent).toBe('฿10.00'));
    // One watcher of the settings for the page, not one per card on it.
    const settings = queryClient.getQueryCache().find({ queryKey: appSettingsKeys.settings() });
    expect(settings?.getObserversCount()).toBe(1);
  });
});
