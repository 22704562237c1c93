// The QR payment: whatever the balances leave, paid to the provider (orders.settle.ts).
import type { PaymentSource } from './source.ts';

export const qr: PaymentSource = {
  name: 'qr',
  source: 'QR',
  column: 'qrMinor',
  cover: ({ open }) => ({ amount: open }),
};
