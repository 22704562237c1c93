import type { ComponentType } from 'react';

/** A component whose code arrives on demand; the app waits for it before showing its address. */
export interface LazyComponent<P = object> {
  /** Set once loaded (or, when the download failed, the fallback). */
  readonly loaded: ComponentType<P> | undefined;
  load(): Promise<ComponentType<P>>;
}

/**
 * Loads once and keeps the result. A download that fails (offline, or a chunk replaced by a new
 * release) resolves to `fallback`, so the address shows a "reload" screen instead of nothing.
 */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>, fallback: ComponentType<P>): LazyComponent<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const lazy: { loaded: ComponentType<P> | undefined; load: () => Promise<ComponentType<P>> } = {
    loaded: undefined,
    load: () =>
      (pending ??= load().then(
        (component) => (lazy.loaded = component),
        () => (lazy.loaded = fallback),
      )),
  };
  return lazy;
}
