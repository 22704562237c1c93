import { bigserial, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { memberTable as members } from '../member/index.ts';

/** A third-party identity linked to a member: one per provider per member, one member per identity. */
export const memberOpenAccounts = pgTable(
  'member_open_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('member_open_accounts_identity_uq').on(table.provider, table.subject),
    unique('member_open_accounts_member_provider_uq').on(table.memberId, table.provider),
    index('member_open_accounts_member_idx').on(table.memberId),
  ],
);

/** The `state` of an authorization in flight: single use, short-lived, bound to its purpose and member. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  purpose: text('purpose', { enum: ['login', 'bind'] }).notNull(),
  memberId: integer('member_id').references(() => members.id),
  redirectUri: text('redirect_uri').notNull(),
  inviteCode: text('invite_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Client secrets, kept out of settings so no call ever returns them. */
export const oauthClientSecrets = pgTable('oauth_client_secrets', {
  provider: text('provider').primaryKey(),
  secret: text('secret').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
