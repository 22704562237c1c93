// The member's address book: list, one address, and the changes that refresh the list.
import { calls } from '@mall/contracts/browser';
import type { BodyOf, memberAddress, ResultOf } from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useViewer } from '@/lib/viewer.ts';
import { addressKeys } from './keys.ts';

export type Address = ResultOf<typeof memberAddress.selectList>[number];
export type AddressForm = BodyOf<typeof memberAddress.addAds>;

/** The member's addresses, default first; idle for guests. */
export function useAddresses() {
  const viewer = useViewer();
  return useQuery({
    queryKey: addressKeys.list(viewer),
    queryFn: ({ signal }) => request(calls.memberAddress.selectList, undefined, { signal }),
    enabled: viewer.token !== 'guest',
  });
}

/** One of the member's addresses, for editing; idle without an id. */
export function useAddress(id: number | null) {
  const viewer = useViewer();
  return useQuery({
    queryKey: addressKeys.one(viewer, id ?? 0),
    queryFn: ({ signal }) => request(calls.memberAddress.selectById, { id: id ?? 0 }, { signal }),
    enabled: id !== null && viewer.token !== 'guest',
  });
}

function useAddressChange<V, R>(change: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

/** Adds an address, or saves an existing one when `id` is given. */
export function useSaveAddress() {
  return useAddressChange((values: AddressForm & { id?: number }) =>
    values.id
      ? request(calls.memberAddress.updateAds, { ...values, id: values.id })
      : request(calls.memberAddress.addAds, values),
  );
}

export function useDeleteAddress() {
  return useAddressChange((id: number) => request(calls.memberAddress.delete, { id }));
}

export function useSetDefaultAddress() {
  return useAddressChange((id: number) => request(calls.memberAddress.updateDefAds, { id }));
}
