import type { appIndex } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { endpoint, request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { searchKeys } from './keys.ts';

export const getHotWords = endpoint<typeof appIndex.querySearchHotWord>('GET', '/mallapi/appIndex/querySearchHotWord');

/** Words many shoppers search for products. */
export function useHotWords() {
  return useQuery({
    queryKey: searchKeys.hotWords(useLocale()),
    queryFn: ({ signal }) => request(getHotWords, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
