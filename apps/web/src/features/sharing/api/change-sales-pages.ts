import { calls } from '@mall/contracts/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { salesPageKeys } from './keys.ts';

/** Makes a sales page of the chosen products; the list follows. */
export function useCreateSalesPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; productIds: number[] }) => request(calls.salesPage.create, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesPageKeys.all }),
  });
}

/** Deletes one of the member's sales pages; the list follows. */
export function useDeleteSalesPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request(calls.salesPage.delete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesPageKeys.all }),
  });
}
