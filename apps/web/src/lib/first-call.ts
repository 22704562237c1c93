// The page's first API call, asked by the boot script of index.html while the app's code is still
// downloading, and handed to the API client when the app asks the same.
//
// On a phone the first screen's picture otherwise waits for the whole chain: the entry, the page's
// chunk, then its call, then the picture. The boot script knows the address, the language and the
// session, so it can ask the page's call (and preload the picture named in the answer) at once.
// `askFirstCall` runs inline in the page, copied there as source at build time: it must stay
// self-contained (no imports, no outside names) and never throw.

import { calls } from '@mall/contracts/browser';
import { paths } from './paths.ts';

/** An address whose first screen waits for one call, and the picture it shows first. */
export interface FirstCallRoute {
  /** The call as the API client writes it: path and query string, or undefined when not asked. */
  url: (query: URLSearchParams) => string | undefined;
  /** The answer's largest picture on the first screen, to preload. */
  picture: (result: unknown) => string | undefined;
}

export interface FirstCallPaths {
  /** Page addresses. */
  home: string;
  product: string;
  searchList: string;
  /** Their calls' paths (all GET). */
  homeCall: string;
  detailCall: string;
  searchCall: string;
}

/** The addresses asked for early and their calls, as the app's screens name them. */
export const firstCallPaths: FirstCallPaths = {
  home: paths.home,
  product: paths.product,
  searchList: paths.searchList,
  homeCall: calls.appIndex.home.path,
  detailCall: calls.product.detail.path,
  searchCall: calls.product.searchKeyword.path,
};

/**
 * Home, a product and search results, with their calls written as the app's screens write them
 * (parameter order included: the API client puts them in the query string in that order). Also
 * copied into the page as source: self-contained. An address the app would read differently (a
 * filter, a malformed id) asks nothing early.
 */
export function firstCallRoutes(
  paths: FirstCallPaths,
  pageSize: number,
  sorts: readonly string[],
): Record<string, FirstCallRoute> {
  const positive = (value: string | null) =>
    value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? value : '';
  const query = (path: string, pairs: [string, string][]) =>
    pairs.length > 0 ? `${path}?${new URLSearchParams(pairs.filter((pair) => pair[1] !== '')).toString()}` : path;
  const filters = ['minPrice', 'maxPrice', 'brandId', 'cateId', 'inStock'];
  return {
    [paths.home]: {
      url: () => paths.homeCall,
      picture: (result) => (result as { banners?: { image?: string }[] } | undefined)?.banners?.[0]?.image,
    },
    [paths.product]: {
      url: (params) => {
        const id = positive(params.get('id'));
        const pairs: [string, string][] = [
          ['id', id],
          ['flashSaleId', positive(params.get('flashSaleId'))],
          ['productGoodsId', positive(params.get('productGoodsId'))],
        ];
        return id ? query(paths.detailCall, pairs) : undefined;
      },
      picture: (result) => {
        const product = result as { images?: { s800?: string }[]; cover?: { s800?: string } | null } | undefined;
        return (product?.images?.[0] ?? product?.cover ?? undefined)?.s800;
      },
    },
    [paths.searchList]: {
      url: (params) => {
        if (filters.some((name) => (params.get(name) ?? '').trim() !== '')) return undefined;
        const sort = params.get('sort') ?? '';
        const pairs: [string, string][] = [
          ['keyword', (params.get('keyword') ?? '').trim()],
          ['sort', sorts.indexOf(sort) >= 0 ? sort : 'default'],
          ['pageNum', '1'],
          ['pageSize', String(pageSize)],
        ];
        return query(paths.searchCall, pairs);
      },
      picture: (result) => (result as { list?: { image?: string }[] } | undefined)?.list?.[0]?.image,
    },
  };
}

/** What the boot script left in the page: one call, asked once. */
export interface FirstCall {
  url: string;
  lang: string;
  token: string | undefined;
  /** performance.now() when asked. */
  at: number;
  /** The envelope, or undefined when no answer came (network failure, time-out, not JSON). */
  answer: Promise<unknown>;
}

declare global {
  interface Window {
    mallFirstCall?: FirstCall;
  }
}

/**
 * Starts a first-screen picture's download at high priority, unless a preload for it is already in
 * the page. Used by the app (home after its answer) and, copied as source, by `askFirstCall`:
 * self-contained.
 */
export function preloadPicture(href: string | undefined): void {
  if (!href || document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}

/**
 * Runs in the page before any module. Asks the call with exactly the headers the API client sends
 * (lang, app-version, token) so the server answers the same, and leaves it in window.mallFirstCall.
 * `preload` is `preloadPicture`, handed in because this function cannot name it.
 */
export function askFirstCall(
  routes: Record<string, FirstCallRoute>,
  appVersion: string,
  locales: string[],
  preload: (href: string | undefined) => void,
): void {
  try {
    const store = window.localStorage;
    const lang = store.getItem('lang') || 'zh_CN';
    // The client would normalise any other stored value; then the calls would differ anyway.
    if (locales.indexOf(lang) < 0) return;
    const hash = location.hash.replace(/^#/, '');
    const queryAt = hash.indexOf('?');
    const route = routes[queryAt < 0 ? hash : hash.slice(0, queryAt)];
    const url = route && route.url(new URLSearchParams(queryAt < 0 ? '' : hash.slice(queryAt)));
    if (!route || !url) return;
    const headers: Record<string, string> = { lang, 'app-version': appVersion };
    const token = store.getItem('token');
    const until = store.getItem('tokenInvalidTime');
    const member = token && until && Date.parse(until) > Date.now() ? token : undefined;
    if (member) headers.token = member;
    const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(20_000) : undefined;
    const answer = fetch(url, { headers, signal })
      .then((response) => response.json() as Promise<unknown>)
      .catch(() => undefined);
    window.mallFirstCall = { url, lang, token: member, at: performance.now(), answer };
    void answer.then((envelope) => {
      if (envelope && (envelope as { success?: unknown }).success === true)
        preload(route.picture((envelope as { result?: unknown }).result));
    });
  } catch {
    // No storage, no fetch: the app asks itself, as it always could.
  }
}

/**
 * After this long the early answer is no fresher than one the app would ask for again (the query
 * cache's stale time): a shopper who left the page before its code ran and came back gets a new one.
 */
const FRESH_MS = 30_000;

/**
 * The boot script's answer when it asked exactly this call (address, language and session), once:
 * the app then adopts it instead of asking again. Anything else, or an old answer, is undefined.
 */
export function takeFirstCall(url: string, headers: Record<string, string>): Promise<unknown> | undefined {
  const first = typeof window === 'undefined' ? undefined : window.mallFirstCall;
  if (!first || performance.now() - first.at > FRESH_MS) return undefined;
  if (first.url !== url || first.lang !== headers.lang || first.token !== headers.token) return undefined;
  window.mallFirstCall = undefined;
  return first.answer;
}
