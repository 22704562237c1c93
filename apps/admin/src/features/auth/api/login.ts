import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { BodyOf, ResultOf, adminAuth } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';
import { saveToken } from '../../../lib/session.ts';
import { authKeys } from '../../../shared/auth/api/keys.ts';

export type LoginInput = BodyOf<typeof adminAuth.login>;

export function login(input: LoginInput): Promise<ResultOf<typeof adminAuth.login>> {
  return callApi(calls.adminAuth.login, input);
}

/** Logs in, keeps the session and primes the current operator. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, invalidTime, operator }) => {
      queryClient.clear();
      saveToken(token, invalidTime);
      queryClient.setQueryData(authKeys.me(), operator);
    },
  });
}
