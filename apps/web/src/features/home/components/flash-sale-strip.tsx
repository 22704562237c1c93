// The flash-sale strip on home: the sales running now with a live countdown to the end of the
// current round, or the countdown to the next round when none runs.
import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import { Countdown } from '@/components/countdown.tsx';
import { Price } from '@/components/price.tsx';
import { ProductGridSkeleton } from '@/components/product-grid.tsx';
import { productPath } from '@/lib/paths.ts';
import { useFlashSaleCount, useRunningFlashSales } from '../api/get-flash-sales.ts';
import styles from '../../../shared/home/components/home-sections.module.css';

const SECKILL_PAGE = '/pages/seckill/index';

export function FlashSaleStrip() {
  const intl = useIntl();
  const count = useFlashSaleCount();
  const isRunning = (count.data?.grab ?? 0) > 0;
  const sales = useRunningFlashSales(isRunning);

  // The strip is a promotion: while its counts load or if they fail, home simply goes without it.
  if (!count.data) return null;
  const { grab, waiting, currentEndsAt, nextStartsAt, serverTime } = count.data;
  if (grab === 0 && waiting === 0) return null;
  const target = isRunning ? currentEndsAt : nextStartsAt;
  // When the round ends or the next begins, the counts and the list change: ask again.
  const refresh = () => {
    void count.refetch();
    if (isRunning) void sales.refetch();
  };

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
              receivedAt={count.dataUpdatedAt}
              testId="flash-countdown"
              onOver={refresh}
            />
          </span>
        )}
        <Link to={SECKILL_PAGE} className={styles.flashMore} data-testid="flash-more">
          {intl.formatMessage({ id: 'webShop.home.more' })}
        </Link>
      </div>
      {isRunning &&
        (sales.data ? (
          <div className={styles.flashItems}>
            {sales.data.list.map((sale) => (
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
        ) : (
          !sales.isError && <ProductGridSkeleton count={3} layout="row" />
        ))}
    </section>
  );
}
