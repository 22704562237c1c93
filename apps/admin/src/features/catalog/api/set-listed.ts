import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { BodyOf, ResultOf, adminCatalog } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { catalogKeys } from './keys.ts';

export type SetListedInput = BodyOf<typeof adminCatalog.productSetListed>;

export function setListed(input: SetListedInput): Promise<ResultOf<typeof adminCatalog.productSetListed>> {
  return callApi(calls.adminCatalog.productSetListed, input);
}

/** Puts products on the market or takes them off, many at once. */
export function useSetListed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setListed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.products() }),
  });
}
