import { calls } from '@mall/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { searchKeys } from './keys.ts';

const getHotWords = calls.appIndex.querySearchHotWord;

/** Words many shoppers search for products. */
export function useHotWords() {
  return useQuery({
    queryKey: searchKeys.hotWords(useLocale()),
    queryFn: ({ signal }) => request(getHotWords, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
