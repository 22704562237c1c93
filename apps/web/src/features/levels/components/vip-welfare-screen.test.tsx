// pac/vipWelfare shows each part of the welfare from welfare/mine, or invites a member who is not
// VIP yet to become one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { changeLocale } from '@/lib/locale.ts';
import { RoutePresenceProvider } from '@/lib/route-presence.ts';
import { clearSession, saveSession } from '@/lib/session.ts';
import { VipWelfareScreen } from './vip-welfare-screen.tsx';

const user = { memberId: 7, username: 'somchai', level: 2 } as Parameters<typeof saveSession>[0]['user'];
const notVip = { level: 1, isVip: false, grantedAt: null, coupon: null, voucher: null, beans: null, healthPlan: null };
const granted = {
  level: 2,
  isVip: true,
  grantedAt: '2026-11-29T07:00:00.000Z',
  coupon: {
    id: 3,
    name: 'VIP welfare 888 off',
    amount: '888.00',
    threshold: '1000.00',
    state: 'unused',
    validTo: '2027-11-29T07:00:00.000Z',
  },
  voucher: '7300.00',
  beans: '10.00',
  healthPlan: { startsAt: '2026-11-29T07:00:00.000Z', endsAt: '2028-11-29T07:00:00.000Z', isActive: true },
};
let answer: unknown = notVip;
let tokens = 0;

beforeEach(async () => {
  await changeLocale('en_US');
  // A token of its own per test: the app's query cache keys member data by token.
  saveSession({ token: `token-${++tokens}`, invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result: answer }))),
  );
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const shown = () =>
  render(
    <AppProviders>
      <RoutePresenceProvider value={() => true}>
        <WithPageMessages>
          <VipWelfareScreen />
        </WithPageMessages>
      </RoutePresenceProvider>
    </AppProviders>,
  );

describe('the VIP welfare page', () => {
  it('invites a member who is not VIP yet to become one', async () => {
    answer = notVip;
    shown();
    expect((await screen.findByTestId('welfare-not-vip')).textContent).toContain('You are not VIP yet');
    expect(screen.getByTestId('welfare-buy-vip')).toBeTruthy();
  });

  it('shows the coupon, the voucher, the beans and the health plan with its end', async () => {
    answer = granted;
    shown();
    expect((await screen.findByTestId('welfare-coupon')).textContent).toContain('VIP welfare 888 off');
    expect(screen.getByTestId('welfare-voucher').textContent).toContain('7300.00');
    expect(screen.getByTestId('welfare-beans').textContent).toContain('10.00');
    expect(screen.getByTestId('welfare-health-plan').textContent).toContain('2028');
  });
});
