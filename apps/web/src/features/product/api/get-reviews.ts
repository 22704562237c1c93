import { calls } from '@mall/contracts/browser';
import type { evaluate, ResultOf } from '@mall/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Locale } from '@mall/i18n';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { productKeys } from '../../../shared/product/api/keys.ts';

export type Review = ResultOf<typeof evaluate.productPage>['list'][number];

const getReviewPage = calls.evaluate.productPage;

const PAGE_SIZE = 10;

export const reviewsQuery = (productId: number, locale: Locale) =>
  infiniteQueryOptions({
    queryKey: productKeys.reviews(productId, locale),
    queryFn: ({ pageParam, signal }) =>
      request(getReviewPage, { productId, pageNum: pageParam, pageSize: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
  });

/** A product's reviews, newest first, page by page. */
export function useReviews(productId: number | null) {
  return useInfiniteQuery({ ...reviewsQuery(productId ?? 0, useLocale()), enabled: productId !== null });
}
