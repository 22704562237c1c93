import { calls } from '@mall/contracts/browser';
import type { BodyOf, member } from '@mall/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';

const updatePassword = calls.member.updatePassword;

/** Changes the password, proven by the old one or by a reset code sent to the own mobile. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: BodyOf<typeof member.updatePassword>) => request(updatePassword, input),
  });
}
