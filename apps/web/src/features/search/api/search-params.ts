// A search lives in the URL (`searchList?keyword=&sort=&minPrice=&maxPrice=&brandId=1,2&cateId=&inStock=1`),
// so the filters page can hand its choice to the results, and back and shared links keep it.
import { parseSort, type ProductSort } from '@/shared/catalog-lists/api/sort.ts';

export interface SearchFilters {
  keyword: string;
  sort: ProductSort;
  minPrice: string;
  maxPrice: string;
  brandIds: number[];
  cateId: number | null;
  inStock: boolean;
}

export const noFilters: Omit<SearchFilters, 'keyword' | 'sort'> = {
  minPrice: '',
  maxPrice: '',
  brandIds: [],
  cateId: null,
  inStock: false,
};

const positiveIds = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

export function readSearchFilters(params: URLSearchParams): SearchFilters {
  const cateId = Number(params.get('cateId'));
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    sort: parseSort(params.get('sort')),
    minPrice: (params.get('minPrice') ?? '').trim(),
    maxPrice: (params.get('maxPrice') ?? '').trim(),
    brandIds: positiveIds(params.get('brandId')),
    cateId: Number.isInteger(cateId) && cateId > 0 ? cateId : null,
    inStock: params.get('inStock') === '1' || params.get('inStock') === 'true',
  };
}

/** The query string of a search, leaving out what is not set. */
export function searchQueryString(filters: SearchFilters): string {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.sort !== 'default') params.set('sort', filters.sort);
  if (filters.minPrice) params.set('minPrice', filters.minPrice);
  if (filters.maxPrice) params.set('maxPrice', filters.maxPrice);
  if (filters.brandIds.length > 0) params.set('brandId', filters.brandIds.join(','));
  if (filters.cateId !== null) params.set('cateId', String(filters.cateId));
  if (filters.inStock) params.set('inStock', '1');
  return params.toString();
}

/** How many filters narrow the search, for the badge on the filter button. */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    (filters.minPrice || filters.maxPrice ? 1 : 0) +
    (filters.brandIds.length > 0 ? 1 : 0) +
    (filters.cateId !== null ? 1 : 0) +
    (filters.inStock ? 1 : 0)
  );
}

/** The filters as the search call takes them. */
export function searchCallParams(filters: Omit<SearchFilters, 'keyword' | 'sort'>) {
  return {
    minPrice: filters.minPrice || undefined,
    maxPrice: filters.maxPrice || undefined,
    brandId: filters.brandIds.length > 0 ? filters.brandIds.join(',') : undefined,
    cateId: filters.cateId ?? undefined,
    inStock: filters.inStock ? 'true' : undefined,
  };
}
