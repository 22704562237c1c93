// Discount cards as the shopper buys and spends them: the face values on sale, a purchase (paid
// from the cash balance at once, or by QR through the payable's prepay page), value given to a
// friend, and the products a card pays for, page by page.
import { calls } from '@mall/contracts/browser';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer } from '@/lib/viewer.ts';

const PAGE_SIZE = 10;

export const discountCardKeys = {
  all: [memberScope, 'discountCards'] as const,
};

export function useFaceValues() {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...discountCardKeys.all, 'faceValues', viewer.token],
    queryFn: ({ signal }) => request(calls.discountCard.faceValues, {}, { signal }),
    enabled: viewer.token !== 'guest',
  });
}

export interface BuyInput {
  faceValue: string;
  payWith: 'CASH' | 'QR';
  /** One per confirmed purchase: a resend answers the first purchase. */
  idempotencyKey: string;
}

/** Buys a card; paid from cash, the balances shown elsewhere follow. */
export function useBuyDiscountCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BuyInput) => request(calls.discountCard.buy, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [memberScope] }),
  });
}

export interface GiveInput {
  /** The friend's mobile or invite code. */
  to: string;
  amount: string;
  /** One per confirmed gift: a resend answers the first transfer. */
  idempotencyKey: string;
}

/** Gives card value to another member; the balances and histories shown elsewhere follow. */
export function useGiveDiscountCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GiveInput) => request(calls.discountCard.distribute, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [memberScope] }),
  });
}

/** The listed products a discount card pays for, optionally matching a keyword. */
export function useDiscountCardProducts(keyword: string) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: [...discountCardKeys.all, 'products', keyword, viewer.token, viewer.locale],
    queryFn: ({ pageParam, signal }) =>
      request(
        calls.discountCard.products,
        { pageNum: pageParam, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: viewer.token !== 'guest',
  });
}
