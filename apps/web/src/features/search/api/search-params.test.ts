import { describe, expect, it } from 'vitest';
import { activeFilterCount, readSearchFilters, searchCallParams, searchQueryString } from './search-params.ts';

const read = (query: string) => readSearchFilters(new URLSearchParams(query));

describe('search parameters', () => {
  it('reads a search from the address, trimming text and dropping what is not valid', () => {
    expect(read('keyword=%20tea%20&sort=priceAsc&minPrice=10&maxPrice=&brandId=3,x,-1,4&cateId=0&inStock=1')).toEqual({
      keyword: 'tea',
      sort: 'priceAsc',
      minPrice: '10',
      maxPrice: '',
      brandIds: [3, 4],
      cateId: null,
      inStock: true,
    });
  });

  it('falls back to the default order and no filters', () => {
    expect(read('sort=cheapest&cateId=2.5&inStock=yes')).toMatchObject({
      keyword: '',
      sort: 'default',
      brandIds: [],
      cateId: null,
      inStock: false,
    });
  });

  it('writes back only what is set, and reads it again unchanged', () => {
    const filters = read('keyword=tea&sort=sales&brandId=1,2&cateId=9&inStock=true&maxPrice=99');
    const query = searchQueryString(filters);
    expect(query).toBe('keyword=tea&sort=sales&maxPrice=99&brandId=1%2C2&cateId=9&inStock=1');
    expect(read(query)).toEqual(filters);
    expect(searchQueryString(read(''))).toBe('');
  });

  it('counts a price range as one filter', () => {
    expect(activeFilterCount(read('minPrice=1&maxPrice=2&inStock=1'))).toBe(2);
    expect(activeFilterCount(read('keyword=tea&sort=sales'))).toBe(0);
  });

  it('sends the filters as the search call takes them', () => {
    expect(searchCallParams(read('brandId=1,2&inStock=1'))).toEqual({
      minPrice: undefined,
      maxPrice: undefined,
      brandId: '1,2',
      cateId: undefined,
      inStock: 'true',
    });
  });
});
