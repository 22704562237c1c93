// The page a provider sends the shopper back to, for a payable that is not an order: it asks
// pay/status about that payable (not an order of the same id) and carries its kind on to the result
// page, which names no order and offers no order page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { currentLocation, navigate } from '@/lib/history.ts';
import { changeLocale } from '@/lib/locale.ts';
import { RoutePresenceProvider } from '@/lib/route-presence.ts';
import { saveSession } from '@/lib/session.ts';
import { CheckResultScreen, PayFailedScreen, PaySuccessScreen } from './pay-result-screens.tsx';

const user = { memberId: 7, username: 'somchai' } as Parameters<typeof saveSession>[0]['user'];
const sent: { url: string; body: unknown }[] = [];

beforeEach(async () => {
  await changeLocale('en_US');
  sent.length = 0;
  saveSession({ token: 'token-1', invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      // The app sends a form body.
      sent.push({ url, body: Object.fromEntries(new URLSearchParams(String(init.body ?? ''))) });
      const result = url.includes('/pay/status') ? { orderId: 7, state: 'success', orderStatus: 2 } : {};
      return new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function shown(screenAt: string, Screen: () => React.JSX.Element) {
  navigate(screenAt);
  render(
    <AppProviders>
      <RoutePresenceProvider value={() => true}>
        <WithPageMessages>
          <Screen />
        </WithPageMessages>
      </RoutePresenceProvider>
    </AppProviders>,
  );
}

describe('the pay result pages for any payable', () => {
  it('asks pay/status about the payable the return URL names, and goes on with its kind', async () => {
    shown('/pages/money/check-result?orderId=7&payableKind=cash-topup', CheckResultScreen);
    await waitFor(() => expect(currentLocation().pathname).toBe('/pages/money/paySuccess'));
    expect(sent.filter((call) => call.url.includes('/pay/status')).map((call) => call.body)).toEqual([
      { orderId: '7', payableKind: 'cash-topup' },
    ]);
    expect(currentLocation().search).toBe('?orderId=7&payableKind=cash-topup');
  });

  it('shows another kind paid without reading or linking an order', async () => {
    shown('/pages/money/paySuccess?orderId=7&payableKind=cash-topup', PaySuccessScreen);
    await screen.findByTestId('pay-success');
    expect(screen.getByTestId('pay-success-home')).toBeTruthy();
    expect(screen.queryByTestId('pay-success-order')).toBeNull();
    expect(sent.some((call) => call.url.includes('/orders/detail'))).toBe(false);
  });

  it('offers paying again only for an order', async () => {
    shown('/pages/money/payFailed?orderId=7&payableKind=cash-topup&reason=failed', PayFailedScreen);
    await screen.findByTestId('pay-failed');
    expect(screen.queryByTestId('pay-failed-retry')).toBeNull();
    cleanup();
    shown('/pages/money/payFailed?orderId=7&reason=failed', PayFailedScreen);
    await screen.findByTestId('pay-failed-retry');
  });
});
