import { calls } from '@mall/contracts/browser';
import type { appIndex, ResultOf } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { preloadPicture } from '@/lib/first-call.ts';
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
export const homeQuery = (viewer: Viewer) =>
  queryOptions({
    queryKey: homeKeys.firstScreen(viewer),
    queryFn: async ({ signal }) => {
      const home = await request(getHome, undefined, { signal });
      // The first banner is home's largest picture: its download starts with the answer, before
      // the banner renders (a no-op when the page's early call has preloaded it already).
      preloadPicture(home.banners[0]?.image);
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
