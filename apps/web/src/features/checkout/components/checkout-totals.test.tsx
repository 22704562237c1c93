// The checkout's totals: what subsidy campaigns pay of the lines shows as its own row, taken off
// what is left to pay; without a subsidy there is no such row.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { OrderPreview } from '@mall/contracts';
import { AppProviders } from '@/app/providers.tsx';
import { WithPageMessages } from '@/components/page-messages.tsx';
import { changeLocale } from '@/lib/locale.ts';
import { CheckoutTotals } from './checkout-screen.tsx';

const amounts = {
  goodsTotal: '178.00',
  shippingFee: '0.00',
  freeShippingExcess: '0.00',
  coupon: '0.00',
  dcSaving: '0.00',
  discountCard: '0.00',
  voucher: '0.00',
  beans: '0.00',
  cashGift: '0.00',
  cash: '0.00',
  qr: '158.00',
  orderTotal: '178.00',
  preTax: '166.36',
  tax: '11.64',
  rewardMp: 0,
  points: 0,
  pointsSpent: 0,
};

function preview(subsidy?: string): OrderPreview {
  const line = { productGoodsId: 1, num: 2, lineTotal: '178.00', ...(subsidy ? { subsidy } : {}) };
  return { lines: [line], amounts, balances: {}, currency: 'THB' } as unknown as OrderPreview;
}

function shown(data: OrderPreview) {
  render(
    <AppProviders>
      <WithPageMessages>
        <CheckoutTotals preview={data} coupon={null} onOpenCoupons={() => undefined} />
      </WithPageMessages>
    </AppProviders>,
  );
}

beforeEach(async () => {
  await changeLocale('en_US');
  // The totals ask nothing of the server; anything else on the page is answered empty.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result: {} }))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('checkout totals', () => {
  it('show what a subsidy pays of the lines as its own row', async () => {
    shown(preview('20.00'));
    const row = await screen.findByTestId('checkout-subsidy');
    expect(row.textContent).toContain('20.00');
    expect(screen.getByText('Subsidy')).toBeTruthy();
  });

  it('have no subsidy row when no line is subsidised', async () => {
    shown(preview());
    await screen.findByTestId('checkout-order-total');
    expect(screen.queryByTestId('checkout-subsidy')).toBeNull();
  });
});
