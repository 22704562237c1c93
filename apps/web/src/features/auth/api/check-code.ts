import type { CodePurpose, verify } from '@mall/contracts';
import { useMutation } from '@tanstack/react-query';
import { endpoint, request } from '@/lib/api.ts';

export const checkCode = endpoint<typeof verify.checkCode>('POST', '/mallapi/verify/checkCode');

/** Checks a one-time code without spending it. */
export function useCheckCode() {
  return useMutation({
    mutationFn: (input: { mobile: string; type: CodePurpose; code: string }) => request(checkCode, input),
  });
}
