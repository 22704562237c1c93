import type { BodyOf, member } from '@mall/contracts';
import { useMutation } from '@tanstack/react-query';
import { endpoint, request } from '@/lib/api.ts';

export const updatePassword = endpoint<typeof member.updatePassword>('POST', '/mallapi/member/updatePassword');

/** Changes the password, proven by the old one or by a reset code sent to the own mobile. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: (input: BodyOf<typeof member.updatePassword>) => request(updatePassword, input),
  });
}
