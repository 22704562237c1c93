import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { AdminGiftCardBatchView, GiftCardExchangeAsset, GiftCardKind } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';

export type GiftCardBatch = AdminGiftCardBatchView;

const giftCardKeys = {
  all: ['giftCards'] as const,
  batches: (pageNum: number) => [...giftCardKeys.all, 'batches', pageNum] as const,
  redemptions: (id: number) => [...giftCardKeys.all, 'redemptions', id] as const,
};

const PAGE_SIZE = 20;

export function useBatches(pageNum: number) {
  return useQuery({
    queryKey: giftCardKeys.batches(pageNum),
    queryFn: ({ signal }) => callApi(calls.adminGiftCard.batches, { pageNum, pageSize: PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRedemptions(id: number) {
  return useQuery({
    queryKey: giftCardKeys.redemptions(id),
    queryFn: ({ signal }) => callApi(calls.adminGiftCard.redemptions, { id, pageNum: 1, pageSize: 100 }, { signal }),
  });
}

export interface BatchRequest {
  name: string;
  /** Exchange: a balance and value; pickup: a product SKU. */
  kind: GiftCardKind;
  asset?: GiftCardExchangeAsset;
  value?: string;
  productGoodsId?: number;
  count: number;
  expiresAt?: string;
  key: string;
}

/** Generates a batch; the list reloads. The answer's CSV is the only copy of the codes. */
export function useGenerateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BatchRequest) => callApi(calls.adminGiftCard.generate, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: giftCardKeys.all }),
  });
}

export function useVoidBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(calls.adminGiftCard.void, { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: giftCardKeys.all }),
  });
}
