import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { BeansOrderState, BeansOrderView } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';

export type BeansOrder = BeansOrderView;

export const beansKeys = {
  all: ['beans'] as const,
  orders: (filter: OrdersFilter) => [...beansKeys.all, 'orders', filter] as const,
  distributors: () => [...beansKeys.all, 'distributors'] as const,
};

export interface OrdersFilter {
  pageNum: number;
  pageSize: number;
  state?: BeansOrderState;
  memberId?: number;
}

/** Sell-beans orders, newest first, by state and member. */
export function useBeansOrders(filter: OrdersFilter) {
  return useQuery({
    queryKey: beansKeys.orders(filter),
    queryFn: ({ signal }) => callApi(calls.adminBeans.orders, filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Cancels an unpaid order with a reason (the beans return to the seller); the lists reload. */
export function useForceCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) => callApi(calls.adminBeans.forceCancel, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: beansKeys.all }),
  });
}

export function useDistributors() {
  return useQuery({
    queryKey: beansKeys.distributors(),
    queryFn: ({ signal }) => callApi(calls.adminBeans.distributors, undefined, { signal }),
  });
}

/** Makes a member a distributor, or no longer one; the list reloads. */
export function useSetDistributor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ memberId, isDistributor }: { memberId: number; isDistributor: boolean }) => {
      if (isDistributor) await callApi(calls.adminBeans.distributorSet, { memberId });
      else await callApi(calls.adminBeans.distributorUnset, { memberId });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: beansKeys.distributors() }),
  });
}
