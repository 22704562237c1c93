import { calls, type EndpointParams } from '@mall/contracts/browser';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';

export const checkCode = calls.verify.checkCode;

/** Checks a one-time code without spending it. */
export function useCheckCode() {
  return useMutation({
    mutationFn: (input: EndpointParams<typeof checkCode>) => request(checkCode, input),
  });
}
