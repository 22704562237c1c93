// subsidy/zero: a VIP sees the running 0-yuan items and takes one, shipped to the default address;
// a taken item links its order; below level 2 the page says it is for VIPs and nothing is taken.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { changeLocale } from '@/lib/locale.ts';
import { clearSession, saveSession } from '@/lib/session.ts';
import { ZeroScreen } from './zero-screen.tsx';

type User = Parameters<typeof saveSession>[0]['user'];
const item = {
  id: 4,
  name: 'Zero',
  productId: 12,
  productGoodsId: 34,
  productName: 'Gentle Amino Acid Cleanser',
  cover: null,
  price: '89.00',
  stock: 5,
  left: 3,
  myOrderId: null,
  taken: false,
};

let tokens = 0;
let sent: { url: string; body: string | null }[] = [];
let items: (typeof item)[] = [];

function signIn(level: number) {
  const user = { memberId: 7, username: 'somchai', level } as User;
  saveSession({ token: `token-${++tokens}`, invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
}

beforeEach(async () => {
  await changeLocale('en_US');
  sent = [];
  items = [item];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      sent.push({ url, body: init?.body ? String(init.body as string) : null });
      const result = url.includes('/campaign/zeroList')
        ? { list: items }
        : url.includes('/selectList')
          ? [{ id: 21, name: 'Somchai', mobile: '0812345678', province: 'Bangkok', city: '', area: '', address: '1' }]
          : { id: 9, orderId: 55 };
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
  render(
    <AppProviders>
      <WithPageMessages>
        <ZeroScreen />
      </WithPageMessages>
    </AppProviders>,
  );
}

describe('the 0-yuan page', () => {
  it('lets a VIP take an item, sent with the default address', async () => {
    signIn(2);
    shown();
    await screen.findByTestId('zero-item-4');
    expect(screen.getByText('3 left')).toBeTruthy();
    await waitFor(() => expect(sent.some((call) => call.url.includes('/selectList'))).toBe(true));
    fireEvent.click(screen.getByTestId('zero-take-4'));
    await waitFor(() => expect(sent.some((call) => call.url.endsWith('/mallapi/campaign/zeroTake'))).toBe(true));
    const body = new URLSearchParams(sent.find((call) => call.url.endsWith('/mallapi/campaign/zeroTake'))!.body!);
    expect(body.get('id')).toBe('4');
    expect(body.get('addressId')).toBe('21');
  });

  it('links the order of an item the member took', async () => {
    signIn(2);
    items = [{ ...item, taken: true, myOrderId: 55 } as unknown as typeof item];
    shown();
    const link = await screen.findByTestId('zero-order-4');
    expect(link.getAttribute('href')).toContain('orderId=55');
    expect(screen.queryByTestId('zero-take-4')).toBeNull();
  });

  it('tells a member below level 2 it is for VIPs and takes nothing', async () => {
    signIn(1);
    shown();
    await screen.findByTestId('zero-vip-only');
    expect(screen.getByText('0-yuan purchase is for VIP members only')).toBeTruthy();
    const take = screen.getByTestId('zero-take-4');
    expect(take.hasAttribute('disabled')).toBe(true);
    fireEvent.click(take);
    expect(sent.some((call) => call.url.endsWith('/mallapi/campaign/zeroTake'))).toBe(false);
  });
});
