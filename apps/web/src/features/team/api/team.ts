import { calls } from '@mall/contracts/browser';
import type { NetworkSide, NetworkTreeKind, ResultOf, team } from '@mall/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer } from '@/lib/viewer.ts';

export type TeamMember = ResultOf<typeof team.queryPage>['list'][number];
export type TeamTree = ResultOf<typeof team.tree>;
export type TeamNode = TeamTree['nodes'][number];
export type TeamVolumes = ResultOf<typeof team.volumes>;

const PAGE_SIZE = 20;

export const teamKeys = {
  all: [memberScope, 'team'] as const,
};

export interface TeamFilter {
  keyword: string;
  /** 0: every level. */
  level: number;
}

/** The members the viewer sponsored, newest first, page by page. */
export function useTeamPage(filter: TeamFilter) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: [...teamKeys.all, 'list', filter, viewer.token, viewer.locale],
    queryFn: ({ pageParam, signal }) =>
      request(
        calls.team.queryPage,
        {
          pageNum: pageParam,
          pageSize: PAGE_SIZE,
          ...(filter.keyword ? { keyword: filter.keyword } : {}),
          ...(filter.level ? { level: filter.level } : {}),
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: viewer.token !== 'guest',
  });
}

/** The chart's first two levels below the viewer. */
export function useTeamTree(kind: NetworkTreeKind) {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...teamKeys.all, 'tree', kind, viewer.token],
    queryFn: ({ signal }) => request(calls.team.tree, { kind, depth: 2 }, { signal }),
    enabled: viewer.token !== 'guest',
  });
}

/** One node's children, asked when the member taps it. */
export function fetchTeamChildren(kind: NetworkTreeKind, rootId: number): Promise<TeamTree> {
  return request(calls.team.tree, { kind, rootId, depth: 1 });
}

export function useTeamVolumes() {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...teamKeys.all, 'volumes', viewer.token],
    queryFn: ({ signal }) => request(calls.team.volumes, undefined, { signal }),
    enabled: viewer.token !== 'guest',
  });
}

export function useSetDefaultSide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (side: NetworkSide) => request(calls.team.setDefaultSide, { side }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...teamKeys.all, 'volumes'] }),
  });
}
