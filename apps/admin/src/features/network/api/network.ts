import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { NetworkTreeKind, ResultOf, adminNetwork } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';

export type NetworkDetail = ResultOf<typeof adminNetwork.detail>;
export type NetworkTree = ResultOf<typeof adminNetwork.tree>;
export type NetworkNode = NetworkTree['nodes'][number];

export const networkKeys = {
  all: ['network'] as const,
  detail: (memberId: number) => [...networkKeys.all, 'detail', memberId] as const,
  tree: (kind: NetworkTreeKind, rootId: number, depth: number) =>
    [...networkKeys.all, 'tree', kind, rootId, depth] as const,
};

/** One member's uplines, downline size and volumes; off until a member is chosen. */
export function useNetworkDetail(memberId: number | null) {
  return useQuery({
    queryKey: networkKeys.detail(memberId ?? 0),
    queryFn: ({ signal }) => callApi(calls.adminNetwork.detail, { memberId: memberId! }, { signal, isQuiet: true }),
    enabled: memberId !== null,
  });
}

/** A chart's first levels below a member. */
export function useNetworkTree(kind: NetworkTreeKind, rootId: number, depth: number) {
  return useQuery({
    queryKey: networkKeys.tree(kind, rootId, depth),
    queryFn: ({ signal }) => callApi(calls.adminNetwork.tree, { kind, rootId, depth }, { signal, isQuiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** The children of one node, when the operator opens it. */
export function fetchChildren(kind: NetworkTreeKind, rootId: number): Promise<NetworkTree> {
  return callApi(calls.adminNetwork.tree, { kind, rootId, depth: 1 }, { isQuiet: true });
}
