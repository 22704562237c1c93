import { calls } from '@mall/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { catalogListKeys } from '../../../shared/catalog-lists/api/keys.ts';

const getLotBootImage = calls.ytConfig.getLotBootImg;

/** The picture the operator shows when the lot page opens; "" when there is none. */
export function useLotBootImage() {
  return useQuery({
    queryKey: catalogListKeys.lotBootImage(),
    queryFn: ({ signal }) => request(getLotBootImage, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
