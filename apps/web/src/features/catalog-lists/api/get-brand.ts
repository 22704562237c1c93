import type { supplierBrand } from '@mall/contracts';
import { useQuery } from '@tanstack/react-query';
import { endpoint, request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { catalogListKeys } from './keys.ts';

export const getBrand = endpoint<typeof supplierBrand.byId>('GET', '/mallapi/supplierBrand/byId');

/** One brand, for the header of its page. */
export function useBrand(id: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: catalogListKeys.brand(locale, id),
    queryFn: ({ signal }) => request(getBrand, { id }, { signal }),
    enabled: id > 0,
  });
}
