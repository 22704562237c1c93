import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty } from 'antd';
import { useT } from '../lib/i18n.ts';
import { ErrorResult } from './error-result.tsx';
import { LoadingBlock } from './loading-block.tsx';

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch'>;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Renders a query's loading, error and empty states, and its data once there is some. */
export function QueryState<T>({ query, isEmpty, children }: QueryStateProps<T>) {
  const t = useT();
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <ErrorResult error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (isEmpty?.(data)) return <Empty description={t('common.empty')} data-testid="empty" />;
  return children(data);
}
