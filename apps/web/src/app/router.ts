// Which page an address shows, and getting its code in before it is shown.
import { currentLocation } from '@/lib/history.ts';
import { paths } from '@/lib/paths.ts';
import { launchPage, notFoundRoute, pageRoutes, shellLayout, type PageRoute } from './routes.tsx';

const byPath = new Map(pageRoutes.map((route) => [route.path, route]));

/** The route of a path inside the app frame; the not-found page for one the shop does not know. */
export function routeOf(pathname: string): PageRoute {
  return byPath.get(pathname) ?? notFoundRoute;
}

/** Whether the route table has this page (`useHasPage`). */
export const hasPage = (path: string) => byPath.has(path);

/** Downloads what the path shows: the launch screen, or the app frame and the page. */
export async function loadPath(pathname: string): Promise<void> {
  if (pathname === paths.launch) await launchPage.load();
  else await Promise.all([shellLayout.load(), routeOf(pathname).page.load()]);
}

/** True when everything the path shows is already downloaded. */
export function isPathLoaded(pathname: string): boolean {
  if (pathname === paths.launch) return launchPage.loaded !== undefined;
  return shellLayout.loaded !== undefined && routeOf(pathname).page.loaded !== undefined;
}

/** Resolves once the first page's chunks are in, so the HTML skeleton can stay until then. */
export async function whenRouterReady(): Promise<void> {
  let pathname: string;
  do {
    pathname = currentLocation().pathname;
    await loadPath(pathname);
  } while (currentLocation().pathname !== pathname);
}
