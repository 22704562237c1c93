import { calls } from '@mall/contracts/browser';
import type { ResultOf, ytConfig } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { homeKeys } from '../../../shared/home/api/keys.ts';

export type HomeNotice = ResultOf<typeof ytConfig.getHomeNoticeNew>;

const getHomeNotice = calls.ytConfig.getHomeNoticeNew;

export const homeNoticeQuery = (locale: Locale) =>
  queryOptions({
    queryKey: homeKeys.notice(locale),
    queryFn: ({ signal }) => request(getHomeNotice, undefined, { signal }),
  });

export function useHomeNotice() {
  return useQuery(homeNoticeQuery(useLocale()));
}
