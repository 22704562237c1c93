// One way for every catalogue list to load: a skeleton first, an error with a retry, an empty
// state, then the items with more pages fetched as the shopper scrolls to the end.
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { ErrorView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import type { Page } from '../api/paged.ts';
import { EmptyIcon } from './empty-icon.tsx';
import styles from './paged-list.module.css';

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** What the items look like once loaded. */
  children: (items: T[]) => ReactNode;
  skeleton: ReactNode;
  emptyTitle: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
}

export function PagedList<T>({
  query,
  children,
  skeleton,
  emptyTitle,
  emptyDescription,
  emptyAction,
}: PagedListProps<T>) {
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError && query.data === undefined) {
    return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  }
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  if (items.length === 0) {
    return (
      <StatusView
        testId="list-empty"
        icon={<EmptyIcon />}
        title={emptyTitle}
        description={emptyDescription}
        action={emptyAction}
      />
    );
  }

  return (
    <>
      {children(items)}
      <div className={styles.more}>
        <InfiniteFooter hasMore={query.hasNextPage} loadMore={() => query.fetchNextPage()} />
      </div>
    </>
  );
}
