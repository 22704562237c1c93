import { calls } from '@mall/contracts/browser';
import type { appIndex, ResultOf } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { getLocale } from '@/lib/locale.ts';
import { queryClient } from '@/lib/query-client.ts';
import { getSession } from '@/lib/session.ts';
import { useViewer, type Viewer } from '@/lib/viewer.ts';
import { homeKeys } from '../../../shared/home/api/keys.ts';

export type HomeFirstScreen = ResultOf<typeof appIndex.home>;
export type FlashSaleCount = HomeFirstScreen['flashSaleCount'];
export type FlashSale = HomeFirstScreen['flashSales'][number];

const getHome = calls.appIndex.home;

// One round trip for everything above the fold (notice, banners, modules, image links, flash
// sales): a phone on a slow network pays for each request before home can paint.
/**
 * The first banner is home's largest picture: its download starts with the answer, before React
 * has rendered the banner (which, for a large home, is a moment later).
 */
function preloadImage(href: string | undefined) {
  if (!href || document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}

export const homeQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: homeKeys.firstScreen(viewer),
    queryFn: async ({ signal }) => {
      const home = await request(getHome, undefined, { signal });
      preloadImage(home.banners[0]?.image);
      return home;
    },
  });

export function useHome() {
  return useQuery(homeQuery(useViewer()));
}

/**
 * Asks for home as soon as its page's code runs, before the app's first render (which also waits
 * for the shopper's language), so the answer and the banner are on their way sooner.
 */
export function prefetchHome() {
  void queryClient.prefetchQuery(homeQuery({ token: getSession()?.token ?? 'guest', locale: getLocale() }));
}
