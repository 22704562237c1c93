// The order's one state machine. Every change of status goes through `moveOrder`: a conditional
// UPDATE from the states the event allows (lib/state-machine.ts), so two racing requests cannot
// both move an order.
import { ORDER_STATUS, type OrderStatus } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { defineMachine } from '../../lib/state-machine.ts';

const { pendingPayment, paid, shipping, received, closed, complete } = ORDER_STATUS;

/** Each event: the statuses it leaves from, the one it reaches, and the time column it stamps. */
export const orderEvents = {
  pay: { from: [pendingPayment], to: paid, stamp: 'paid_at' },
  close: { from: [pendingPayment], to: closed, stamp: 'closed_at' },
  cancelPaid: { from: [paid], to: closed, stamp: 'closed_at' },
  ship: { from: [paid], to: shipping, stamp: 'shipped_at' },
  receive: { from: [shipping], to: received, stamp: 'received_at' },
  complete: { from: [received], to: complete, stamp: 'completed_at' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus; stamp: string }>;
export type OrderEvent = keyof typeof orderEvents;

const machine = defineMachine<OrderEvent, OrderStatus>({
  table: 'orders',
  key: 'id',
  status: 'status',
  events: orderEvents,
  refuse: refusal,
  notFound: () => new AppError('NOT_FOUND', 'orders.notFound', undefined, 'ORDER_NOT_FOUND'),
});

export function canApply(event: OrderEvent, status: number): boolean {
  return machine.canApply(event, status as OrderStatus);
}

/** The refusal for an event the order's status does not allow, in the spec's words where it has them. */
export function refusal(event: OrderEvent, status: number): AppError {
  if ((event === 'close' || event === 'cancelPaid') && status >= shipping && status !== closed)
    return new AppError('CONFLICT', 'orders.cancelAfterShipping', undefined, 'ORDER_SHIPPING');
  return new AppError('CONFLICT', 'orders.illegalStep', undefined, 'ORDER_STATE');
}

/**
 * Applies `event` to the order when its status allows it, stamping the event's time; answers the
 * new status, or throws the refusal with the status the order was found in.
 */
export async function moveOrder(db: DbOrTx, orderId: number, event: OrderEvent, at: Date): Promise<OrderStatus> {
  return machine.apply(db, orderId, event, { at });
}
