// Points pay the points-zone lines their points. They are redeemed, not paid: the member's history
// reads POINTS_REDEEMED, and ORDER_REFUND when a cancel gives them back.
import type { PaymentSource } from './source.ts';

export const points: PaymentSource = {
  name: 'points',
  source: 'POINTS',
  kind: 'points',
  column: 'pointsSpent',
  ledger: { kinds: { held: 'POINTS_REDEEMED', spent: 'POINTS_REDEEMED', released: 'ORDER_REFUND' } },
  cover: ({ lines }) => ({ lines: lines.map((line) => line.points ?? 0) }),
};
