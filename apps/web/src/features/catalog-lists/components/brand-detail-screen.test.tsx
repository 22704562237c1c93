// A brand page opened without a brand (a cut link) says the page is not there, instead of showing
// its loading skeleton for ever; a brand in the address is still asked for.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { navigate } from '@/lib/history.ts';
import { changeLocale } from '@/lib/locale.ts';
import { RoutePresenceProvider } from '@/lib/route-presence.ts';
import { BrandDetailScreen } from './brand-detail-screen.tsx';

const asked: string[] = [];

beforeEach(async () => {
  await changeLocale('en_US');
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result: { list: [], total: 0 } }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function shown(at: string) {
  navigate(at);
  render(
    <AppProviders>
      <RoutePresenceProvider value={() => true}>
        <WithPageMessages>
          <BrandDetailScreen />
        </WithPageMessages>
      </RoutePresenceProvider>
    </AppProviders>,
  );
}

describe('the brand page', () => {
  it('without a brand in the address says the page is not there and asks nothing', async () => {
    shown('/pages/product/brand-detail');
    expect(await screen.findByTestId('brand-missing')).toBeTruthy();
    expect(asked.filter((url) => url.includes('brand'))).toEqual([]);
  });

  it('with a brand in the address asks for that brand', async () => {
    shown('/pages/product/brand-detail?id=3');
    await waitFor(() => expect(asked.some((url) => url.includes('3'))).toBe(true));
    expect(screen.queryByTestId('brand-missing')).toBeNull();
  });
});
