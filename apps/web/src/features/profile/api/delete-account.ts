import { calls } from '@mall/contracts/browser';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { clearSession } from '@/lib/session.ts';

const deleteAccount = calls.member.delete;

/** Deletes the account for good; every session ends, this one too. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (proof: { code: string } | { password: string }) => request(deleteAccount, proof),
    onSuccess: () => clearSession(),
  });
}
