// The member's cart: the list with its totals, the tab badge's count, and the changes. Every change
// answers the whole cart, which replaces the cached one at once; the badge is asked again.
import { calls } from '@mall/contracts/browser';
import type { cart, ResultOf } from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useLoadedAndIdle } from '@/lib/idle.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer, type Viewer } from '@/lib/viewer.ts';

export type Cart = ResultOf<typeof cart.list>;
export type CartLine = Cart['list'][number];

export const cartKeys = {
  all: [memberScope, 'cart'] as const,
  list: (viewer: Viewer) => [...cartKeys.all, 'list', viewer.token, viewer.locale] as const,
  count: (viewer: Viewer) => [...cartKeys.all, 'count', viewer.token] as const,
};

/** The member's cart; idle for guests. */
export function useCart() {
  const viewer = useViewer();
  return useQuery({
    queryKey: cartKeys.list(viewer),
    queryFn: ({ signal }) => request(calls.cart.list, undefined, { signal }),
    enabled: viewer.token !== 'guest',
  });
}

/** How many lines the cart holds, for the tab badge (asked once the first screen is in); 0 for guests. */
export function useCartCount(): number {
  const viewer = useViewer();
  const isIdle = useLoadedAndIdle(true);
  const count = useQuery({
    queryKey: cartKeys.count(viewer),
    queryFn: ({ signal }) => request(calls.cart.count, undefined, { signal }),
    enabled: viewer.token !== 'guest' && isIdle,
  });
  return viewer.token === 'guest' ? 0 : (count.data?.count ?? 0);
}

export interface AddToCart {
  productGoodsId: number;
  num: number;
  flashSaleId?: number;
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (line: AddToCart) => request(calls.cart.add, line),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** A change that answers the cart: the answer replaces the cached list, the badge is asked again. */
function useCartChange<V>(change: (values: V) => Promise<Cart>) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      queryClient.setQueryData(cartKeys.list(viewer), answer);
      return queryClient.invalidateQueries({ queryKey: cartKeys.count(viewer) });
    },
  });
}

export function useUpdateCartLine() {
  return useCartChange((values: { id: number; num: number }) => request(calls.cart.update, values));
}

export function useSelectCartLines() {
  return useCartChange((values: { ids: number[]; selected: boolean }) =>
    request(calls.cart.select, { ids: values.ids.join(','), selected: values.selected }),
  );
}

export function useDeleteCartLines() {
  return useCartChange((ids: number[]) => request(calls.cart.delete, { ids: ids.join(',') }));
}
