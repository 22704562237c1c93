import type { Locale } from '@mall/i18n';
import { memberScope } from '@/lib/query-client.ts';

export const identityKeys = {
  /** The member's identity; under memberScope so a session change drops it. */
  cert: (token: string) => [memberScope, 'identity', 'cert', token] as const,
  cards: (token: string, locale: Locale) => [memberScope, 'identity', 'cards', token, locale] as const,
  banks: (locale: Locale) => ['identity', 'banks', locale] as const,
};
