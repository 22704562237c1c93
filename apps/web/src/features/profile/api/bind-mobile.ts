import { calls, type EndpointParams } from '@mall/contracts/browser';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useSavedUser } from './use-saved-user.ts';

export const bindMobile = calls.member.bindmobile;

/** Binds a new mobile number, proven by the bind code sent to it. */
export function useBindMobile() {
  const saved = useSavedUser();
  return useMutation({
    mutationFn: (input: EndpointParams<typeof bindMobile>) => request(bindMobile, input),
    onSuccess: saved,
  });
}
