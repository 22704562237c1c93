// vip/cash-list and pacer-new/withdrawal-history: the member's applications, newest first, paged
// as they scroll; pull down to refresh. Each opens vip/cash-detail; the withholding-tax certificate
// requests are one tap away.
import { useIntl } from 'react-intl';
import Card from 'antd-mobile/es/components/card';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { paths } from '@/lib/paths.ts';
import { Link } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { useWithdrawals } from '../api/withdraw.ts';
import styles from './withdraw.module.css';

export function CashListScreen() {
  if (!useSession()) return <LoginPrompt />;
  return <CashList />;
}

function CashList() {
  const intl = useIntl();
  const list = useWithdrawals();
  if (list.isPending) return <LoadingView lines={6} />;
  if (list.isError && !list.data) return <ErrorView error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <PullToRefresh onRefresh={async () => void (await list.refetch())}>
      <div className={styles.screen} data-testid="cash-list">
        <div className={styles.row}>
          <Link to={paths.cashCreate}>{intl.formatMessage({ id: 'webWithdraw.title.create' })}</Link>
          <Link to={paths.taxRequest} data-testid="cash-list-tax">
            {intl.formatMessage({ id: 'webWithdraw.title.tax' })}
          </Link>
        </div>
        {rows.map((row) => (
          <Link key={row.id} to={`${paths.cashDetail}?id=${row.id}`} data-testid="cash-row" data-status={row.status}>
            <Card>
              <div className={styles.row}>
                <span>{row.serialNo}</span>
                <strong>{row.amount}</strong>
              </div>
              <div className={styles.row}>
                <span className={styles.note}>{intl.formatDate(row.createdAt, { dateStyle: 'medium' })}</span>
                <span>{intl.formatMessage({ id: `webWithdraw.status.${row.status}` })}</span>
              </div>
            </Card>
          </Link>
        ))}
        <InfiniteFooter
          hasMore={list.hasNextPage}
          loadMore={() => list.fetchNextPage()}
          isEmpty={rows.length === 0}
          emptyText={intl.formatMessage({ id: 'webWithdraw.empty' })}
        />
      </div>
    </PullToRefresh>
  );
}
