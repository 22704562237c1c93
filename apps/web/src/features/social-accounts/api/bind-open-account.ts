import { calls } from '@mall/contracts/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useSession } from '@/lib/session.ts';
import type { PendingBind } from '../bind-state.ts';
import type { OpenAccount } from './get-open-account-list.ts';
import { socialAccountKeys } from './keys.ts';

const bindOpenAccount = calls.member.bindOpenAccount;

/** Why a provider's answer could not even be sent to the server; the screen words it. */
export class BindReturnError extends Error {
  readonly reason: 'refused' | 'expired';

  constructor(reason: 'refused' | 'expired') {
    super(reason);
    this.name = 'BindReturnError';
    this.reason = reason;
  }
}

/** Step 1 of linking: where to send the browser. */
export function useStartBind() {
  return useMutation({
    mutationFn: async (input: { provider: string; redirectUri: string }) => {
      const answer = await request(bindOpenAccount, input);
      if (answer.step !== 'redirect') throw new Error('The provider answered a link before the redirect');
      return answer;
    },
  });
}

/** Step 2 of linking: hands the provider's code to the server and shows the account as linked. */
export function useFinishBind() {
  const queryClient = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: async ({
      answer,
      pending,
    }: {
      answer: { code: string; state: string; error: string };
      pending: PendingBind | null;
    }) => {
      if (answer.error || !answer.code) throw new BindReturnError('refused');
      // A state from another tab or an older attempt would be refused by the server anyway.
      if (!pending || (answer.state && pending.state !== answer.state)) throw new BindReturnError('expired');
      const result = await request(bindOpenAccount, {
        provider: pending.provider,
        redirectUri: pending.redirectUri,
        code: answer.code,
        state: answer.state || pending.state,
      });
      if (result.step !== 'bound') throw new BindReturnError('expired');
      return result.account;
    },
    onSuccess: async (account) => {
      queryClient.setQueryData<OpenAccount[]>(socialAccountKeys.list(token), (list) =>
        list?.map((item) => (item.provider === account.provider ? account : item)),
      );
      // The profile page lists linked accounts too.
      await queryClient.invalidateQueries({ queryKey: [memberScope, 'memberinfo'] });
    },
  });
}
