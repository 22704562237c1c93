// The sales pages in the app: a member below VIP is asked to upgrade instead of seeing the list, and
// opening someone's sales page keeps its owner's invite code for a sign-up or an order from there.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { MemberUser } from '@mall/contracts';
import { AppProviders } from '@/app/providers.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { currentLocation, navigate } from '@/lib/history.ts';
import { changeLocale } from '@/lib/locale.ts';
import { LocationProvider } from '@/lib/router.tsx';
import { clearSession, saveSession } from '@/lib/session.ts';
import { sharedCode } from '@/lib/share-code.ts';
import { SalesPagesScreen } from './sales-pages-screen.tsx';
import { SalesPageViewScreen } from './sales-page-view-screen.tsx';

beforeAll(() => changeLocale('en_US'));

afterEach(() => {
  cleanup();
  clearSession();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

function shown(screenOf: React.ReactNode) {
  render(
    <AppProviders>
      <LocationProvider value={currentLocation()}>
        <WithPageMessages>{screenOf}</WithPageMessages>
      </LocationProvider>
    </AppProviders>,
  );
}

describe('sales pages', () => {
  it('asks a member below VIP to upgrade', async () => {
    const user = { memberId: 7, username: 'somchai', level: 1 } as MemberUser;
    saveSession({ token: 't-1', invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
    shown(<SalesPagesScreen />);
    await screen.findByTestId('sales-pages-upgrade');
    expect(screen.queryByTestId('sales-page-new')).toBeNull();
  });

  it("keeps the owner's invite code when a sales page is opened", async () => {
    navigate('/pages/pacer/sales-page-view?code=abcdefghij');
    const detail = {
      id: 1,
      code: 'abcdefghij',
      title: 'Night and day',
      productIds: [],
      ownerName: 'Demo VIP',
      shareCode: 'VIP12345',
      products: [],
      createdAt: '2026-11-29T00:00:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result: detail }))),
    );
    shown(<SalesPageViewScreen />);
    await screen.findByText('Night and day');
    expect(sharedCode()).toBe('VIP12345');
  });
});
