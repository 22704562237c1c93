// Regions for the picker, smart paste and "use my location".
import { calls } from '@mall/contracts/browser';
import type { memberAddress, ResultOf } from '@mall/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer } from '@/lib/viewer.ts';
import { regionKeys } from './keys.ts';

export type Region = ResultOf<typeof memberAddress.getRegionsByPid>[number];
export type IdentifiedAddress = ResultOf<typeof memberAddress.identifyLongAddress>;
export type Located = ResultOf<typeof memberAddress.reverseGeocoding>;

/** The children of a region (0: the provinces); idle while `pid` is null. */
export function useRegions(pid: number | null) {
  const { locale } = useViewer();
  return useQuery({
    queryKey: regionKeys.children(pid ?? -1, locale),
    queryFn: ({ signal }) => request(calls.memberAddress.getRegionsByPid, { pid: pid ?? 0 }, { signal }),
    enabled: pid !== null,
    staleTime: Infinity,
  });
}

/** Smart paste: the parts of a pasted address block. */
export function useIdentifyAddress() {
  return useMutation({ mutationFn: (text: string) => request(calls.memberAddress.identifyLongAddress, { text }) });
}

/** The nearest region to a point, from the server's offline region centroids. */
export function useReverseGeocode() {
  return useMutation({
    mutationFn: (point: { latitude: number; longitude: number }) =>
      request(calls.memberAddress.reverseGeocoding, point),
  });
}
