// The discount card pays DC-eligible lines at their discount: paying `take` of a line saves its
// share. It is no ledger part: its value lives in lots, so placing spends it at once and closing
// credits it back (orders.place.ts, orders.settle.ts).
import type { PaymentSource } from './source.ts';

export const discountCard: PaymentSource = {
  name: 'discountCard',
  source: 'DISCOUNT_CARD',
  spends: 'discountCard',
  column: 'discountCardMinor',
  cover: ({ lines, want, balance }) => {
    let left = Math.min(want, balance);
    let max = 0;
    const taken = lines.map(() => 0);
    const savings = lines.map(() => 0);
    lines.forEach((line, index) => {
      if (line.points) return;
      if (line.dcDiscountPercent <= 0 || line.dcDiscountPercent >= 100) return;
      const discounted = Math.floor((line.totalMinor * (100 - line.dcDiscountPercent)) / 100);
      max += discounted;
      const take = Math.min(left, discounted);
      if (take <= 0) return;
      left -= take;
      taken[index] = take;
      savings[index] =
        take === discounted
          ? line.totalMinor - discounted
          : Math.floor((take * line.dcDiscountPercent) / (100 - line.dcDiscountPercent));
    });
    return { lines: taken, savings, max: Math.min(max, balance) };
  },
};
