// The product page's coupon row: it lists only the claimable coupons whose scope takes this product
// in, claims one per tap with a fresh key, shows it claimed, shows the shop's refusal in its words,
// and is not there for a guest or when no coupon applies.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { navigate } from '@/lib/history.ts';
import { changeLocale } from '@/lib/locale.ts';
import { clearSession, saveSession } from '@/lib/session.ts';
import ProductPage from './product.tsx';

type User = Parameters<typeof saveSession>[0]['user'];

const product = {
  id: 5,
  productId: 5,
  name: 'Jasmine Tea',
  subtitle: '',
  image: '',
  cover: null,
  type: 'normal',
  grantsLevel: null,
  paymentMethod: 'cash',
  price: '120.00',
  priceKind: 'retail',
  retailPrice: '120.00',
  memberPrice: '110.00',
  soldCount: 3,
  soldText: '3',
  stock: 9,
  hasStock: true,
  brandId: 7,
  categoryId: 3,
  contributablePoints: 0,
  pointsPrice: 0,
  pointsCash: '0.00',
  rewardMp: 0,
  flashSaleId: null,
  isListed: true,
  description: '',
  images: [],
  specs: [],
  skus: [
    {
      productGoodsId: 50,
      specIndexes: [],
      specText: '',
      price: '120.00',
      priceKind: 'retail',
      retailPrice: '120.00',
      memberPrice: '110.00',
      stock: 9,
      soldCount: 3,
      hasStock: true,
    },
  ],
  selectedProductGoodsId: 50,
  flashSale: null,
  cashback: '0.00',
  dcDiscountPercent: 0,
  taxRatePercent: '7',
  preTaxPrice: '112.15',
  brand: { id: 7, name: 'Leaf', logo: null },
  category: { id: 3, name: 'Tea' },
  isFavorite: false,
  canShare: false,
  review: { count: 0, average: '0.0' },
  serverTime: new Date().toISOString(),
};

function offer(templateId: number, name: string, scope: { productId?: number; categoryId?: number; brandId?: number }) {
  return {
    templateId,
    name,
    kind: 'amountOff',
    amount: '10.00',
    percent: 0,
    threshold: '100.00',
    cap: '0.00',
    productId: scope.productId ?? null,
    categoryId: scope.categoryId ?? null,
    brandId: scope.brandId ?? null,
    minLevel: 1,
    validFrom: null,
    validTo: null,
    validDays: 30,
    remaining: null,
    claimed: 0,
    perMemberLimit: 1,
  };
}

let offers: ReturnType<typeof offer>[] = [];
let claims: URLSearchParams[] = [];
/** What the shop answers a claim: the coupon, or a refusal in the shopper's language. */
let claimAnswer: (templateId: number) => object;

const ok = (result: unknown) => new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result }));

beforeEach(async () => {
  await changeLocale('en_US');
  offers = [];
  claims = [];
  claimAnswer = (templateId) => ({
    success: true,
    code: 200,
    message: 'ok',
    result: { coupon: { id: templateId }, created: true },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/mallapi/product/detail')) return ok(product);
      if (url.endsWith('/mallapi/coupon/available')) return ok({ list: offers });
      if (url.endsWith('/mallapi/coupon/claim')) {
        const body = new URLSearchParams(String(init?.body as string));
        claims.push(body);
        const templateId = Number(body.get('templateId'));
        const answer = claimAnswer(templateId);
        // A claim that uses up the member's limit takes the offer off `available`.
        if ((answer as { success: boolean }).success) offers = offers.filter((item) => item.templateId !== templateId);
        return new Response(JSON.stringify(answer));
      }
      return ok({ list: [], total: 0 });
    }),
  );
  navigate('/pages/product/product?id=5');
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function signIn() {
  const user = { memberId: 7, username: 'somchai', level: 1 } as User;
  saveSession({ token: `token-${Math.random()}`, invalidTime: new Date(Date.now() + 3_600_000).toISOString(), user });
}

function shown() {
  render(
    <AppProviders>
      <ProductPage />
    </AppProviders>,
  );
}

async function openSheet() {
  fireEvent.click(await screen.findByTestId('product-coupons-row'));
  return screen.findByTestId('product-coupons');
}

describe('the product page coupon row', () => {
  it('offers only the coupons that apply to this product, and claims one per tap with its own key', async () => {
    signIn();
    offers = [
      offer(1, 'Shop-wide', {}),
      offer(2, 'This tea', { productId: 5 }),
      offer(3, 'Another product', { productId: 6 }),
      offer(4, 'Tea category', { categoryId: 3 }),
      offer(5, 'Another brand', { brandId: 8 }),
      offer(6, 'Leaf brand', { brandId: 7 }),
    ];
    shown();
    expect((await screen.findByTestId('product-coupons-summary')).textContent).toBe('4 to claim');
    const sheet = await openSheet();
    expect(within(sheet).getByText('Shop-wide')).toBeTruthy();
    expect(within(sheet).getByText('This tea')).toBeTruthy();
    expect(within(sheet).getByText('Tea category')).toBeTruthy();
    expect(within(sheet).getByText('Leaf brand')).toBeTruthy();
    expect(within(sheet).queryByText('Another product')).toBeNull();
    expect(within(sheet).queryByText('Another brand')).toBeNull();

    fireEvent.click(screen.getByTestId('product-coupon-claim-2'));
    await screen.findByTestId('product-coupon-claimed-2');
    expect(screen.getByTestId('product-coupon-claimed-2').textContent).toBe('Claimed');
    fireEvent.click(screen.getByTestId('product-coupon-claim-1'));
    await screen.findByTestId('product-coupon-claimed-1');

    expect(claims.map((body) => body.get('templateId'))).toEqual(['2', '1']);
    const keys = claims.map((body) => body.get('idempotencyKey'));
    expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(keys[0]).not.toBe(keys[1]);
    await waitFor(() => expect(screen.getByTestId('product-coupons-summary').textContent).toBe('2 to claim'));
  });

  it("shows the shop's refusal beside the coupon and keeps it claimable", async () => {
    signIn();
    offers = [offer(9, 'Last few', {})];
    claimAnswer = () => ({
      success: false,
      code: 409,
      error: 'COUPON_CLAIMED_OUT',
      message: 'All of these coupons have been claimed',
    });
    shown();
    await openSheet();
    fireEvent.click(screen.getByTestId('product-coupon-claim-9'));
    const refusal = await screen.findByTestId('product-coupon-refusal-9');
    expect(refusal.textContent).toBe('All of these coupons have been claimed');
    expect(screen.getByTestId('product-coupon-claim-9')).toBeTruthy();
  });

  it('is not there when no claimable coupon applies, nor for a guest', async () => {
    signIn();
    offers = [offer(3, 'Another product', { productId: 6 })];
    shown();
    await screen.findByTestId('product-name');
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).endsWith('/coupon/available'))).toBe(true),
    );
    expect(screen.queryByTestId('product-coupons-row')).toBeNull();
    cleanup();
    clearSession();
    vi.mocked(fetch).mockClear();
    offers = [offer(1, 'Shop-wide', {})];
    shown();
    await screen.findByTestId('product-name');
    expect(screen.queryByTestId('product-coupons-row')).toBeNull();
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).endsWith('/coupon/available'))).toBe(false);
  });
});
