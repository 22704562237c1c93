import { calls } from '@mall/contracts/browser';
import type { giftCard, ResultOf } from '@mall/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useViewer } from '@/lib/viewer.ts';

export type GiftCard = ResultOf<typeof giftCard.detail>;

const PAGE_SIZE = 10;

export const giftCardKeys = {
  all: [memberScope, 'giftCards'] as const,
};

/** The member's redeemed cards, newest first, page by page. */
export function useMyGiftCards() {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: [...giftCardKeys.all, 'mine', viewer.token, viewer.locale],
    queryFn: ({ pageParam, signal }) =>
      request(calls.giftCard.myPage, { pageNum: pageParam, pageSize: PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNum + 1 : undefined),
    enabled: viewer.token !== 'guest',
  });
}

export function useGiftCard(id: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...giftCardKeys.all, 'detail', id, viewer.token, viewer.locale],
    queryFn: ({ signal }) => request(calls.giftCard.detail, { id }, { signal }),
    enabled: viewer.token !== 'guest' && id > 0,
  });
}

/** The member's addresses, for a pickup card's order. */
export function usePickupAddresses(enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...giftCardKeys.all, 'addresses', viewer.token],
    queryFn: ({ signal }) => request(calls.memberAddress.selectList, undefined, { signal }),
    enabled: enabled && viewer.token !== 'guest',
  });
}

/** Redeems a code (a pickup code with the address its order goes to); the list and the balances it credited follow. */
export function useRedeemGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; addressId?: number }) => request(calls.giftCard.redeem, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [memberScope] }),
  });
}
