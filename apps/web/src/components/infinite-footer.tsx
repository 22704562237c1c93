import { useIntl } from 'react-intl';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import styles from './infinite-footer.module.css';

interface InfiniteFooterProps {
  hasMore: boolean;
  /** Loads the next page; resolves with an `isError` flag as TanStack Query's fetchNextPage does. */
  loadMore: () => Promise<{ isError: boolean; error: unknown }>;
  /** What to say when the list turned out empty; nothing when the page shows its own empty state. */
  emptyText?: string;
  isEmpty?: boolean;
}

/** The end of a long list: loads the next page as it comes into view, then says there is no more. */
export function InfiniteFooter({ hasMore, loadMore, emptyText, isEmpty = false }: InfiniteFooterProps) {
  const intl = useIntl();
  return (
    <InfiniteScroll
      hasMore={hasMore}
      loadMore={async () => {
        // A rejected loadMore makes InfiniteScroll offer a retry instead of asking in a loop.
        const result = await loadMore();
        if (result.isError) throw result.error;
      }}
    >
      {(canLoadMore, failed, retry) =>
        failed ? (
          <button type="button" className={styles.retry} onClick={() => void retry()}>
            {intl.formatMessage({ id: 'webShop.list.loadFailedRetry' })}
          </button>
        ) : canLoadMore ? (
          <span>{intl.formatMessage({ id: 'common.loading' })}</span>
        ) : isEmpty ? (
          emptyText && <span>{emptyText}</span>
        ) : (
          <span data-testid="list-end">{intl.formatMessage({ id: 'webShop.list.noMore' })}</span>
        )
      }
    </InfiniteScroll>
  );
}
