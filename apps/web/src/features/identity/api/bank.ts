// Banks and the member's bank cards.
import { calls, type EndpointResult } from '@mall/contracts/browser';
import type { BodyOf, memberBank } from '@mall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { Locale } from '@mall/i18n';
import { request } from '@/lib/api.ts';
import { memberScope } from '@/lib/query-client.ts';
import { useSession } from '@/lib/session.ts';
import { identityKeys } from './keys.ts';

export type Bank = EndpointResult<typeof calls.bank.banklist>[number];
export type BankCard = EndpointResult<typeof calls.memberBank.selectList>[number];

/** Every bank a card may belong to, named in the shop's language. */
export function useBanks() {
  const locale = useIntl().locale as Locale;
  return useQuery({
    queryKey: identityKeys.banks(locale),
    queryFn: ({ signal }) => request(calls.bank.banklist, {}, { signal }),
    staleTime: 60 * 60_000,
  });
}

/** The member's cards, masked. */
export function useBankCards() {
  const token = useSession()?.token ?? '';
  const locale = useIntl().locale as Locale;
  return useQuery({
    queryKey: identityKeys.cards(token, locale),
    queryFn: ({ signal }) => request(calls.memberBank.selectList, undefined, { signal }),
    enabled: token !== '',
  });
}

function useRefreshCards() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [memberScope, 'identity', 'cards'] });
}

export function useAddBankCard() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (body: BodyOf<typeof memberBank.add>) => request(calls.memberBank.add, body),
    onSuccess: refresh,
  });
}

export function useDeleteBankCard() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (id: number) => request(calls.memberBank.deleteById, { id }),
    onSuccess: refresh,
  });
}
