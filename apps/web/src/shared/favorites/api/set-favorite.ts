import { calls } from '@mall/contracts/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { productKeys } from '@/shared/product/api/keys.ts';
import { favoriteKeys } from './keys.ts';

const addFavorite = calls.memberFavorite.add;
const deleteFavorite = calls.memberFavorite.delete;

interface FavoriteMark {
  productId: number;
  isFavorite: boolean;
}

/** Favourites a product or removes it; the product page and the favourites list follow. */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, isFavorite }: { productId: number; isFavorite: boolean }): Promise<FavoriteMark> =>
      isFavorite ? request(addFavorite, { productId }) : request(deleteFavorite, { productId }),
    onSuccess: (result) => {
      // Every cached detail of the product (any SKU) gets the new mark without asking the server again.
      queryClient.setQueriesData<{ isFavorite: boolean }>(
        { queryKey: productKeys.details(), predicate: (query) => isDetailOf(query.queryKey, result.productId) },
        (detail) => (detail ? { ...detail, isFavorite: result.isFavorite } : detail),
      );
      return queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
    },
  });
}

function isDetailOf(key: readonly unknown[], productId: number): boolean {
  const params = key[3];
  return typeof params === 'object' && params !== null && 'id' in params && params.id === productId;
}
