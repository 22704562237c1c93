import { calls } from '@mall/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { searchKeys } from './keys.ts';

const getVoucherHotWords = calls.appIndex.querySearchVoucherHotWord;

/** Words many shoppers search for e-vouchers. */
export function useVoucherHotWords() {
  return useQuery({
    queryKey: searchKeys.voucherHotWords(useLocale()),
    queryFn: ({ signal }) => request(getVoucherHotWords, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
