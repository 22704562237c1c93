// The hot regions and the calls that change them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { ResultOf, adminAddress } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';

export type HotRegion = ResultOf<typeof adminAddress.hotRegions>[number];
export type FoundRegion = ResultOf<typeof adminAddress.searchRegions>[number];

const hotRegionKeys = {
  all: ['hotRegions'] as const,
  search: (name: string) => ['hotRegions', 'search', name] as const,
};

export function useHotRegions() {
  return useQuery({
    queryKey: hotRegionKeys.all,
    queryFn: ({ signal }) => callApi(calls.adminAddress.hotRegions, undefined, { signal }),
  });
}

/** Regions whose name in any language contains `name`; idle below two characters. */
export function useRegionSearch(name: string) {
  return useQuery({
    queryKey: hotRegionKeys.search(name),
    queryFn: ({ signal }) => callApi(calls.adminAddress.searchRegions, { name }, { signal }),
    enabled: name.trim().length >= 2,
  });
}

export function useSaveHotRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { regionId: number; sortOrder: number }) => callApi(calls.adminAddress.saveHotRegion, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hotRegionKeys.all }),
  });
}

export function useDeleteHotRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (regionId: number) => callApi(calls.adminAddress.deleteHotRegion, { regionId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hotRegionKeys.all }),
  });
}
