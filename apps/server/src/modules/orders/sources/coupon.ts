// The coupon: a discount on the goods, carried by the lines in proportion to their price.
import { prorate, type PaymentSource } from './source.ts';

export const coupon: PaymentSource = {
  name: 'coupon',
  source: 'COUPON',
  kind: 'discount',
  column: 'couponMinor',
  cover: ({ lines, balance }) => {
    const goods = lines.reduce((sum, line) => sum + line.totalMinor, 0);
    return {
      lines: prorate(
        Math.min(balance, goods),
        lines.map((line) => line.totalMinor),
      ),
    };
  },
};
