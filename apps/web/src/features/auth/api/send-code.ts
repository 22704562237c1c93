import type { CodePurpose, verify } from '@mall/contracts';
import { useMutation } from '@tanstack/react-query';
import { endpoint, request } from '@/lib/api.ts';

export const sendCode = endpoint<typeof verify.smscode>('POST', '/mallapi/verify/smscode');

/** Sends a one-time code by SMS; the answer says how long before another may be sent. */
export function useSendCode() {
  return useMutation({
    mutationFn: (input: { mobile: string; type: CodePurpose }) => request(sendCode, input),
  });
}
