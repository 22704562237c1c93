// What pages and components use to read and move the address: the location, its query, links and
// navigation. The app (app/app-router.tsx) provides the location once the page's code is in, so a
// screen never sees an address it cannot show yet.
import { createContext, useCallback, useContext, useMemo, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { currentLocation, navigate as go, pathOf, type AppLocation, type NavigateOptions } from './history.ts';

export type { AppLocation, NavigateOptions } from './history.ts';

const LocationContext = createContext<AppLocation | null>(null);

export const LocationProvider = LocationContext.Provider;

/** The address on screen: path, query and the state the navigation passed along. */
export function useLocation(): AppLocation {
  return useContext(LocationContext) ?? currentLocation();
}

export type Navigate = (to: string | number, options?: NavigateOptions) => Promise<void>;

/** Moves the address; resolves at once (the screen follows when the page's code is in). */
export function useNavigate(): Navigate {
  return useCallback((to, options) => {
    go(to, options);
    return Promise.resolve();
  }, []);
}

export type SearchParamsInit = URLSearchParams | Record<string, string> | string;

/** The address's query, and a way to change it (the path stays). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const query = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(search)) : next);
      const text = query.toString();
      go(text ? `${pathname}?${text}` : pathname, options);
    },
    [pathname, search],
  );
  return [params, setParams];
}

/** `/pages/x?a=1`, or the parts that differ from the address on screen (`{ search: '?a=1' }`). */
export type To = string | { pathname?: string; search?: string };

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A real link (`href="#/pages/x"`, so it opens in a new tab and reads as a link) that moves the app
 * without reloading. Following a link to the address on screen replaces it, so it is not stacked.
 */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const path =
    typeof to === 'string' ? to : pathOf({ pathname: to.pathname ?? location.pathname, search: to.search ?? '' });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    go(path, { replace: replace ?? pathOf(location) === path, state });
  };
  return <a {...rest} href={`#${path}`} target={target} onClick={handleClick} />;
}
