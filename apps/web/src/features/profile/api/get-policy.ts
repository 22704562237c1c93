import { calls } from '@mall/contracts/browser';
import type { Locale } from '@mall/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';
import { profileKeys } from './keys.ts';

export const policyTypes = ['privacy', 'terms', 'cash', 'about'] as const;
export type PolicyType = (typeof policyTypes)[number];

const policyCalls = {
  privacy: calls.ytConfig.privatePolicy,
  terms: calls.ytConfig.terms,
  cash: calls.ytConfig.cashPolicy,
  about: calls.ytConfig.getAboutUs,
} as const;

export const policyQuery = (type: PolicyType, locale: Locale) =>
  queryOptions({
    queryKey: profileKeys.policy(type, locale),
    queryFn: ({ signal }) => request(policyCalls[type], undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** An operator-written text (privacy policy, terms, cash policy, about us) in the shopper's language. */
export function usePolicy(type: PolicyType) {
  return useQuery(policyQuery(type, useLocale()));
}
