// The sell-beans order as a payable kind: paid by QR through the one payment path.
import { BEANS_ORDER_PAYABLE } from '@mall/contracts';
import type { PayableKind } from '../payment/index.ts';
import type { BeansOrders } from './beans.orders.ts';
import { orderNotFound, orderRow } from './beans.views.ts';

const STATUS = { unpaid: 0, paid: 1, cancelled: 2, expired: 3 } as const;

export function beansOrderPayable(orders: Pick<BeansOrders, 'settleQr' | 'clock'>): PayableKind {
  return {
    kind: BEANS_ORDER_PAYABLE,
    async due(db, id) {
      const row = await orderRow(db, id);
      if (!row) return undefined;
      const open = row.state === 'unpaid' && row.expiresAt > orders.clock();
      return {
        memberId: row.buyerId,
        amountMinor: row.totalMinor,
        currency: row.currency,
        expiresAt: row.state === 'unpaid' ? row.expiresAt : null,
        label: row.orderNo,
        status: STATUS[row.state],
        open,
        settled: row.state === 'paid' ? 'success' : row.state === 'unpaid' ? null : 'expired',
      };
    },
    paid: (tx, payment) => orders.settleQr(tx, payment),
    // Money for an order closed meanwhile goes back to the payer's cash under the order's name.
    refundCredit: (id) => ({ kind: 'ORDER_REFUND', reference: `beans-order:${id}:returned` }),
    notFound: orderNotFound,
  };
}
