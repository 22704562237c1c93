// An order as a payable: what the payment module needs to take its QR part (payment.payables.ts).
// The composition root registers it; the payment path never asks whether it pays an order.
import { eq } from 'drizzle-orm';
import type { PayableKind } from '../payment/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { OrdersService } from './orders.service.ts';
import { orders } from './orders.schema.ts';

/** Unpaid (1) is open; closed unpaid (5) is over; every later status was paid. */
const UNPAID = 1;
const CLOSED = 5;

export function orderPayable(service: Pick<OrdersService, 'settleQrPayment'>): PayableKind {
  return {
    kind: 'order',
    async due(db, id) {
      const [order] = await db
        .select({
          memberId: orders.memberId,
          orderNo: orders.orderNo,
          status: orders.status,
          qrMinor: orders.qrMinor,
          currency: orders.currency,
          expiresAt: orders.expiresAt,
        })
        .from(orders)
        .where(eq(orders.id, id));
      if (!order) return undefined;
      const settled = order.status === CLOSED ? 'expired' : order.status > UNPAID ? 'success' : null;
      return {
        memberId: order.memberId,
        amountMinor: order.qrMinor,
        currency: order.currency,
        expiresAt: order.expiresAt,
        label: order.orderNo,
        status: order.status,
        open: order.status === UNPAID,
        settled,
      };
    },
    // The order is locked there; a payment for a closed order or another amount is 'notPayable'.
    paid: (tx, payment) =>
      service.settleQrPayment(tx, {
        orderId: payment.id,
        amountMinor: payment.amountMinor,
        provider: payment.provider,
        reference: payment.reference,
        paidAt: payment.paidAt,
      }),
    // The key the late payment's credit has always had, so history reads as before.
    refundCredit: (id) => ({ kind: 'ORDER_REFUND', reference: `order:${id}` }),
    notFound: () => new AppError('NOT_FOUND', 'orders.notFound', undefined, 'ORDER_NOT_FOUND'),
  };
}
