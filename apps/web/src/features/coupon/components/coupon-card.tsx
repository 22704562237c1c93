// One coupon as its holder sees it: what it takes off, its rule and scope in the holder's language,
// how long it is valid, and its state once it can no longer be used.
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Price, useCurrencySymbol } from '@/components/price.tsx';
import type { Coupon } from '../api/coupons.ts';
import styles from './coupon-card.module.css';

const ZERO = '0.00';

/** The coupon's rule as one sentence, e.g. "10.00 off orders of 100.00 or more, up to 20.00". */
export function couponRule(intl: IntlShape, coupon: Coupon, symbol: string): string {
  const money = (amount: string) => `${symbol}${amount}`;
  const values = { amount: money(coupon.amount), threshold: money(coupon.threshold), percent: coupon.percent };
  const noThreshold = coupon.threshold === ZERO;
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

function scopeText(intl: IntlShape, coupon: Coupon): string {
  if (coupon.productId !== null) return intl.formatMessage({ id: 'webCoupon.scope.product' });
  if (coupon.categoryId !== null) return intl.formatMessage({ id: 'webCoupon.scope.category' });
  return intl.formatMessage({ id: 'webCoupon.scope.all' });
}

const stateMessage = {
  reserved: 'webCoupon.state.reserved',
  used: 'webCoupon.state.used',
  expired: 'webCoupon.state.expired',
} as const;

export function CouponCard({ coupon, aside }: { coupon: Coupon; aside?: ReactNode }) {
  const intl = useIntl();
  const symbol = useCurrencySymbol();
  const faded = coupon.state === 'used' || coupon.state === 'expired';
  return (
    <article
      className={faded ? `${styles.card} ${styles.faded}` : styles.card}
      data-testid="coupon"
      data-coupon-id={coupon.id}
      data-state={coupon.state}
    >
      <div className={styles.value}>
        {coupon.kind === 'amountOff' ? (
          <Price amount={coupon.amount} className={styles.amount} />
        ) : (
          <span className={styles.amount}>{coupon.percent}%</span>
        )}
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{coupon.name}</h2>
        <p className={styles.rule}>{couponRule(intl, coupon, symbol)}</p>
        <p className={styles.meta}>
          {scopeText(intl, coupon)} ·{' '}
          {intl.formatMessage(
            { id: 'webCoupon.validUntil' },
            { date: intl.formatDate(coupon.validTo, { year: 'numeric', month: '2-digit', day: '2-digit' }) },
          )}
        </p>
        {coupon.state !== 'unused' && (
          <span className={styles.state}>{intl.formatMessage({ id: stateMessage[coupon.state] })}</span>
        )}
      </div>
      {aside && <div className={styles.aside}>{aside}</div>}
    </article>
  );
}
