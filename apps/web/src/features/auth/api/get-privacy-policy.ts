import { calls } from '@mall/contracts/browser';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@mall/i18n';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { authKeys } from '../../../shared/auth/api/keys.ts';

const getPrivacyPolicy = calls.ytConfig.privatePolicy;

export const privacyPolicyQuery = (locale: Locale) =>
  queryOptions({
    queryKey: authKeys.privacyPolicy(locale),
    queryFn: ({ signal }) => request(getPrivacyPolicy, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** The privacy policy text, fetched only once the shopper opens it. */
export function usePrivacyPolicy(isEnabled: boolean) {
  return useQuery({ ...privacyPolicyQuery(useLocale()), enabled: isEnabled });
}
