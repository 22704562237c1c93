import { calls } from '@mall/contracts/browser';
import type { appIndex, ResultOf } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer, type Viewer } from '@/lib/viewer.ts';
import { homeKeys } from './keys.ts';

export type HomeContent = ResultOf<typeof appIndex.homepageModule>;
export type HomeModule = HomeContent['modules'][number];
export type Banner = HomeContent['banners'][number];
type Position = 'home' | 'integral';

const getHomeModules = calls.appIndex.homepageModule;

export const homeModulesQuery = (viewer: Viewer, position: Position) =>
  queryOptions({
    queryKey: homeKeys.modules(viewer, position),
    queryFn: ({ signal }) => request(getHomeModules, { position }, { signal }),
  });

/** Banners and configured modules of a page (home or the points tab). */
export function useHomeModules(position: Position = 'home') {
  return useQuery(homeModulesQuery(useViewer(), position));
}
