// The member cancels an order not yet shipping. The orders module closes it, or refunds every
// balance of a paid one; the QR part's refund through its provider is opened in the same
// transaction, so the cancel and its refund commit together or not at all. Once committed, the
// refund job is told, so the shopper does not wait for the sweeper; the provider is never asked
// inside the transaction. And what a cancelled order gave back, as the shopper sees it.
import { formatMinor, type RefundView } from '@mall/contracts';
import { withTransaction, type Db, type DbOrTx } from '../db/client.ts';
import type { OrdersService } from '../modules/orders/index.ts';
import type { PaymentGateways, PaymentRefund, PaymentService } from '../modules/payment/index.ts';
import type { RefundQueue } from './refund-payments.ts';

export interface CancelOrderDeps {
  db: Db;
  orders: OrdersService;
  payments: PaymentService;
  /** Whether a provider's refunds go back to the payment method or to the cash balance. */
  gateways: PaymentGateways;
  refundQueue: RefundQueue;
}

/** Where a paid source went: back to its own balance, or (the QR part) as its refund says. */
function refundView(
  gateways: PaymentGateways,
  payment: { source: string; amountMinor: number },
  refund: PaymentRefund | undefined,
): RefundView {
  // Points are whole points, written as the wire's amounts are ("400.00" is 400 points).
  const amount = formatMinor(payment.source === 'POINTS' ? payment.amountMinor * 100 : payment.amountMinor);
  const view = { source: payment.source, amount };
  if (payment.source !== 'QR') return { ...view, to: 'source', state: 'done' };
  // No refund record: cancelled when the QR part still went straight to the cash balance.
  if (!refund || refund.state === 'to_balance') return { ...view, to: 'cash', state: 'done' };
  if (refund.state === 'refunded') return { ...view, to: 'payMethod', state: 'done' };
  return { ...view, to: gateways.refundsToPayMethod(refund.provider) ? 'payMethod' : 'cash', state: 'pending' };
}

export async function cancelOrder(
  deps: CancelOrderDeps,
  memberId: number,
  orderId: number,
): Promise<{ status: number; refunds: RefundView[] }> {
  const cancelled = await withTransaction(deps.db, async (tx) => {
    const result = await deps.orders.cancel(tx, memberId, orderId);
    const refunds: RefundView[] = [];
    for (const payment of result.refunds) {
      const refund =
        payment.source === 'QR'
          ? await deps.payments.refunds.open(tx, {
              orderId,
              orderPaymentId: payment.paymentId,
              memberId,
              amountMinor: payment.amountMinor,
              paidWith: payment.reference,
              at: deps.orders.now(),
            })
          : undefined;
      refunds.push(refundView(deps.gateways, payment, refund));
    }
    return { status: result.status, refunds };
  });
  if (cancelled.refunds.some((refund) => refund.state === 'pending')) await deps.refundQueue.announce(orderId);
  return cancelled;
}

/** What the order's cancel gave back to each source, with the QR part's refund as it stands. */
export async function orderRefunds(
  deps: Pick<CancelOrderDeps, 'orders' | 'payments' | 'gateways'>,
  db: DbOrTx,
  orderId: number,
): Promise<RefundView[]> {
  const [payments, refunds] = await Promise.all([
    deps.orders.reads.payments(db, orderId),
    deps.payments.refunds.ofOrder(db, orderId),
  ]);
  return payments
    .filter((payment) => payment.state === 'refunded')
    .map((payment) =>
      refundView(
        deps.gateways,
        payment,
        refunds.find((refund) => refund.orderPaymentId === payment.id),
      ),
    );
}
