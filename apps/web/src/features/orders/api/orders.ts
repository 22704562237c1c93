// The member's orders: one tab of the list page by page, an order with every field, its parcels,
// and the member's steps on it (cancel, confirm receipt, confirm MP, delete). After a step the
// lists, counts and the order are asked again, and balances too (a cancel refunds, a completed
// order pays its points).
import { calls } from '@mall/contracts/browser';
import type { orders, ResultOf } from '@mall/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer } from '@/lib/viewer.ts';
import { orderKeys } from '@/shared/orders/api/orders.ts';
import { walletKeys } from '@/shared/wallet/api/keys.ts';
import type { OrderTab } from '../lib/order-state.ts';

export type OrderSummary = ResultOf<typeof orders.queryPage>['list'][number];
export type OrderDetail = ResultOf<typeof orders.detail>;
export type Shipment = ResultOf<typeof orders.logistics>['shipments'][number];
export type CancelAnswer = ResultOf<typeof orders.cancel>;

const PAGE_SIZE = 10;

/** One tab of the member's orders, newest first, ten at a time. */
export function useOrderList(tab: OrderTab) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: orderKeys.list(viewer, tab),
    queryFn: ({ pageParam, signal }) =>
      request(calls.orders.queryPage, { tab, pageNum: pageParam, pageSize: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: viewer.token !== 'guest',
  });
}

export function useOrder(orderId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: orderKeys.detail(viewer, orderId),
    queryFn: ({ signal }) => request(calls.orders.detail, { orderId }, { signal }),
    enabled: viewer.token !== 'guest' && orderId > 0,
  });
}

export function useLogistics(orderId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: orderKeys.logistics(viewer, orderId),
    queryFn: ({ signal }) => request(calls.orders.logistics, { orderId }, { signal }),
    enabled: viewer.token !== 'guest' && orderId > 0,
  });
}

/** Asks again for everything a step on an order may have changed. */
function useAfterStep() {
  const client = useQueryClient();
  const viewer = useViewer();
  return (everything: boolean) =>
    everything
      ? // A cancel gives back balances and the coupon and frees the checkout's order: ask all again.
        client.invalidateQueries({ queryKey: [memberScope] })
      : Promise.all([
          client.invalidateQueries({ queryKey: orderKeys.all }),
          client.invalidateQueries({ queryKey: walletKeys.all(viewer.token) }),
        ]);
}

export function useCancelOrder() {
  const afterStep = useAfterStep();
  return useMutation({
    mutationFn: (orderId: number) => request(calls.orders.cancel, { orderId }),
    onSuccess: () => afterStep(true),
  });
}

export function useConfirmReceipt() {
  const afterStep = useAfterStep();
  return useMutation({
    mutationFn: (orderId: number) => request(calls.orders.confirmReceipt, { orderId }),
    onSuccess: () => afterStep(false),
  });
}

export function useConfirmMp() {
  const afterStep = useAfterStep();
  return useMutation({
    mutationFn: (orderId: number) => request(calls.orders.confirmMp, { orderId }),
    onSuccess: () => afterStep(false),
  });
}

export function useDeleteOrder() {
  const afterStep = useAfterStep();
  return useMutation({
    mutationFn: (orderId: number) => request(calls.orders.delete, { orderId }),
    onSuccess: () => afterStep(false),
  });
}
