// The timeline's calls: a tab's feed (keyset paged by `lastId`), one post, uploads, posting,
// deleting one's own and reporting.
import { calls, type Endpoint, type EndpointResult } from '@mall/contracts/browser';
import type { ResultOf, TimelineTab } from '@mall/contracts/browser';
import type { timeline } from '@mall/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer } from '@/lib/viewer.ts';

export type TimelinePost = ResultOf<typeof timeline.detail>;
export type TimelineMedia = ResultOf<typeof timeline.uploadMedia>;

const timelineKeys = { all: [memberScope, 'timeline'] as const };
const PAGE_SIZE = 10;

export function useTimelineFeed(tab: TimelineTab) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: [...timelineKeys.all, 'feed', tab, viewer.token, viewer.locale],
    queryFn: ({ pageParam, signal }) =>
      request(calls.timeline.queryPage, { tab, pageSize: PAGE_SIZE, lastId: pageParam }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore && last.lastId !== null ? last.lastId : undefined),
  });
}

export function useTimelinePost(id: number | null) {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...timelineKeys.all, 'detail', id, viewer.token, viewer.locale],
    queryFn: ({ signal }) => request(calls.timeline.detail, { id: id ?? 0 }, { signal }),
    enabled: id !== null,
  });
}

const { method, path } = calls.timeline.uploadMedia;
/** A multipart upload of the file `file` (the contract declares no body). */
const uploadEndpoint: Endpoint<FormData, EndpointResult<typeof calls.timeline.uploadMedia>> = { method, path };

export async function uploadTimelineMedia(file: Blob, name: string): Promise<TimelineMedia> {
  const form = new FormData();
  form.append('file', file, name);
  return request(uploadEndpoint, form);
}

export interface NewPost {
  content: string;
  images: string[];
  videoId?: string;
  posterId?: string;
}

function useTimelineChange<T>(run: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: timelineKeys.all }),
  });
}

export function useAddPost() {
  return useTimelineChange((post: NewPost) => request(calls.timeline.add, { ...post, tab: 'hot' }));
}

export function useDeletePost() {
  return useTimelineChange((id: number) => request(calls.timeline.delete, { id }));
}

export function useReportPost() {
  return useTimelineChange((id: number) => request(calls.timeline.report, { id }));
}
