// The member's after-sales requests: asking (with the order it is about), the list page by page,
// one request, sending the goods back, withdrawing and confirming an exchange's replacement arrived.
// After a step the requests, the order lists and their counts (the after-sale tab) are asked again.
import { calls } from '@mall/contracts/browser';
import type { afterSale, BodyOf, ResultOf } from '@mall/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer } from '@/lib/viewer.ts';
import { orderKeys } from '@/shared/orders/api/orders.ts';

export type AfterSaleView = ResultOf<typeof afterSale.detail>;
export type ApplyBody = BodyOf<typeof afterSale.apply>;

const PAGE_SIZE = 10;

// Under memberScope with the token, so a session change drops another member's requests at once.
const afterSaleKeys = {
  all: [memberScope, 'afterSales'] as const,
  list: (token: string, locale: string) => [...afterSaleKeys.all, 'list', token, locale] as const,
  one: (token: string, locale: string, id: number) => [...afterSaleKeys.all, 'one', id, token, locale] as const,
};

/** The member's requests, newest first, ten at a time. */
export function useAfterSaleList() {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: afterSaleKeys.list(viewer.token, viewer.locale),
    queryFn: ({ pageParam, signal }) =>
      request(calls.afterSale.queryPage, { pageNum: pageParam, pageSize: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: viewer.token !== 'guest',
  });
}

export function useAfterSale(id: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: afterSaleKeys.one(viewer.token, viewer.locale, id),
    queryFn: ({ signal }) => request(calls.afterSale.detail, { id }, { signal }),
    enabled: viewer.token !== 'guest' && id > 0,
  });
}

/** The order a request is about, filed as the order pages file it. */
export function useOrderOf(orderId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: orderKeys.detail(viewer, orderId),
    queryFn: ({ signal }) => request(calls.orders.detail, { orderId }, { signal }),
    enabled: viewer.token !== 'guest' && orderId > 0,
  });
}

/**
 * Whether any of the order's products is a set (it grants a member level): such orders may only be
 * exchanged. A product that cannot be read counts as not a set; the server has the last word.
 */
export function useIsSetOrder(productIds: number[]) {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['afterSaleSetCheck', ids],
    queryFn: async ({ signal }) => {
      const found = await Promise.all(
        ids.map((id) =>
          request(calls.product.detail, { id }, { signal }).then(
            (product) => product.grantsLevel !== null,
            () => false,
          ),
        ),
      );
      return found.some(Boolean);
    },
    enabled: ids.length > 0,
    staleTime: 10 * 60_000,
  });
}

/** Asks again for what a step on a request changes: the requests, and the orders' after-sale tab and counts. */
function useAfterStep() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: afterSaleKeys.all }),
      client.invalidateQueries({ queryKey: orderKeys.all }),
    ]);
}

export function useApplyAfterSale() {
  const afterStep = useAfterStep();
  return useMutation({
    mutationFn: (body: ApplyBody) => request(calls.afterSale.apply, body),
    onSuccess: () => afterStep(),
  });
}

export function useSubmitExpress() {
  const afterStep = useAfterStep();
  return useMutation({
    mutationFn: (body: { id: number; carrier: string; trackingNo: string }) =>
      request(calls.afterSale.submitExpress, body),
    onSuccess: () => afterStep(),
  });
}

/** The member says an exchange's replacement arrived: the exchange succeeds. */
export function useConfirmReplacement() {
  const afterStep = useAfterStep();
  return useMutation({
    mutationFn: (id: number) => request(calls.afterSale.confirmReceipt, { id }),
    onSuccess: () => afterStep(),
  });
}

export function useWithdrawAfterSale() {
  const afterStep = useAfterStep();
  return useMutation({
    mutationFn: (id: number) => request(calls.afterSale.cancel, { id }),
    onSuccess: () => afterStep(),
  });
}

/** The product's specifications with their stock, for an exchange to name the one wanted. */
export function useProductSkus(productId: number, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: ['afterSaleSkus', productId, viewer.locale],
    queryFn: ({ signal }) => request(calls.product.detail, { id: productId }, { signal }).then((found) => found.skus),
    enabled: enabled && productId > 0,
  });
}
