// The back office's orders: one page of the list, one order, the CSV export and the callbacks.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { adminOrders, ResultOf } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';

export type OrdersPage = ResultOf<typeof adminOrders.page>;
export type OrderSummary = OrdersPage['list'][number];
export type OrderDetail = ResultOf<typeof adminOrders.detail>;
export type CallbacksPage = ResultOf<typeof adminOrders.callbacks>;
export type CallbackRow = CallbacksPage['list'][number];
export type Shipment = OrderDetail['shipments'][number];

export interface OrderFilter {
  status?: number;
  from?: string;
  to?: string;
  member?: string;
  product?: string;
  orderNo?: string;
}

export interface OrdersQuery extends OrderFilter {
  pageNum: number;
  pageSize: number;
  sort?: 'newest' | 'oldest';
}

export const ordersKeys = {
  all: ['orders'] as const,
  page: (query: OrdersQuery) => [...ordersKeys.all, 'page', query] as const,
  detail: (orderId: number) => [...ordersKeys.all, 'detail', orderId] as const,
  callbacks: (query: { pageNum: number; pageSize: number; action?: string }) =>
    [...ordersKeys.all, 'callbacks', query] as const,
};

export function useOrdersPage(query: OrdersQuery) {
  return useQuery({
    queryKey: ordersKeys.page(query),
    queryFn: ({ signal }) => callApi(calls.adminOrders.page, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetail(orderId: number, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: ordersKeys.detail(orderId),
    queryFn: ({ signal }) => callApi(calls.adminOrders.detail, { orderId }, { signal }),
    enabled: options.isEnabled ?? true,
  });
}

export function exportOrders(filter: OrderFilter) {
  return callApi(calls.adminOrders.export, filter);
}

export function useCallbacksPage(query: { pageNum: number; pageSize: number; action?: string }) {
  return useQuery({
    queryKey: ordersKeys.callbacks(query),
    queryFn: ({ signal }) => callApi(calls.adminOrders.callbacks, query, { signal }),
    placeholderData: keepPreviousData,
  });
}
