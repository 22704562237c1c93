import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminAudit } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { auditKeys } from './keys.ts';

export type AuditPage = ResultOf<typeof adminAudit.page>;
export type AuditEntry = AuditPage['list'][number];

export interface AuditQuery {
  pageNum: number;
  pageSize: number;
  action?: string;
  operatorId?: number;
}

export function fetchAuditPage(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return callApi(calls.adminAudit.page, query, { signal });
}

export const auditPageQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: auditKeys.page(query),
    queryFn: ({ signal }) => fetchAuditPage(query, signal),
    // The log only grows: show the last page seen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the audit log, newest first. */
export function useAuditPage(query: AuditQuery) {
  return useQuery(auditPageQueryOptions(query));
}
