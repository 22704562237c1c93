// One kind of the member's notices (operator notices, system notifications or points changes):
// newest first, loaded as the member scrolls, refreshed by pulling down. Opening one shows it in a
// sheet and the server marks it read; "mark all read" clears the kind's badge.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { NoticeKind } from '@mall/contracts';
import { BottomSheet } from '@/components/bottom-sheet.tsx';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useMarkAllRead, useNoticePage, useOpenNotice, type NoticeItem } from '@/shared/notice/api/notice.ts';
import styles from './notice.module.css';

export function NoticeListScreen({ kind }: { kind: NoticeKind }) {
  const session = useSession();
  if (!session) return <LoginPrompt />;
  return <NoticeList kind={kind} />;
}

function NoticeList({ kind }: { kind: NoticeKind }) {
  const intl = useIntl();
  const notices = useNoticePage(kind);
  const markAll = useMarkAllRead(kind);
  const [opened, setOpened] = useState<NoticeItem | null>(null);
  const list = notices.data?.pages.flatMap((page) => page.list) ?? [];
  if (notices.isPending) return <LoadingView lines={5} />;
  if (notices.isError && list.length === 0)
    return <ErrorView error={notices.error} onRetry={() => void notices.refetch()} />;
  const hasUnread = list.some((item) => !item.isRead);
  const markAllRead = () =>
    markAll.mutate(undefined, { onError: () => showToast(intl.formatMessage({ id: 'webNotice.failed' })) });
  return (
    <div className={styles.screen}>
      {hasUnread && (
        <button type="button" className={styles.markAll} onClick={markAllRead} data-testid="notice-mark-all">
          {intl.formatMessage({ id: 'webNotice.markAllRead' })}
        </button>
      )}
      <PullToRefresh onRefresh={async () => void (await notices.refetch())}>
        {list.length === 0 ? (
          <StatusView testId="notice-empty" title={intl.formatMessage({ id: 'webNotice.empty' })} />
        ) : (
          <ul className={styles.list} data-testid="notice-list">
            {list.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.row}
                  onClick={() => setOpened(item)}
                  data-testid={`notice-item-${item.id}`}
                  data-read={item.isRead}
                >
                  {!item.isRead && (
                    <span className={styles.dot} aria-label={intl.formatMessage({ id: 'webNotice.unread' })} />
                  )}
                  <span className={styles.title}>{item.title}</span>
                  <span className={styles.time}>
                    {intl.formatDate(item.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  </span>
                  <span className={styles.preview}>{item.content}</span>
                </button>
              </li>
            ))}
            <InfiniteFooter hasMore={notices.hasNextPage} loadMore={() => notices.fetchNextPage()} />
          </ul>
        )}
      </PullToRefresh>
      {opened && <NoticeDetail item={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}

/** The detail sheet: asks the server for the notice, which also marks it read. */
function NoticeDetail({ item, onClose }: { item: NoticeItem; onClose: () => void }) {
  const intl = useIntl();
  const open = useOpenNotice();
  const { mutate } = open;
  useEffect(() => mutate(item), [item, mutate]);
  const shown = open.data ?? item;
  return (
    <BottomSheet visible onClose={onClose} title={shown.title} testId="notice-detail" destroyOnClose>
      <div className={styles.detail}>
        {open.isError ? (
          <ErrorView error={open.error} onRetry={() => open.mutate(item)} />
        ) : (
          <>
            <p className={styles.time}>
              {intl.formatDate(shown.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
            <p className={styles.content}>{shown.content}</p>
          </>
        )}
      </div>
    </BottomSheet>
  );
}
