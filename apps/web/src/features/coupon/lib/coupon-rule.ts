// A coupon's rule as one sentence in the member's language.
import type { IntlShape } from 'react-intl';
import type { Coupon } from '../api/coupons.ts';

const ZERO = '0.00';

/** The coupon's rule as one sentence, e.g. "10.00 off orders of 100.00 or more, up to 20.00". */
export function couponRule(
  intl: IntlShape,
  coupon: Pick<Coupon, 'kind' | 'amount' | 'percent' | 'threshold' | 'cap'>,
  symbol: string,
): string {
  const money = (amount: string) => `${symbol}${amount}`;
  const values = { amount: money(coupon.amount), threshold: money(coupon.threshold), percent: coupon.percent };
  const noThreshold = coupon.threshold === ZERO;
  if (coupon.kind === 'freeShipping')
    return intl.formatMessage(
      { id: noThreshold ? 'webCoupon.rule.freeShippingNoThreshold' : 'webCoupon.rule.freeShipping' },
      values,
    );
  if (coupon.kind === 'amountOff')
    return intl.formatMessage(
      { id: noThreshold ? 'webCoupon.rule.amountOffNoThreshold' : 'webCoupon.rule.amountOff' },
      values,
    );
  const rule = intl.formatMessage(
    { id: noThreshold ? 'webCoupon.rule.percentOffNoThreshold' : 'webCoupon.rule.percentOff' },
    values,
  );
  if (coupon.cap === ZERO) return rule;
  return `${rule}, ${intl.formatMessage({ id: 'webCoupon.rule.cap' }, { cap: money(coupon.cap) })}`;
}
