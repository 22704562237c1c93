import { memberScope } from '@/lib/query-client.ts';

export const socialAccountKeys = {
  /** The member's linked accounts; under memberScope so a session change drops them. */
  list: (token: string) => [memberScope, 'openAccounts', token] as const,
};
