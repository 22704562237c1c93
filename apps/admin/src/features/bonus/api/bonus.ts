import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { QueryOf, ResultOf, adminBonus } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';

export type BonusStatistics = ResultOf<typeof adminBonus.statistics>;
export type StatisticsQuery = QueryOf<typeof adminBonus.statistics>;
export type PairingRun = ResultOf<typeof adminBonus.pairingRun>;

export const bonusKeys = {
  all: ['bonus'] as const,
  statistics: (query: StatisticsQuery) => [...bonusKeys.all, 'statistics', query] as const,
  preview: (day: string) => [...bonusKeys.all, 'preview', day] as const,
  report: (day: string) => [...bonusKeys.all, 'report', day] as const,
};

export const statisticsQueryOptions = (query: StatisticsQuery) =>
  queryOptions({
    queryKey: bonusKeys.statistics(query),
    queryFn: ({ signal }) => callApi(calls.adminBonus.statistics, query, { signal }),
  });

/** Bonus totals per day and kind over the chosen days. */
export function useBonusStatistics(query: StatisticsQuery) {
  return useQuery(statisticsQueryOptions(query));
}

/** What settling the day would pay now; nothing is paid. */
export function usePairingPreview(day: string) {
  return useQuery({
    queryKey: bonusKeys.preview(day),
    queryFn: ({ signal }) => callApi(calls.adminBonus.pairingPreview, { day }, { signal }),
  });
}

/** The day's run as recorded; a day never run answers a refusal, shown as "not run". */
export function usePairingReport(day: string) {
  return useQuery({
    queryKey: bonusKeys.report(day),
    queryFn: ({ signal }) => callApi(calls.adminBonus.pairingReport, { day }, { signal, isQuiet: true }),
    retry: false,
  });
}

/** Settles the day; preview, report and statistics are read again. */
export function useRunPairing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string) => callApi(calls.adminBonus.pairingRun, { day }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
}
