import { productSorts } from '@mall/contracts/browser';

export type ProductSort = (typeof productSorts)[number];

/** The sort a page's URL asks for; anything unknown is the default order. */
export function parseSort(value: string | null): ProductSort {
  return productSorts.find((sort) => sort === value) ?? 'default';
}
