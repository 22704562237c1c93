// Shipping from the back office: one parcel, a CSV of many, and tracking events. Quiet calls: the
// dialogs show the server's reason next to the field it concerns, or above the form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { BodyOf, ResultOf, adminOrders } from '@mall/contracts';
import { mayCall } from '../../../lib/access.ts';
import { callApi } from '../../../lib/api.ts';
import { useMe } from '../../../shared/auth/api/me.ts';
import { ordersKeys } from './orders.ts';

export type ShipInput = BodyOf<typeof adminOrders.ship>;
export type BulkShipReport = ResultOf<typeof adminOrders.shipBulk>;
export type BulkShipRow = BulkShipReport['rows'][number];

/** After a shipment every list and order may show another status: all of them reload. */
function useReloadOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ordersKeys.all });
}

export function useShipOrder() {
  const reload = useReloadOrders();
  return useMutation({
    mutationFn: (input: ShipInput) => callApi(calls.adminOrders.ship, input, { isQuiet: true }),
    onSuccess: reload,
  });
}

export function useShipBulk() {
  const reload = useReloadOrders();
  return useMutation({
    mutationFn: (csv: string) => callApi(calls.adminOrders.shipBulk, { csv }, { isQuiet: true }),
    onSuccess: reload,
  });
}

export function useAddTrackingEvent(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { shipmentId: number; text: string }) =>
      callApi(calls.adminOrders.trackingEvent, input, { isQuiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.detail(orderId) }),
  });
}

/** Whether the signed-in operator may ship (admin, operator; not finance, who only reads orders). */
export function useMayShip(): boolean {
  const { data: operator } = useMe();
  return operator ? mayCall(operator.roles, calls.adminOrders.ship) : false;
}
