import type { appIndex } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { endpoint, request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { searchKeys } from './keys.ts';

export const getVoucherHotWords = endpoint<typeof appIndex.querySearchVoucherHotWord>(
  'GET',
  '/mallapi/appIndex/querySearchVoucherHotWord',
);

/** Words many shoppers search for e-vouchers. */
export function useVoucherHotWords() {
  return useQuery({
    queryKey: searchKeys.voucherHotWords(useLocale()),
    queryFn: ({ signal }) => request(getVoucherHotWords, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
