import type { lotProductCate } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { endpoint, request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { catalogListKeys } from './keys.ts';

export const getLotGrandCategories = endpoint<typeof lotProductCate.queryGrandCate>(
  'GET',
  '/mallapi/lotProductCate/queryGrandCate',
);

/** Grand categories that have listed lots, as the lot page's tabs. */
export function useLotGrandCategories() {
  const locale = useLocale();
  return useQuery({
    queryKey: catalogListKeys.lotGrandCategories(locale),
    queryFn: ({ signal }) => request(getLotGrandCategories, undefined, { signal }),
  });
}
