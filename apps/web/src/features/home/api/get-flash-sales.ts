import { calls } from '@mall/contracts/browser';
import type { appIndex, ResultOf } from '@mall/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@mall/i18n';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { homeKeys } from '../../../shared/home/api/keys.ts';

export type FlashSaleCount = ResultOf<typeof appIndex.flashSaleCount>;
export type FlashSale = ResultOf<typeof appIndex.flashSalePage>['list'][number];

const getFlashSaleCount = calls.appIndex.flashSaleCount;
const getFlashSalePage = calls.appIndex.flashSalePage;

const STRIP_SIZE = 6;

export const flashSaleCountQuery = () =>
  queryOptions({
    queryKey: homeKeys.flashSaleCount(),
    queryFn: ({ signal }) => request(getFlashSaleCount, undefined, { signal }),
  });

export const runningFlashSalesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: homeKeys.flashSales(locale),
    queryFn: ({ signal }) => request(getFlashSalePage, { state: 'grab', pageNum: 1, pageSize: STRIP_SIZE }, { signal }),
  });

/** How many flash sales run and are coming, and the times the strip counts down to. */
export function useFlashSaleCount() {
  return useQuery(flashSaleCountQuery());
}

/** The flash sales running now, for the home strip. */
export function useRunningFlashSales(isEnabled: boolean) {
  return useQuery({ ...runningFlashSalesQuery(useLocale()), enabled: isEnabled });
}
