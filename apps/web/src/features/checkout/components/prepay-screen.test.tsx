// The QR page of an order already paid: the server will not make a QR for it, and the page says
// the order is paid and leads to it, with no retry.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { currentLocation, navigate } from '@/lib/history.ts';
import { changeLocale } from '@/lib/locale.ts';
import { RoutePresenceProvider } from '@/lib/route-presence.ts';
import { saveSession } from '@/lib/session.ts';
import { PrepayScreen } from './prepay-screen.tsx';

const user = { memberId: 7, username: 'somchai' } as Parameters<typeof saveSession>[0]['user'];

beforeEach(async () => {
  await changeLocale('en_US');
  saveSession({ token: 'token-1', invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('/pay/prepay'))
        return new Response(JSON.stringify({ success: false, code: 400, message: 'This order is paid', result: null }));
      const result = url.includes('/pay/status') ? { orderId: 7, state: 'success', orderStatus: 2 } : {};
      return new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the QR page of a paid order', () => {
  it('shows the order paid, not an error to retry', async () => {
    navigate('/pages/money/prepay?orderId=7');
    render(
      <AppProviders>
        <RoutePresenceProvider value={() => true}>
          <WithPageMessages>
            <PrepayScreen />
          </WithPageMessages>
        </RoutePresenceProvider>
      </AppProviders>,
    );
    await waitFor(() => expect(currentLocation().pathname).toBe('/pages/money/paySuccess'));
    expect(currentLocation().search).toBe('?orderId=7');
    expect(screen.queryByText(/retry/i)).toBeNull();
  });
});
