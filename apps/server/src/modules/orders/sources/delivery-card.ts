// Delivery-card credit (a pickup gift card's value) pays what is left of the order, as far as the
// shopper asks and holds; it comes first among the balances so the card's own order spends it.
import { fromBalance, type PaymentSource } from './source.ts';

export const deliveryCard: PaymentSource = {
  name: 'deliveryCard',
  source: 'DELIVERY_CARD',
  spends: 'deliveryCard',
  ledger: {},
  cover: (step) => fromBalance(step),
};
