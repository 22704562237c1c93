// A paged list keeps its state in the address (?page=&size= plus its own filters), so a view can be
// bookmarked and shared, and back/forward walk through the pages and searches.
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

export interface Paging {
  pageNum: number;
  pageSize: number;
}

/** A whole number above zero from the address, or undefined for anything else (missing, text, 0, -1, 1.5). */
export function positiveInt(text: string | null): number | undefined {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : undefined;
}

export function readPaging(params: URLSearchParams): Paging {
  return {
    pageNum: positiveInt(params.get('page')) ?? 1,
    pageSize: Math.min(positiveInt(params.get('size')) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

/** Adds the page and size to `search`, leaving out the defaults so a first page has a short address. */
export function writePaging(search: URLSearchParams, { pageNum, pageSize }: Paging): URLSearchParams {
  if (pageNum > 1) search.set('page', String(pageNum));
  if (pageSize !== DEFAULT_PAGE_SIZE) search.set('size', String(pageSize));
  return search;
}

/** The list's query as read from the address, and `show` to move to another page or search. */
export function useUrlQuery<Q extends Paging>(
  read: (params: URLSearchParams) => Q,
  write: (query: Q) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const query = read(params);
  const show = (next: Partial<Q>) => setParams(write({ ...query, ...next }));
  return { params, query, show };
}
