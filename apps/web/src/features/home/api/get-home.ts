import { calls } from '@mall/contracts/browser';
import type { appIndex, ResultOf } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
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
    queryFn: ({ signal }) => request(getHome, undefined, { signal }),
  });

export function useHome() {
  return useQuery(homeQuery(useViewer()));
}
