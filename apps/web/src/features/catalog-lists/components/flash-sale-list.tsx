// Flash sales one per row: the flash price against the usual one, how much is left, and a live
// countdown to the end (running) or the start (coming). Below VIP level a sale for VIPs offers the
// upgrade instead of the grab button.
import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { Countdown } from '@/components/countdown.tsx';
import { Price } from '@/components/price.tsx';
import { paths, productPath } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useFlashSales, type TimedFlashSale } from '../api/get-flash-sales.ts';
import { PagedList } from '../../../shared/catalog-lists/components/paged-list.tsx';
import styles from './flash-sale-list.module.css';

/** The running (`grab`) or coming (`waiting`) flash sales; the list reloads when one changes state. */
export function FlashSaleList({ state }: { state: 'grab' | 'waiting' }) {
  const intl = useIntl();
  const sales = useFlashSales(state);
  return (
    <PagedList
      query={sales}
      skeleton={<FlashSaleSkeleton />}
      emptyTitle={intl.formatMessage({
        id: state === 'grab' ? 'webBrowse.seckill.noneRunning' : 'webBrowse.seckill.noneComing',
      })}
    >
      {(items) => (
        <ul className={styles.list} data-testid="flash-sale-list">
          {items.map((sale) => (
            <FlashSaleRow key={sale.flashSaleId} sale={sale} onStateOver={() => void sales.refetch()} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** The level from which flash sales sell (the server refuses anyone below with FLASH_SALE_VIP_ONLY). */
const VIP_LEVEL = 2;

function FlashSaleRow({ sale, onStateOver }: { sale: TimedFlashSale; onStateOver: () => void }) {
  const intl = useIntl();
  const level = useSession()?.user?.level ?? 0;
  const needsUpgrade = sale.vipOnly === true && level < VIP_LEVEL;
  const isRunning = sale.state === 'grab';
  const isSoldOut = isRunning && sale.remaining <= 0;
  const soldPercent = sale.stock > 0 ? Math.round((sale.soldCount / sale.stock) * 100) : 100;
  return (
    <li>
      <Link
        className={styles.row}
        to={productPath(sale.productId, { flashSaleId: sale.flashSaleId, productGoodsId: sale.productGoodsId })}
        data-testid="flash-sale"
        data-flash-sale-id={sale.flashSaleId}
      >
        <img
          className={styles.image}
          src={sale.cover?.s200 ?? sale.image}
          alt=""
          width={200}
          height={200}
          loading="lazy"
          decoding="async"
        />
        <div className={styles.body}>
          <h3 className={styles.name}>{sale.name}</h3>
          <div className={styles.timer}>
            <span>
              {intl.formatMessage({ id: isRunning ? 'webBrowse.seckill.endsIn' : 'webBrowse.seckill.startsIn' })}
            </span>
            <Countdown
              to={isRunning ? sale.endsAt : sale.startsAt}
              serverTime={sale.serverTime}
              receivedAt={sale.receivedAt}
              testId="flash-sale-countdown"
              onOver={onStateOver}
            />
          </div>
          {isRunning && (
            <div className={styles.progress}>
              <ProgressBar percent={soldPercent} className={styles.bar} />
              <span className={styles.left}>
                {intl.formatMessage({ id: 'webBrowse.seckill.remaining' }, { count: sale.remaining })}
              </span>
            </div>
          )}
          <div className={styles.bottom}>
            <span className={styles.prices}>
              <Price amount={sale.flashPrice} className={styles.flashPrice} testId="flash-sale-price" />
              <Price amount={sale.retailPrice} className={styles.retailPrice} />
            </span>
            <FlashSaleAction isRunning={isRunning} isSoldOut={isSoldOut} needsUpgrade={needsUpgrade} />
          </div>
          {sale.perBuyerLimit > 0 && (
            <span className={styles.limit}>
              {intl.formatMessage({ id: 'webBrowse.seckill.limit' }, { count: sale.perBuyerLimit })}
            </span>
          )}
        </div>
      </Link>
      {needsUpgrade && (
        <Link className={styles.upgrade} to={paths.vipSets} data-testid="flash-sale-upgrade">
          {intl.formatMessage({ id: 'webBrowse.seckill.upgrade' })}
        </Link>
      )}
    </li>
  );
}

/** The grab button, or "VIP only" where a member below VIP level cannot grab; "soon" or "sold out" otherwise. */
function FlashSaleAction(props: { isRunning: boolean; isSoldOut: boolean; needsUpgrade: boolean }) {
  const intl = useIntl();
  const canGrab = props.isRunning && !props.isSoldOut;
  if (canGrab && props.needsUpgrade) {
    return (
      <span className={styles.vipOnly} data-testid="flash-sale-vip-only">
        {intl.formatMessage({ id: 'webBrowse.seckill.vipOnly' })}
      </span>
    );
  }
  const label = props.isSoldOut
    ? 'webBrowse.seckill.soldOut'
    : props.isRunning
      ? 'webBrowse.seckill.grab'
      : 'webBrowse.seckill.soon';
  return (
    <span className={canGrab ? styles.grab : styles.wait} data-testid={canGrab ? 'flash-sale-grab' : undefined}>
      {intl.formatMessage({ id: label })}
    </span>
  );
}

function FlashSaleSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.list} role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={styles.row}>
          <Skeleton animated className={styles.imageSkeleton} />
          <div className={styles.body}>
            <Skeleton.Paragraph lineCount={3} animated />
          </div>
        </div>
      ))}
    </div>
  );
}
