import type { QueryOf } from '@mall/contracts';
import type { adminCatalog } from '@mall/contracts';

export type ProductPageQuery = QueryOf<typeof adminCatalog.productPage>;

export const catalogKeys = {
  all: ['catalog'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productPage: (query: ProductPageQuery) => [...catalogKeys.products(), 'page', query] as const,
  product: (id: number) => [...catalogKeys.products(), 'one', id] as const,
  /** One content area's rows: categories, brands, banners and the rest. */
  list: (area: string) => [...catalogKeys.all, 'list', area] as const,
};
