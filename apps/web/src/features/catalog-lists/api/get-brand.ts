import { calls } from '@mall/contracts/browser';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { catalogListKeys } from '../../../shared/catalog-lists/api/keys.ts';

const getBrand = calls.supplierBrand.byId;

/** One brand, for the header of its page. */
export function useBrand(id: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: catalogListKeys.brand(locale, id),
    queryFn: ({ signal }) => request(getBrand, { id }, { signal }),
    enabled: id > 0,
  });
}
