// The payment sources, one file each, in the deduction order (domain rules): coupon, subsidy, discount card
// (DC-eligible lines), voucher (lines paid by certificate), delivery-card credit, beans, cash (gift first), then QR; points
// for points-zone lines. Sources bound to lines come before those the lines carry pro rata. Adding
// a source: docs/domain/orders.md, "Adding a payment source".
import { beans } from './beans.ts';
import { cashGift } from './cash-gift.ts';
import { cash } from './cash.ts';
import { coupon } from './coupon.ts';
import { deliveryCard } from './delivery-card.ts';
import { discountCard } from './discount-card.ts';
import { points } from './points.ts';
import { qr } from './qr.ts';
import type { PaymentSource } from './source.ts';
import { subsidy } from './subsidy.ts';
import { voucher } from './voucher.ts';

export type { PaymentSource } from './source.ts';

export const paymentSources: readonly PaymentSource[] = [
  coupon,
  subsidy,
  discountCard,
  voucher,
  deliveryCard,
  beans,
  cashGift,
  cash,
  qr,
  points,
];
