import { calls } from '@mall/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { catalogListKeys } from '../../../shared/catalog-lists/api/keys.ts';

const getLotGrandCategories = calls.lotProductCate.queryGrandCate;

/** Grand categories that have listed lots, as the lot page's tabs. */
export function useLotGrandCategories() {
  const locale = useLocale();
  return useQuery({
    queryKey: catalogListKeys.lotGrandCategories(locale),
    queryFn: ({ signal }) => request(getLotGrandCategories, undefined, { signal }),
  });
}
