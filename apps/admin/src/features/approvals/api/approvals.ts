import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls, type Endpoint } from '@mall/contracts/browser';
import type { ResultOf, adminCoupon, adminOperators } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';

export type OperatorChange = ResultOf<typeof adminOperators.pending>[number];
export type CouponApprovals = ResultOf<typeof adminCoupon.approvals>;

export const approvalsKeys = {
  all: ['approvals'] as const,
  operators: () => [...approvalsKeys.all, 'operators'] as const,
  coupons: () => [...approvalsKeys.all, 'coupons'] as const,
};

/** Accounts and role grants waiting for a second admin. */
export function useOperatorChanges(isEnabled: boolean) {
  return useQuery({
    queryKey: approvalsKeys.operators(),
    queryFn: ({ signal }) => callApi(calls.adminOperators.pending, undefined, { signal }),
    enabled: isEnabled,
  });
}

/** Coupon templates and issues waiting for finance. */
export function useCouponApprovals(isEnabled: boolean) {
  return useQuery({
    queryKey: approvalsKeys.coupons(),
    queryFn: ({ signal }) => callApi(calls.adminCoupon.approvals, undefined, { signal }),
    enabled: isEnabled,
  });
}

/** Approves or rejects one request by its call; every waiting list is read again after. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ call, id }: { call: Endpoint; id: number }) =>
      callApi(call as typeof calls.adminOperators.approve, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalsKeys.all }),
  });
}
