// What after-sales gave back of an order line, as the order's page shows it: nothing, some of its
// units (after-sales still offered for the rest), or all of them (no more after-sales).

export type LineRefund = 'none' | 'partial' | 'full';

export function lineRefundOf(line: { num: number; refundedNum?: number | undefined }): LineRefund {
  const refunded = line.refundedNum ?? 0;
  if (refunded <= 0) return 'none';
  return refunded >= line.num ? 'full' : 'partial';
}
