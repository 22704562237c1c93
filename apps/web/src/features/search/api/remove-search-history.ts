import { calls } from '@mall/contracts/browser';
import type { appIndex, ResultOf } from '@mall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useSession } from '@/lib/session.ts';
import { searchKeys } from './keys.ts';

const removeSearchHistory = calls.appIndex.removeSearchDiscovery;

type History = ResultOf<typeof appIndex.querySearchHistory>;

/** Removes one keyword from the member's history, or all of it when called without one. */
export function useRemoveSearchHistory() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (keyword: string | undefined) => request(removeSearchHistory, { keyword }),
    onSuccess: (_result, keyword) => {
      queryClient.setQueryData<History>(searchKeys.history(token), (history) =>
        keyword === undefined ? [] : history?.filter((entry) => entry.keyword !== keyword),
      );
    },
  });
}
