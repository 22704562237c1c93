import { calls, type EndpointParams } from '@mall/contracts/browser';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';

export const sendCode = calls.verify.smscode;

/** Sends a one-time code by SMS; the answer says how long before another may be sent. */
export function useSendCode() {
  return useMutation({
    mutationFn: (input: EndpointParams<typeof sendCode>) => request(sendCode, input),
  });
}
