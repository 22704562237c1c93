import type { Locale } from '@mall/i18n';
import { memberScope } from '@/lib/query-client.ts';

export const authKeys = {
  /** The logged-in member's own record; under memberScope so a session change drops it. */
  user: (token: string) => [memberScope, 'user', token] as const,
  privacyPolicy: (locale: Locale) => ['auth', 'privacyPolicy', locale] as const,
  /** Whose invite code this is, asked while someone signs up with it. */
  inviter: (inviteCode: string) => ['auth', 'inviter', inviteCode] as const,
  openLoginProviders: (locale: Locale) => ['auth', 'openLoginProviders', locale] as const,
};
