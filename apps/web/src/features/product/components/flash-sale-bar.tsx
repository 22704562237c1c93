import { useIntl } from 'react-intl';
import { Countdown } from '@/components/countdown.tsx';
import { Price } from '@/components/price.tsx';
import type { ProductDetail } from '../api/get-product-detail.ts';
import styles from './product-screen.module.css';

type FlashSale = NonNullable<ProductDetail['flashSale']>;

interface FlashSaleBarProps {
  sale: FlashSale;
  receivedAt: number;
  /** Asks the server again when the sale starts or ends, so state and price follow. */
  onStateChange: () => void;
}

/** The flash-sale band over the price: its state, its price and the time to the next change. */
export function FlashSaleBar({ sale, receivedAt, onStateChange }: FlashSaleBarProps) {
  const intl = useIntl();
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
    </section>
  );
}
