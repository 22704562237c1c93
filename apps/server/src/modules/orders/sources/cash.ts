// The withdrawable part of the cash balance: what the shopper asked of cash beyond the gift part.
import { fromBalance, type PaymentSource } from './source.ts';

export const cash: PaymentSource = {
  name: 'cash',
  source: 'CASH',
  spends: 'cash',
  column: 'cashMinor',
  ledger: {},
  cover: (step) => fromBalance(step),
};
