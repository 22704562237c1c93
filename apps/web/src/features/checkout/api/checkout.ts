// Checkout and payment calls: the server-priced preview, order creation, the QR and its state,
// the other ways to pay (Alipay, cards) and saved cards.
import { calls } from '@mall/contracts/browser';
import type { BodyOf, memberAddress, orders, pay, ResultOf, SpendParam } from '@mall/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { sharedCode } from '@/lib/share-code.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer } from '@/lib/viewer.ts';
import { cartKeys } from '@/shared/cart/api/cart.ts';
import { payableBody, type PayableRef } from '../lib/payable.ts';

export type OrderPreview = ResultOf<typeof orders.preview>;
export type OrderDetail = ResultOf<typeof orders.detail>;
export type Prepay = ResultOf<typeof pay.prepay>;
export type PayState = ResultOf<typeof pay.status>['state'];
export type PayMethod = ResultOf<typeof pay.methods>['methods'][number];
export type SavedCard = ResultOf<typeof pay.getSavedCard>['list'][number];

/** What is bought: a SKU now, or the cart's selected lines. */
export interface Purchase {
  productGoodsId?: number;
  num?: number;
  flashSaleId?: number;
}

/** The coupon chosen for the order. */
export interface ChosenCoupon {
  id: number;
  name: string;
}

/** What the shopper chose to spend, as the server showed it. */
export type Spending = Record<SpendParam, string>;

export const checkoutKeys = {
  all: [memberScope, 'checkout'] as const,
  preview: (
    token: string,
    locale: string,
    purchase: Purchase & { couponId?: number },
    spending: Spending,
    addressId: number | null,
  ) => [...checkoutKeys.all, 'preview', token, locale, purchase, spending, addressId] as const,
  order: (token: string, orderId: number) => [...checkoutKeys.all, 'order', token, orderId] as const,
  status: (token: string, payable: PayableRef, attempt: string) =>
    [...checkoutKeys.all, 'status', token, payable.kind ?? 'order', payable.id, attempt] as const,
};

/**
 * The purchase priced by the server; keeps showing the last answer while a change is priced. Not
 * asked until `isReady` (the cart is known to hold something to buy).
 */
export function useOrderPreview(
  purchase: Purchase & { couponId?: number },
  spending: Spending,
  addressId: number | null,
  isReady = true,
) {
  const viewer = useViewer();
  return useQuery({
    queryKey: checkoutKeys.preview(viewer.token, viewer.locale, purchase, spending, addressId),
    queryFn: ({ signal }) =>
      // Points-zone lines are priced and paid in points: this app shows them so.
      request(
        calls.orders.preview,
        { ...purchase, ...spending, usePoints: true, ...(addressId ? { addressId } : {}) },
        { signal },
      ),
    enabled: viewer.token !== 'guest' && isReady,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export type CreateOrderInput = BodyOf<typeof orders.create>;

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // The product link or sales page the shopper came through: the order is the sharer's (not binding).
    mutationFn: (input: CreateOrderInput) => {
      const shareCode = sharedCode();
      return request(calls.orders.create, shareCode ? { ...input, shareCode } : input);
    },
    // Not awaited: the way to the pay page does not wait on the cart's refetch.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export function useOrderDetail(orderId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: checkoutKeys.order(viewer.token, orderId),
    queryFn: ({ signal }) => request(calls.orders.detail, { orderId }, { signal }),
    enabled: viewer.token !== 'guest' && orderId > 0,
  });
}

export function usePrepay(payable: PayableRef) {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...checkoutKeys.all, 'prepay', viewer.token, payable.kind ?? 'order', payable.id],
    queryFn: ({ signal }) => request(calls.pay.prepay, payableBody(payable), { signal }),
    enabled: viewer.token !== 'guest' && payable.id > 0,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * The payment's state, asked again every `everyMs` until it is settled. `attempt` names the QR
 * being paid, so a new QR after a decline does not start from the old one's "failed".
 */
export function usePayStatus(payable: PayableRef, everyMs: number | false, attempt = '') {
  const viewer = useViewer();
  return useQuery({
    queryKey: checkoutKeys.status(viewer.token, payable, attempt),
    queryFn: ({ signal }) => request(calls.pay.status, payableBody(payable), { signal }),
    enabled: viewer.token !== 'guest' && payable.id > 0,
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'pending' ? false : everyMs),
  });
}

/** How the order can be paid with the shop's provider: the QR always, with Stripe Alipay and cards. */
export function usePayMethods(orderId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...checkoutKeys.all, 'methods', viewer.token, orderId],
    queryFn: ({ signal }) => request(calls.pay.methods, { orderId }, { signal }),
    enabled: viewer.token !== 'guest' && orderId > 0,
    retry: false,
  });
}

/** Pays by a method that leaves the shop (Alipay, a card, a saved card): answers where to go. */
export function useRedirectPay() {
  return useMutation({
    mutationFn: (input: { orderId: number; method: 'alipay' | 'card'; savedCardId?: number }) =>
      request(calls.pay.prepay, input),
  });
}

export function useSavedCards() {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...checkoutKeys.all, 'cards', viewer.token],
    queryFn: ({ signal }) => request(calls.pay.getSavedCard, undefined, { signal }),
    enabled: viewer.token !== 'guest',
  });
}

/** Forgets a saved card (the server detaches it at the provider first). */
export function useDeleteSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(calls.pay.delSavedCard, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...checkoutKeys.all, 'cards'] }),
  });
}

export type CheckoutAddressOption = ResultOf<typeof memberAddress.selectList>[number];

/** The member's address book, to deliver to. */
export function useAddressBook() {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...checkoutKeys.all, 'addresses', viewer.token, viewer.locale],
    queryFn: ({ signal }) => request(calls.memberAddress.selectList, undefined, { signal }),
    enabled: viewer.token !== 'guest',
  });
}
