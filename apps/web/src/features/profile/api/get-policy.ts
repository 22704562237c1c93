import type { ytConfig } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint, request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { profileKeys } from './keys.ts';

export const policyTypes = ['privacy', 'terms', 'cash', 'about'] as const;
export type PolicyType = (typeof policyTypes)[number];

const calls = {
  privacy: endpoint<typeof ytConfig.privatePolicy>('GET', '/mallapi/ytConfig/privatePolicy'),
  terms: endpoint<typeof ytConfig.terms>('GET', '/mallapi/ytConfig/terms'),
  cash: endpoint<typeof ytConfig.cashPolicy>('GET', '/mallapi/ytConfig/cashPolicy'),
  about: endpoint<typeof ytConfig.getAboutUs>('GET', '/mallapi/ytConfig/getAboutUs'),
} as const;

export const policyQuery = (type: PolicyType, locale: Locale) =>
  queryOptions({
    queryKey: profileKeys.policy(type, locale),
    queryFn: ({ signal }) => request(calls[type], undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** An operator-written text (privacy policy, terms, cash policy, about us) in the shopper's language. */
export function usePolicy(type: PolicyType) {
  return useQuery(policyQuery(type, useLocale()));
}
