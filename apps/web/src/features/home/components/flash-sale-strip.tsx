// The flash-sale strip on home: the sales running now with a live countdown to the end of the
// current round, or the countdown to the next round when none runs.
import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import { Countdown } from '@/components/countdown.tsx';
import { Price } from '@/components/price.tsx';
import { productPath } from '@/lib/paths.ts';
import type { FlashSale, FlashSaleCount } from '../api/get-home.ts';
import styles from '../../../shared/home/components/home-sections.module.css';

const SECKILL_PAGE = '/pages/seckill/index';

interface FlashSaleStripProps {
  count: FlashSaleCount;
  /** The running sales (the first few), empty when none runs. */
  sales: readonly FlashSale[];
  /** When the counts arrived on this device, to count down by the server's clock. */
  receivedAt: number;
  /** When the round ends or the next begins, the counts and the list change: ask again. */
  onOver: () => void;
}

export function FlashSaleStrip({ count, sales, receivedAt, onOver }: FlashSaleStripProps) {
  const intl = useIntl();
  const { grab, waiting, currentEndsAt, nextStartsAt, serverTime } = count;
  if (grab === 0 && waiting === 0) return null;
  const isRunning = grab > 0;
  const target = isRunning ? currentEndsAt : nextStartsAt;

  return (
    <section className={styles.flash} data-testid="flash-strip" aria-labelledby="flash-strip-title">
      <div className={styles.flashHead}>
        <h2 className={styles.flashTitle} id="flash-strip-title">
          {intl.formatMessage({ id: 'webShop.home.flashTitle' })}
        </h2>
        {target && (
          <span className={styles.flashWhen}>
            {intl.formatMessage({ id: isRunning ? 'webShop.home.flashEndsIn' : 'webShop.home.flashStartsIn' })}
            <Countdown
              to={target}
              serverTime={serverTime}
              receivedAt={receivedAt}
              testId="flash-countdown"
              onOver={onOver}
            />
          </span>
        )}
        <Link to={SECKILL_PAGE} className={styles.flashMore} data-testid="flash-more">
          {intl.formatMessage({ id: 'webShop.home.more' })}
        </Link>
      </div>
      {isRunning && sales.length > 0 && (
        <div className={styles.flashItems}>
          {sales.map((sale) => (
            <Link
              key={sale.flashSaleId}
              to={productPath(sale.productId, { flashSaleId: sale.flashSaleId })}
              className={styles.flashItem}
              data-testid="flash-item"
            >
              <img src={sale.image} alt="" width={100} height={100} loading="lazy" />
              <span className={styles.brandName}>{sale.name}</span>
              <Price amount={sale.flashPrice} className={styles.flashPrice} />
              <Price amount={sale.retailPrice} className={styles.flashRetail} />
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
