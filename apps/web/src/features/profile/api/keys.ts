import type { Locale } from '@mall/i18n';
import { memberScope } from '@/lib/query-client.ts';

export const profileKeys = {
  /** The profile page's data; under memberScope so a session change drops it. */
  memberinfo: (token: string) => [memberScope, 'memberinfo', token] as const,
  policy: (type: string, locale: Locale) => ['profile', 'policy', type, locale] as const,
};
