// The member's sales pages (`pacer/sales-page`): the list with each page's link, a new page's
// editor, and deleting. For VIP members; others are asked to upgrade.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import { AwardIcon, ShareIcon } from '@/components/icons.tsx';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { reportError } from '@/lib/api.ts';
import { paths, salesPageViewPath } from '@/lib/paths.ts';
import { Link } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useDeleteSalesPage } from '../api/change-sales-pages.ts';
import { useSalesPages, type SalesPageSummary } from '../api/get-sales-pages.ts';
import { SalesPageEditor } from './sales-page-editor.tsx';
import styles from './sharing.module.css';

/** Sharing is for level 2 and above (the server refuses anyone below). */
const SHARE_MIN_LEVEL = 2;

const pageLink = (code: string) => `${window.location.origin}${window.location.pathname}#${salesPageViewPath(code)}`;

export function SalesPagesScreen() {
  const intl = useIntl();
  const session = useSession();
  if (!session) return <LoginPrompt />;
  if ((session.user?.level ?? 0) < SHARE_MIN_LEVEL)
    return (
      <StatusView
        testId="sales-pages-upgrade"
        icon={<AwardIcon />}
        title={intl.formatMessage({ id: 'webSharing.vipOnly' })}
        action={
          <Link to={paths.vipSets} className={styles.link}>
            {intl.formatMessage({ id: 'webSharing.upgrade' })}
          </Link>
        }
      />
    );
  return <SalesPagesList />;
}

function SalesPageItem({ page, onDelete }: { page: SalesPageSummary; onDelete: () => void }) {
  const intl = useIntl();
  const link = pageLink(page.code);
  const copy = () => {
    if (typeof navigator.clipboard?.writeText !== 'function') {
      showToast(intl.formatMessage({ id: 'webAccount.invite.copyFailed' }));
      return;
    }
    navigator.clipboard.writeText(link).then(
      () => showToast(intl.formatMessage({ id: 'web.me.copied' }), 'success'),
      () => showToast(intl.formatMessage({ id: 'webAccount.invite.copyFailed' })),
    );
  };
  return (
    <li className={styles.card} data-testid="sales-page" data-code={page.code}>
      <h2 className={styles.cardTitle}>{page.title}</h2>
      <p className={styles.muted}>
        {intl.formatMessage({ id: 'webSharing.productCount' }, { count: page.productIds.length })}
      </p>
      <p className={styles.link} data-testid="sales-page-link">
        {link}
      </p>
      <div className={styles.actions}>
        <Button size="small" color="primary" onClick={copy} data-testid="sales-page-copy">
          {intl.formatMessage({ id: 'webSharing.copyLink' })}
        </Button>
        <Link to={salesPageViewPath(page.code)} className={styles.open} data-testid="sales-page-open">
          {intl.formatMessage({ id: 'webSharing.open' })}
        </Link>
        <Button size="small" fill="none" onClick={onDelete} data-testid="sales-page-delete">
          {intl.formatMessage({ id: 'webSharing.delete' })}
        </Button>
      </div>
    </li>
  );
}

function SalesPagesList() {
  const intl = useIntl();
  const pages = useSalesPages();
  const remove = useDeleteSalesPage();
  const [isEditing, setEditing] = useState(false);
  const list = pages.data?.pages.flatMap((page) => page.list) ?? [];

  const confirmDelete = (page: SalesPageSummary) =>
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({
        content: intl.formatMessage({ id: 'webSharing.deleteConfirm' }),
        confirmText: intl.formatMessage({ id: 'common.confirm' }),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onConfirm: () =>
          remove
            .mutateAsync(page.id)
            .then(() => showToast(intl.formatMessage({ id: 'webSharing.deleted' }), 'success'), reportError),
      }),
    );

  if (pages.isPending) return <LoadingView lines={4} />;
  if (pages.isError && list.length === 0) return <ErrorView error={pages.error} onRetry={() => void pages.refetch()} />;

  return (
    <PullToRefresh
      onRefresh={async () => {
        await pages.refetch();
      }}
    >
      <div className={styles.screen}>
        {isEditing ? (
          <SalesPageEditor onDone={() => setEditing(false)} />
        ) : (
          <Button block color="primary" onClick={() => setEditing(true)} data-testid="sales-page-new">
            {intl.formatMessage({ id: 'webSharing.create' })}
          </Button>
        )}
        {list.length === 0 ? (
          <StatusView
            testId="sales-pages-empty"
            icon={<ShareIcon />}
            title={intl.formatMessage({ id: 'webSharing.empty' })}
          />
        ) : (
          <>
            <ul className={styles.list} data-testid="sales-pages">
              {list.map((page) => (
                <SalesPageItem key={page.id} page={page} onDelete={() => confirmDelete(page)} />
              ))}
            </ul>
            <InfiniteFooter hasMore={pages.hasNextPage} loadMore={() => pages.fetchNextPage()} />
          </>
        )}
      </div>
    </PullToRefresh>
  );
}
