// A discount-card purchase as a payable (payment.payables.ts): its QR is paid through the one
// payment path, which never asks what it pays.
import { AppError } from '../../lib/errors.ts';
import type { PayableKind } from '../payment/index.ts';
import { DISCOUNT_CARD_KIND, purchaseView, type DiscountCardService } from './discountcard.service.ts';

/** Statuses as the payment path answers them beside the intent's: 1 waiting, 2 paid, 5 closed unpaid. */
const STATUS = { pending: 1, paid: 2, closed: 5 } as const;

export function discountCardPayable(service: DiscountCardService): PayableKind {
  return {
    kind: DISCOUNT_CARD_KIND,
    async due(db, id) {
      const row = await service.purchase(db, id);
      if (!row || row.payWith !== 'QR') return undefined;
      const { status } = purchaseView(row, service.clock());
      return {
        memberId: row.memberId,
        amountMinor: row.faceMinor,
        currency: row.currency,
        expiresAt: status === 'pending' ? row.expiresAt : null,
        label: `DC${String(row.id).padStart(8, '0')}`,
        status: STATUS[status],
        open: status === 'pending',
        settled: status === 'paid' ? 'success' : status === 'closed' ? 'expired' : null,
      };
    },
    paid: (tx, payment) => service.settleQr(tx, payment),
    // Money a purchase could not take goes to the payer's cash balance, named by the purchase.
    refundCredit: (id) => ({ kind: 'ORDER_REFUND', reference: `discount-card:${id}` }),
    notFound: () => new AppError('NOT_FOUND', 'discountCard.notFound', undefined, 'DISCOUNT_CARD_NOT_FOUND'),
  };
}
