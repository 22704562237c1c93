import { calls } from '@mall/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { catalogListKeys } from '../../../shared/catalog-lists/api/keys.ts';

const getFlashSaleCount = calls.appIndex.flashSaleCount;

/** How many flash sales run now and how many are coming, for the seckill tabs. */
export function useFlashSaleCount() {
  return useQuery({
    queryKey: catalogListKeys.flashSaleCount(),
    queryFn: ({ signal }) => request(getFlashSaleCount, undefined, { signal }),
  });
}
