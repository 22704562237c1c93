import { calls } from '@mall/contracts/browser';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';

const checkUsername = calls.verify.checkUsername;

/** Whether a user name is well-formed and still free. */
export function useCheckUsername() {
  return useMutation({ mutationFn: (username: string) => request(checkUsername, { username }) });
}
