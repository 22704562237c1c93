// A subsidy campaign's budget pays a fixed amount of each subsidised line (docs/domain/campaign.md),
// right after the coupon: no balance of the member's, so nothing is held or asked for. The campaign
// module takes the budget and posts the money from the SUBSIDY system account in the order's
// transaction, and gives it back when the order is closed or cancelled.
import type { PaymentSource } from './source.ts';

export const subsidy: PaymentSource = {
  name: 'subsidy',
  source: 'SUBSIDY',
  cover: ({ lines, lineOpen }) => ({
    lines: lines.map((line, index) => Math.max(0, Math.min(line.subsidyMinor ?? 0, lineOpen[index] ?? 0))),
  }),
};
