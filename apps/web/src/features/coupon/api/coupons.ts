import { calls, type EndpointParams } from '@mall/contracts/browser';
import type { coupon, ResultOf } from '@mall/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer } from '@/lib/viewer.ts';

export type Coupon = ResultOf<typeof coupon.myPage>['list'][number];
export type UsableCoupon = ResultOf<typeof coupon.usable>['list'][number];
export type CouponTab = 'unused' | 'used' | 'expired';
export type ClaimableCoupon = ResultOf<typeof coupon.available>['list'][number];
/** The checkout's lines: the cart's selected lines (empty), or a direct buy. */
export type CouponLines = EndpointParams<typeof calls.coupon.usable>;

const PAGE_SIZE = 10;

export const couponKeys = {
  all: [memberScope, 'coupons'] as const,
};

/** The member's coupons on one tab, newest first, page by page. */
export function useMyCoupons(tab: CouponTab) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: [...couponKeys.all, 'mine', tab, viewer.token, viewer.locale],
    queryFn: ({ pageParam, signal }) =>
      request(calls.coupon.myPage, { tab, pageNum: pageParam, pageSize: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: viewer.token !== 'guest',
  });
}

/** The member's valid coupons for the checkout's lines, applicable first with the largest discount. */
export function useUsableCoupons(lines: CouponLines, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...couponKeys.all, 'usable', lines, viewer.token, viewer.locale],
    queryFn: ({ signal }) => request(calls.coupon.usable, lines, { signal }),
    enabled: enabled && viewer.token !== 'guest',
  });
}

/** The coupons this member may claim now (the "claim" tab); the product page asks under the same key. */
export function useClaimableCoupons() {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...couponKeys.all, 'claimable', viewer.token, viewer.locale],
    queryFn: ({ signal }) => request(calls.coupon.available, {}, { signal }),
    enabled: viewer.token !== 'guest',
  });
}

/**
 * Claims one coupon; a fresh key per press, so a resent request answers the same coupon.
 * `onClaimed` hears of the claim before the lists are asked again (a claimed-out offer leaves them).
 */
export function useClaimCoupon(onClaimed?: (templateId: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) =>
      request(calls.coupon.claim, { templateId, idempotencyKey: `claim-${crypto.randomUUID()}` }),
    onSuccess: (_claimed, templateId) => {
      onClaimed?.(templateId);
      return queryClient.invalidateQueries({ queryKey: couponKeys.all });
    },
  });
}
