import type { Locale } from '@mall/i18n';
import { memberScope } from '@/lib/query-client.ts';

/** Whose wallet and in which language its history types are named. */
export interface WalletScope {
  token: string;
  locale: Locale;
}

/** The wallet's history books: one per balance screen. */
export type HistoryBook = 'cash' | 'bonus' | 'beans' | 'discountCard' | 'vouchers' | 'points';

// Under memberScope with the token, so a session change drops another member's figures at once.
export const walletKeys = {
  all: (token: string) => [memberScope, 'wallet', token] as const,
  balance: (token: string) => [...walletKeys.all(token), 'balance'] as const,
  histories: (token: string) => [...walletKeys.all(token), 'history'] as const,
  history: ({ token, locale }: WalletScope, book: HistoryBook, filters: object) =>
    [...walletKeys.histories(token), book, locale, filters] as const,
};
