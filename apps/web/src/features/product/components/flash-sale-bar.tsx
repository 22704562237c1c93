import { useIntl } from 'react-intl';
import { Countdown } from '@/components/countdown.tsx';
import { Price } from '@/components/price.tsx';
import { paths } from '@/lib/paths.ts';
import { Link } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import type { ProductDetail } from '../api/get-product-detail.ts';
import styles from './product-screen.module.css';

type FlashSale = NonNullable<ProductDetail['flashSale']>;

interface FlashSaleBarProps {
  sale: FlashSale;
  receivedAt: number;
  /** Asks the server again when the sale starts or ends, so state and price follow. */
  onStateChange: () => void;
}

/** The level from which flash sales sell (the server refuses anyone below with FLASH_SALE_VIP_ONLY). */
const VIP_LEVEL = 2;

/**
 * The flash-sale band over the price: its state, its price and the time to the next change; below
 * VIP level, "VIP only" and the way to the VIP sets.
 */
export function FlashSaleBar({ sale, receivedAt, onStateChange }: FlashSaleBarProps) {
  const intl = useIntl();
  const level = useSession()?.user?.level ?? 0;
  const needsUpgrade = sale.vipOnly === true && level < VIP_LEVEL;
  const stateLabel = {
    waiting: 'webShop.flash.waiting',
    grab: 'webShop.flash.grab',
    ended: 'webShop.flash.ended',
  } as const;
  return (
    <section className={styles.flash} data-testid="product-flash" data-state={sale.state}>
      <div className={styles.flashMain}>
        <strong className={styles.flashState} data-testid="product-flash-state">
          {intl.formatMessage({ id: stateLabel[sale.state] })}
        </strong>
        <span>
          <Price amount={sale.flashPrice} className={styles.flashPrice} />{' '}
          <Price amount={sale.retailPrice} className={styles.strike} />
        </span>
      </div>
      {sale.state !== 'ended' && (
        <div className={styles.flashWhen}>
          <span>
            {intl.formatMessage({
              id: sale.state === 'grab' ? 'webShop.home.flashEndsIn' : 'webShop.home.flashStartsIn',
            })}
          </span>
          <Countdown
            to={sale.state === 'grab' ? sale.endsAt : sale.startsAt}
            serverTime={sale.serverTime}
            receivedAt={receivedAt}
            testId="product-countdown"
            onOver={onStateChange}
          />
          {sale.state === 'grab' && (
            <span className={styles.flashRemaining}>
              {intl.formatMessage({ id: 'webShop.flash.remaining' }, { remaining: sale.remaining })}
            </span>
          )}
        </div>
      )}
      {needsUpgrade && sale.state !== 'ended' && (
        <div className={styles.flashWhen} data-testid="product-flash-vip-only">
          <span>{intl.formatMessage({ id: 'webBrowse.seckill.vipOnly' })}</span>
          <Link className={styles.flashUpgrade} to={paths.vipSets} data-testid="product-flash-upgrade">
            {intl.formatMessage({ id: 'webBrowse.seckill.upgrade' })}
          </Link>
        </div>
      )}
    </section>
  );
}
