import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { AdminProductView, BodyOf, adminCatalog } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { catalogKeys } from './keys.ts';

export type ProductInput = BodyOf<typeof adminCatalog.productSave>;

export function saveProduct(input: ProductInput): Promise<AdminProductView> {
  // The editor marks the server's field errors itself, next to each field.
  return callApi(calls.adminCatalog.productSave, input, { isQuiet: true });
}

/** Creates or changes a product; the list and the stored copy are refreshed. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: (saved) => {
      queryClient.setQueryData(catalogKeys.product(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: [...catalogKeys.products(), 'page'] });
    },
  });
}
