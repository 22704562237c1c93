import type { member } from '@mall/contracts';
import { useMutation } from '@tanstack/react-query';
import { endpoint, request } from '@/lib/api.ts';
import { useSavedUser } from './use-saved-user.ts';

export const bindMobile = endpoint<typeof member.bindmobile>('POST', '/mallapi/member/bindmobile');

/** Binds a new mobile number, proven by the bind code sent to it. */
export function useBindMobile() {
  const saved = useSavedUser();
  return useMutation({
    mutationFn: (input: { mobile: string; code: string }) => request(bindMobile, input),
    onSuccess: saved,
  });
}
