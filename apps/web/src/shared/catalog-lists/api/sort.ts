import type { productSorts } from '@mall/contracts';

export type ProductSort = (typeof productSorts)[number];

const sorts: readonly ProductSort[] = ['default', 'priceAsc', 'priceDesc', 'sales', 'newest'];

/** The sort a page's URL asks for; anything unknown is the default order. */
export function parseSort(value: string | null): ProductSort {
  return sorts.find((sort) => sort === value) ?? 'default';
}
