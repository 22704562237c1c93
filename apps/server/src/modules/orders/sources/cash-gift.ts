// The gift part of the cash balance, spent before the withdrawable part (./cash.ts).
import { fromBalance, type PaymentSource } from './source.ts';

export const cashGift: PaymentSource = {
  name: 'cashGift',
  source: 'CASH_GIFT',
  spends: 'cash',
  column: 'cashGiftMinor',
  ledger: {},
  cover: (step) => fromBalance(step),
};
