// Checkout opened from the cart with no line selected: the shopper is sent to the cart, and no
// preview the server would refuse is asked for.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { currentLocation, navigate } from '@/lib/history.ts';
import { changeLocale } from '@/lib/locale.ts';
import { RoutePresenceProvider } from '@/lib/route-presence.ts';
import { saveSession } from '@/lib/session.ts';
import { CheckoutScreen } from './checkout-screen.tsx';

const user = { memberId: 7, username: 'somchai' } as Parameters<typeof saveSession>[0]['user'];
const sent: string[] = [];

beforeEach(async () => {
  await changeLocale('en_US');
  sent.length = 0;
  saveSession({ token: 'token-1', invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      sent.push(url);
      const result = url.includes('/cart/list')
        ? { list: [], totalPrice: '0.00', totalPoints: 0, selectedNum: 0, selectedCount: 0 }
        : url.includes('/memberAddress/selectList')
          ? []
          : {};
      return new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('checkout with nothing to buy', () => {
  it('sends the shopper to the cart without asking for a preview', async () => {
    navigate('/pages/order/createOrder');
    render(
      <AppProviders>
        <RoutePresenceProvider value={() => true}>
          <WithPageMessages>
            <CheckoutScreen couponPicker={() => null} />
          </WithPageMessages>
        </RoutePresenceProvider>
      </AppProviders>,
    );
    await waitFor(() => expect(currentLocation().pathname).toBe('/pages/cart/cart'));
    expect(sent.filter((url) => url.includes('/orders/preview'))).toEqual([]);
  });
});
