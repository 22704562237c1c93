// Checkout opened from the cart with no line selected: the shopper is sent to the cart, and no
// preview the server would refuse is asked for. A chosen coupon the server refuses is set aside and
// checkout prices again without it.
import { useEffect } from 'react';
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
const previews: URLSearchParams[] = [];

beforeEach(async () => {
  await changeLocale('en_US');
  sent.length = 0;
  previews.length = 0;
  saveSession({ token: 'token-1', invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push(url);
      if (url.includes('/orders/preview')) return previewAnswer(new URLSearchParams(String(init?.body ?? '')));
      const result = url.includes('/cart/list')
        ? { list: [], totalPrice: '0.00', totalPoints: 0, selectedNum: 0, selectedCount: 0 }
        : url.includes('/memberAddress/selectList')
          ? []
          : {};
      return new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result }));
    }),
  );
});

/** One line's preview, as the server answers it. */
const PREVIEW = {
  lines: [
    {
      productId: 2,
      productGoodsId: 3,
      flashSaleId: null,
      name: 'Gentle Amino Acid Cleanser',
      specText: '',
      cover: {
        s100: '/uploads/demo/products/p2-100.webp',
        s200: '/uploads/demo/products/p2-200.webp',
        s800: '/uploads/demo/products/p2-800.webp',
      },
      num: 1,
      price: '79.00',
      priceKind: 'retail',
      retailPrice: '79.00',
      lineTotal: '79.00',
      rewardMp: 0,
      points: 79,
      paymentMethod: 'cash',
      dcEligible: false,
      pointsSpent: 0,
    },
  ],
  amounts: {
    goodsTotal: '79.00',
    shippingFee: '10.00',
    freeShippingExcess: '421.00',
    coupon: '0.00',
    dcSaving: '0.00',
    discountCard: '0.00',
    voucher: '0.00',
    beans: '0.00',
    cashGift: '0.00',
    cash: '0.00',
    qr: '89.00',
    orderTotal: '89.00',
    preTax: '83.83',
    tax: '5.17',
    rewardMp: 0,
    points: 79,
    pointsSpent: 0,
  },
  balances: {
    beans: { available: '26.00', max: '26.00', applied: '0.00' },
    cash: { available: '351.00', max: '89.00', applied: '0.00' },
    discountCard: { available: '265.00', max: '0.00', applied: '0.00' },
    voucher: { available: '30.00', max: '0.00', applied: '0.00' },
    deliveryCard: { available: '0.00', max: '0.00', applied: '0.00' },
    points: { available: 370, applied: 0 },
  },
  currency: 'CNY',
};

const REFUSAL = 'This coupon does not apply to these items';

/** A coupon is refused as the server words it; without one, the preview answers. */
function previewAnswer(body: URLSearchParams): Response {
  previews.push(body);
  const answer = body.has('couponId')
    ? { success: false, code: 409, message: REFUSAL, error: 'COUPON_UNUSABLE', result: null }
    : { success: true, code: 200, message: 'ok', result: PREVIEW };
  return new Response(JSON.stringify(answer));
}

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

describe('a chosen coupon the server refuses', () => {
  it('is set aside, and checkout asks for the preview again without it', async () => {
    navigate('/pages/order/createOrder?productGoodsId=3&num=1');
    const { findByTestId, findByText, queryByTestId } = render(
      <AppProviders>
        <RoutePresenceProvider value={() => true}>
          <WithPageMessages>
            <CheckoutScreen couponPicker={() => null} bestCoupon={({ onBest }) => <BestNow onBest={onBest} />} />
          </WithPageMessages>
        </RoutePresenceProvider>
      </AppProviders>,
    );
    // Priced with the coupon, refused with the server's reason, and the form is back without it.
    await waitFor(() => expect(previews.map((body) => body.get('couponId'))).toContain('9'));
    await findByText(REFUSAL);
    await findByTestId('checkout-lines');
    expect(queryByTestId('checkout-nothing')).toBeNull();
  });
});

function BestNow({ onBest }: { onBest: (coupon: { id: number; name: string }) => void }) {
  useEffect(() => onBest({ id: 9, name: '5% off' }), [onBest]);
  return null;
}
