// pages/order/after-sale: the member's after-sales requests newest first, ten at a time as they
// scroll, refreshed by pulling down; each opens its detail.
import { useIntl } from 'react-intl';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { BagIcon } from '@/components/icons.tsx';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { Price } from '@/components/price.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { paths } from '@/lib/paths.ts';
import { Link } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { useAfterSaleList, type AfterSaleView } from '../api/after-sale.ts';
import { paysMoney } from '../lib/after-sale-state.ts';
import { ProductRow, useStatusText } from './after-sale-parts.tsx';
import styles from './after-sale.module.css';

export function AfterSaleListScreen() {
  const session = useSession();
  if (!session) return <LoginPrompt />;
  return <AfterSaleList />;
}

function AfterSaleList() {
  const intl = useIntl();
  const requests = useAfterSaleList();
  const list = requests.data?.pages.flatMap((page) => page.list) ?? [];
  if (requests.isPending) return <LoadingView lines={6} />;
  if (requests.isError && list.length === 0)
    return <ErrorView error={requests.error} onRetry={() => void requests.refetch()} />;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await requests.refetch();
      }}
    >
      {list.length === 0 ? (
        <StatusView
          testId="after-sales-empty"
          icon={<BagIcon />}
          title={intl.formatMessage({ id: 'webAfterSale.list.empty' })}
        />
      ) : (
        <div className={styles.list} data-testid="after-sales">
          {list.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
          <InfiniteFooter hasMore={requests.hasNextPage} loadMore={() => requests.fetchNextPage()} />
        </div>
      )}
    </PullToRefresh>
  );
}

/** One request: its number and status, the product, the kind and what it refunds. */
function RequestCard({ request }: { request: AfterSaleView }) {
  const intl = useIntl();
  const statusText = useStatusText();
  return (
    <Link
      className={styles.card}
      to={`${paths.refundDetail}?id=${request.id}`}
      data-testid="after-sale-card"
      data-id={request.id}
      data-status={request.status}
    >
      <span className={styles.head}>
        <span>{intl.formatMessage({ id: 'webAfterSale.requestNo' }, { id: request.id })}</span>
        <span className={styles.status} data-testid="after-sale-status">
          {statusText(request)}
        </span>
      </span>
      <ProductRow product={request.product} quantity={request.quantity} />
      <span className={styles.foot}>
        <span data-testid="after-sale-type">{intl.formatMessage({ id: `webAfterSale.type.${request.type}` })}</span>
        {paysMoney(request.type) && (
          <span data-testid="after-sale-amount">
            {intl.formatMessage(
              { id: 'webAfterSale.list.amount' },
              { amount: <Price key="amount" amount={request.refundAmount} /> },
            )}
          </span>
        )}
      </span>
    </Link>
  );
}
