import type { verify } from '@mall/contracts';
import { useMutation } from '@tanstack/react-query';
import { endpoint, request } from '@/lib/api.ts';

export const checkUsername = endpoint<typeof verify.checkUsername>('POST', '/mallapi/verify/checkUsername');

/** Whether a user name is well-formed and still free. */
export function useCheckUsername() {
  return useMutation({ mutationFn: (username: string) => request(checkUsername, { username }) });
}
