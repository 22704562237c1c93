import type { AdjustmentsQuery } from './adjustments-page.ts';
import type { HistoryFilter } from './member-history.ts';

export const ledgerKeys = {
  all: ['ledger'] as const,
  member: (memberId: number) => [...ledgerKeys.all, 'member', memberId] as const,
  balances: (memberId: number) => [...ledgerKeys.member(memberId), 'balances'] as const,
  histories: (memberId: number) => [...ledgerKeys.member(memberId), 'history'] as const,
  history: (memberId: number, filter: HistoryFilter) => [...ledgerKeys.histories(memberId), filter] as const,
  adjustments: () => [...ledgerKeys.all, 'adjustments'] as const,
  adjustmentsPage: (query: AdjustmentsQuery) => [...ledgerKeys.adjustments(), query] as const,
  approvalLimit: () => [...ledgerKeys.all, 'approvalLimit'] as const,
};
