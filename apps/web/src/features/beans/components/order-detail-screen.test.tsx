// order/rpOrder-detail takes the server's word on the hour to pay: an order the server calls
// expired shows as expired (no countdown, no way to pay) whatever the phone's clock says, and a
// countdown that runs out asks the server again until it says how the order ended.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { BeansOrderView } from '@mall/contracts';
import { AppProviders } from '@/app/providers.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { navigate } from '@/lib/history.ts';
import { changeLocale } from '@/lib/locale.ts';
import { RoutePresenceProvider } from '@/lib/route-presence.ts';
import { clearSession, saveSession } from '@/lib/session.ts';
import { OrderDetailScreen } from './order-detail-screen.tsx';

const user = { memberId: 7, username: 'somchai', level: 2 } as Parameters<typeof saveSession>[0]['user'];
const party = { memberId: 8, nickname: 'Friend', mobile: null };
const order = (state: BeansOrderView['state'], expiresInMs: number): BeansOrderView => ({
  id: 5,
  orderNo: 'B202611290005',
  state,
  role: 'buyer',
  beans: '100.00',
  price: '0.50',
  total: '50.00',
  currency: 'THB',
  seller: party,
  buyer: { ...party, memberId: 7 },
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
  paidAt: null,
  closedAt: null,
  payMethod: null,
  cancelReason: null,
  payableKind: 'beans-order',
});

/** The server's answers in turn; the last one repeats. */
let answers: BeansOrderView[] = [];
let tokens = 0;

beforeEach(async () => {
  await changeLocale('en_US');
  // A token of its own per test: the app's query cache keys member data by token.
  saveSession({ token: `token-${++tokens}`, invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const result = answers.length > 1 ? answers.shift() : answers[0];
      return new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result }));
    }),
  );
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function shown() {
  navigate('/pages/order/rpOrder-detail?id=5');
  render(
    <AppProviders>
      <RoutePresenceProvider value={() => true}>
        <WithPageMessages>
          <OrderDetailScreen />
        </WithPageMessages>
      </RoutePresenceProvider>
    </AppProviders>,
  );
}

describe('the sell-beans order page', () => {
  it('shows an order the server calls expired as expired, even while the phone thinks time is left', async () => {
    answers = [order('expired', 30 * 60_000)];
    shown();
    const expired = await screen.findByTestId('beans-order-expired');
    expect(expired.textContent).toContain('Expired');
    expect(screen.queryByTestId('beans-order-countdown')).toBeNull();
    expect(screen.queryByTestId('beans-order-pay')).toBeNull();
  });

  it('asks again once the countdown runs out, until the server says the order expired', async () => {
    answers = [order('unpaid', 1_000), order('unpaid', -1_000), order('unpaid', -2_000), order('expired', -3_000)];
    shown();
    await screen.findByTestId('beans-order-countdown');
    await waitFor(() => expect(screen.queryByTestId('beans-order-pay')).toBeNull(), { timeout: 4_000 });
    await waitFor(() => screen.getByTestId('beans-order-expired'), { timeout: 12_000 });
    expect(screen.queryByTestId('beans-order-countdown')).toBeNull();
  }, 20_000);
});
