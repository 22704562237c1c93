// The launch screen has no navigation bar to name the page: the browser's title is the shop's name
// (from its settings), not the build's placeholder.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { navigate } from '@/lib/history.ts';
import { changeLocale } from '@/lib/locale.ts';
import LaunchPage from './index.tsx';

beforeEach(async () => {
  await changeLocale('en_US');
  document.title = 'Mall';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const result = url.includes('getAppSettings') ? { productName: 'Pacer Mall', currencySymbol: '฿' } : null;
      return new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the launch screen', () => {
  it("is titled with the shop's name", async () => {
    navigate('/');
    render(
      <AppProviders>
        <LaunchPage />
      </AppProviders>,
    );
    await waitFor(() => expect(document.title).toBe('Pacer Mall'));
  });
});
