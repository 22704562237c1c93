import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNearScreen } from '@/lib/use-near-screen.ts';
import styles from './infinite-footer.module.css';

interface InfiniteFooterProps {
  hasMore: boolean;
  /** Loads the next page; resolves with an `isError` flag as TanStack Query's fetchNextPage does. */
  loadMore: () => Promise<{ isError: boolean }>;
  /** What to say when the list turned out empty; nothing when the page shows its own empty state. */
  emptyText?: string;
  isEmpty?: boolean;
  /** The list's own words for its end and for trying again, with their test ids. */
  endText?: string;
  endTestId?: string;
  retryText?: string;
  retryTestId?: string;
}

/**
 * The end of a long list: loads the next page as it comes within half a screen of the view, and
 * the one after while it stays there; offers to try again when a page fails rather than asking in
 * a loop; then says there is no more.
 */
export function InfiniteFooter({
  hasMore,
  loadMore,
  emptyText,
  isEmpty = false,
  endText,
  endTestId = 'list-end',
  retryText,
  retryTestId = 'list-retry',
}: InfiniteFooterProps) {
  const intl = useIntl();
  const [footer, isNear] = useNearScreen<HTMLDivElement>({ isSticky: false, ahead: '50%' });
  const [hasFailed, setFailed] = useState(false);
  // Counts the pages loaded here, so one that left the footer near the view asks for the next.
  const [loaded, setLoaded] = useState(0);
  const isLoading = useRef(false);
  // The newest loader, without asking again each time the list hands in a new function.
  const load = useRef(loadMore);
  useEffect(() => {
    load.current = loadMore;
  });

  useEffect(() => {
    if (!isNear || !hasMore || hasFailed || isLoading.current) return;
    isLoading.current = true;
    const settle = (isError: boolean) => {
      isLoading.current = false;
      if (isError) setFailed(true);
      else setLoaded((count) => count + 1);
    };
    load.current().then(
      (result) => settle(result.isError),
      () => settle(true),
    );
  }, [isNear, hasMore, hasFailed, loaded]);

  return (
    <div ref={footer} className={styles.footer}>
      {hasFailed ? (
        <button type="button" className={styles.retry} onClick={() => setFailed(false)} data-testid={retryTestId}>
          {retryText ?? intl.formatMessage({ id: 'webShop.list.loadFailedRetry' })}
        </button>
      ) : hasMore ? (
        <span role="status">{intl.formatMessage({ id: 'common.loading' })}</span>
      ) : isEmpty ? (
        emptyText && <span>{emptyText}</span>
      ) : (
        <span data-testid={endTestId}>{endText ?? intl.formatMessage({ id: 'webShop.list.noMore' })}</span>
      )}
    </div>
  );
}
