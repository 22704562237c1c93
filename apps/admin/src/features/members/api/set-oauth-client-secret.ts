import { useMutation } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { BodyOf, ResultOf, adminMembers } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';

export type OauthClientSecretInput = BodyOf<typeof adminMembers.setOauthClientSecret>;

export function setOauthClientSecret(
  input: OauthClientSecretInput,
): Promise<ResultOf<typeof adminMembers.setOauthClientSecret>> {
  return callApi(calls.adminMembers.setOauthClientSecret, input);
}

/** Stores a provider's client secret; nothing is cached because the secret is never read back. */
export function useSetOauthClientSecret() {
  return useMutation({ mutationFn: setOauthClientSecret });
}
