// The order's one state machine. Every change of status goes through `moveOrder`: a conditional
// UPDATE from the states the event allows, so two racing requests cannot both move an order.
import { sql } from 'drizzle-orm';
import { ORDER_STATUS, type OrderStatus } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

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

export function canApply(event: OrderEvent, status: number): boolean {
  return (orderEvents[event].from as readonly number[]).includes(status);
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
  const { from, to, stamp } = orderEvents[event];
  const moved = await db.execute<{ status: number }>(sql`
    update orders set status = ${to}, ${sql.identifier(stamp)} = ${at.toISOString()}::timestamptz
    where id = ${orderId} and status in ${sql.raw(`(${from.join(', ')})`)}
    returning status`);
  if (moved.rows.length > 0) return to;
  const found = await db.execute<{ status: number }>(sql`select status from orders where id = ${orderId}`);
  const status = found.rows[0]?.status;
  if (status === undefined) throw new AppError('NOT_FOUND', 'orders.notFound', undefined, 'ORDER_NOT_FOUND');
  throw refusal(event, status);
}
