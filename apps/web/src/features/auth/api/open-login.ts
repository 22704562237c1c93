import { calls } from '@mall/contracts/browser';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import type { Locale } from '@mall/i18n';
import { authKeys } from '../../../shared/auth/api/keys.ts';

const openLoginProviders = calls.member.openLoginProviders;
export const openLogin = calls.member.openLogin;
export const wxLogin = calls.member.wxLogin;

export const openLoginProvidersQuery = (locale: Locale) =>
  queryOptions({
    queryKey: authKeys.openLoginProviders(locale),
    queryFn: ({ signal }) => request(openLoginProviders, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** The third-party login buttons; none while the shop has them switched off. */
export function useOpenLoginProviders() {
  return useQuery(openLoginProvidersQuery(useLocale()));
}

/** Step 1 of a third-party login: where to send the browser. */
export function useStartOpenLogin() {
  return useMutation({
    mutationFn: async (input: { provider: string; redirectUri: string; inviteCode?: string }) => {
      const answer = await request(input.provider === 'wechat' ? wxLogin : openLogin, input);
      if (answer.step !== 'redirect') throw new Error('The provider answered a session before the redirect');
      return answer;
    },
  });
}
