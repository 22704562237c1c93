import type { member } from '@mall/contracts';
import { useMutation } from '@tanstack/react-query';
import { endpoint, request } from '@/lib/api.ts';
import { clearSession } from '@/lib/session.ts';

export const deleteAccount = endpoint<typeof member.delete>('POST', '/mallapi/member/delete');

/** Deletes the account for good; every session ends, this one too. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (proof: { code: string } | { password: string }) => request(deleteAccount, proof),
    onSuccess: () => clearSession(),
  });
}
