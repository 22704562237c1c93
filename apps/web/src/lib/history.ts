// The shop's addresses live in the hash (`#/pages/x?a=1`), as in the original client, so shared
// links and the part before `#` (a provider's `?code=` on return) are left alone. This is the whole
// history the app needs: read the address, move it, and tell listeners. Each entry's
// `history.state` is `{ idx, key, usr }`: `idx` counts in-app entries (so "back" knows whether
// there is an earlier page, see navigation.ts `canGoBack`), `key` names the entry for scroll
// positions, `usr` is what the page passed along (`navigate(to, { state })`).

export interface AppLocation {
  /** `/pages/index/index`; `/` for the launch screen. */
  pathname: string;
  /** `?a=1`, or empty. */
  search: string;
  /** What the navigation that opened this entry passed along; null when nothing. */
  state: unknown;
  key: string;
  idx: number;
}

export type HistoryAction = 'push' | 'replace' | 'pop';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface EntryState {
  idx: number;
  key: string;
  usr?: unknown;
}

type Listener = (action: HistoryAction) => void;

const listeners = new Set<Listener>();
const scrollPositions = new Map<string, number>();
let current: AppLocation | undefined;

const newKey = () => Math.random().toString(36).slice(2, 10);

function entryState(): Partial<EntryState> | null {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Partial<EntryState>) : null;
}

function readLocation(): AppLocation {
  const hash = window.location.hash.replace(/^#/, '');
  const queryAt = hash.indexOf('?');
  const path = queryAt < 0 ? hash : hash.slice(0, queryAt);
  const search = queryAt < 0 ? '' : hash.slice(queryAt);
  const state = entryState();
  return {
    pathname: path.startsWith('/') ? path : `/${path}`,
    search: search === '?' ? '' : search,
    state: state?.usr ?? null,
    key: typeof state?.key === 'string' ? state.key : 'default',
    idx: typeof state?.idx === 'number' ? state.idx : 0,
  };
}

/**
 * An entry the app did not create (the first page, or a plain `#/...` link followed by the
 * browser) gets its index and key here: the first counts as 0, a later one as a step forward.
 */
function adopt(idx: number): void {
  const state = entryState();
  if (typeof state?.idx === 'number' && typeof state.key === 'string') return;
  window.history.replaceState({ ...state, idx, key: newKey() } satisfies EntryState, '');
}

function ensureStarted(): AppLocation {
  if (current) return current;
  adopt(0);
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => {
    if (current) scrollPositions.set(current.key, window.scrollY);
    adopt((current?.idx ?? -1) + 1);
    current = readLocation();
    for (const listener of listeners) listener('pop');
  });
  current = readLocation();
  return current;
}

/** The address the browser shows now. */
export function currentLocation(): AppLocation {
  return ensureStarted();
}

/** Calls `listener` after every change of address, with how it changed. */
export function listen(listener: Listener): () => void {
  ensureStarted();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens `to` (`/pages/x?a=1`) as a new entry or in place of this one; a number steps through history. */
export function navigate(to: string | number, options: NavigateOptions = {}): void {
  const from = ensureStarted();
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  scrollPositions.set(from.key, window.scrollY);
  const replace = options.replace ?? false;
  const state: EntryState = { idx: replace ? from.idx : from.idx + 1, key: newKey(), usr: options.state };
  const href = `#${to.startsWith('/') ? to : `/${to}`}`;
  if (replace) window.history.replaceState(state, '', href);
  else window.history.pushState(state, '', href);
  current = readLocation();
  for (const listener of listeners) listener(replace ? 'replace' : 'push');
}

/** Where the page was scrolled when the entry was left; undefined for an entry not seen yet. */
export function scrollPositionOf(key: string): number | undefined {
  return scrollPositions.get(key);
}

/** `/pages/x?a=1` of a location. */
export function pathOf(location: Pick<AppLocation, 'pathname' | 'search'>): string {
  return `${location.pathname}${location.search}`;
}
