import { calls } from '@mall/contracts/browser';
import type { NoticeKind, ResultOf, notice } from '@mall/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer } from '@/lib/viewer.ts';

export type NoticeItem = ResultOf<typeof notice.queryPage>['list'][number];
export type UnreadCounts = ResultOf<typeof notice.unreadCount>;

const PAGE_SIZE = 20;

export const noticeKeys = {
  all: [memberScope, 'notice'] as const,
  unread: [memberScope, 'notice', 'unread'] as const,
};

/** One kind of the member's notices, newest first, page by page (keyset on the last id). */
export function useNoticePage(kind: NoticeKind) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: [...noticeKeys.all, 'list', kind, viewer.token, viewer.locale],
    queryFn: ({ pageParam, signal }) =>
      request(
        calls.notice.queryPage,
        { kind, pageSize: PAGE_SIZE, ...(pageParam ? { lastId: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.list[last.list.length - 1]?.id : undefined),
    enabled: viewer.token !== 'guest',
  });
}

/** Unread counts per kind, for the account page's badges. */
export function useUnreadCounts() {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...noticeKeys.unread, viewer.token],
    queryFn: ({ signal }) => request(calls.notice.unreadCount, undefined, { signal }),
    enabled: viewer.token !== 'guest',
  });
}

/** Opens one notice (the server marks it read) and refreshes the lists and badges. */
export function useOpenNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<NoticeItem, 'kind' | 'id'>) =>
      request(calls.notice.detail, { kind: item.kind, id: item.id }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

/** Marks every notice of a kind read. */
export function useMarkAllRead(kind: NoticeKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(calls.notice.markRead, { kind }),
    onSuccess: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
