import type { Locale } from '@mall/i18n';
import { memberScope } from '@/lib/query-client.ts';
import type { Viewer } from '@/lib/viewer.ts';
import type { SearchFilters } from './search-params.ts';

// Results carry this viewer's prices and history is the member's own: both live under memberScope
// with the token, so a session change drops them. Hot words are the same for everyone.
export const searchKeys = {
  all: ['search'] as const,
  results: (viewer: Viewer, filters: SearchFilters) =>
    [memberScope, 'search', 'results', viewer.token, viewer.locale, filters] as const,
  history: (token: string) => [memberScope, 'search', 'history', token] as const,
  hotWords: (locale: Locale) => [...searchKeys.all, 'hotWords', locale] as const,
  voucherHotWords: (locale: Locale) => [...searchKeys.all, 'voucherHotWords', locale] as const,
};
