// One coupon as its holder sees it: what it takes off, its rule and scope in the holder's language,
// how long it is valid, and its state once it can no longer be used.
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Price, useCurrencySymbol } from '@/components/price.tsx';
import type { Coupon } from '../api/coupons.ts';
import { couponRule } from '../lib/coupon-rule.ts';
import styles from './coupon-card.module.css';

function scopeText(intl: IntlShape, coupon: Coupon): string {
  if (coupon.productId !== null) return intl.formatMessage({ id: 'webCoupon.scope.product' });
  if (coupon.categoryId !== null) return intl.formatMessage({ id: 'webCoupon.scope.category' });
  if (coupon.brandId !== null) return intl.formatMessage({ id: 'webCoupon.scope.brand' });
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
        {coupon.kind === 'freeShipping' ? (
          <span className={styles.amount}>{intl.formatMessage({ id: 'webCoupon.freeShipping' })}</span>
        ) : coupon.kind === 'amountOff' ? (
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
