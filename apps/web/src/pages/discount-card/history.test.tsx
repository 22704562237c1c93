// The discount-card page's "give to a friend": the member names the friend and the amount, confirms,
// and the card value goes with one key per gift; a refusal shows the shop's words under the form.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { navigate } from '@/lib/history.ts';
import { changeLocale } from '@/lib/locale.ts';
import { clearSession, saveSession } from '@/lib/session.ts';
import DiscountCardHistoryPage from './history.tsx';

// The member's "confirm" in the dialog.
vi.mock('@/lib/antd-dialog.ts', () => ({ Dialog: { confirm: vi.fn(async () => true) } }));

type User = Parameters<typeof saveSession>[0]['user'];
let gifts: URLSearchParams[] = [];
let giveAnswer: object;

beforeEach(async () => {
  await changeLocale('en_US');
  gifts = [];
  giveAnswer = {
    success: true,
    code: 200,
    message: 'ok',
    result: { transactionId: 1, toMemberId: 8, amount: '20.00' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/mallapi/discountCard/distribute')) {
        gifts.push(new URLSearchParams(String(init?.body as string)));
        return new Response(JSON.stringify(giveAnswer));
      }
      return new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result: { list: [] } }));
    }),
  );
  const user = { memberId: 7, username: 'somchai', level: 1 } as User;
  saveSession({ token: 'token-1', invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
  navigate('/pages/discount-card/history');
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

async function fillGift(to: string, amount: string) {
  render(
    <AppProviders>
      <DiscountCardHistoryPage />
    </AppProviders>,
  );
  fireEvent.click(await screen.findByTestId('dc-give'));
  const field = async (testId: string) => {
    const found = await screen.findByTestId(testId);
    return found instanceof HTMLInputElement ? found : found.querySelector('input')!;
  };
  fireEvent.change(await field('dc-give-to'), { target: { value: to } });
  fireEvent.change(await field('dc-give-amount'), { target: { value: amount } });
}

describe('giving discount-card value to a friend', () => {
  it('sends the friend, the amount and a key, once confirmed', async () => {
    await fillGift('0812345602', '20');
    fireEvent.click(screen.getByTestId('dc-give-submit'));
    await waitFor(() => expect(gifts).toHaveLength(1));
    expect(gifts[0]!.get('to')).toBe('0812345602');
    expect(gifts[0]!.get('amount')).toBe('20.00');
    expect(gifts[0]!.get('idempotencyKey')).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });

  it("shows the shop's refusal under the form", async () => {
    giveAnswer = {
      success: false,
      code: 409,
      error: 'INSUFFICIENT_DISCOUNT_CARD_BALANCE',
      message: 'Insufficient discount card balance',
    };
    await fillGift('0812345602', '9000');
    fireEvent.click(screen.getByTestId('dc-give-submit'));
    expect((await screen.findByTestId('dc-give-refusal')).textContent).toBe('Insufficient discount card balance');
  });

  it('cannot send an amount that is not above zero', async () => {
    await fillGift('0812345602', '0');
    expect(screen.getByTestId('dc-give-submit').hasAttribute('disabled')).toBe(true);
  });
});
