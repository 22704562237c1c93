import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { levelChangeCauses, memberStatuses, sexes } from '@mall/contracts';

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    mobile: text('mobile').unique(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    inviteCode: text('invite_code').notNull().unique(),
    /** Fixed at registration; null only for the company root member. */
    sponsorId: integer('sponsor_id').references((): AnyPgColumn => members.id),
    level: smallint('level').notNull().default(1),
    /** 0 English, 1 Simplified Chinese, 2 Traditional Chinese, 3 Thai. */
    language: smallint('language').notNull().default(1),
    /** Path prefix of the re-encoded avatar; the files are `<prefix>-100.webp`, `-200`, `-800`. */
    headImage: text('head_image'),
    sex: text('sex', { enum: sexes }),
    birthday: date('birthday', { mode: 'string' }),
    email: text('email'),
    /** A member the shopper names as coach; unlike the sponsor it can change. */
    coachId: integer('coach_id').references((): AnyPgColumn => members.id),
    personalizedRecommendation: boolean('personalized_recommendation').notNull().default(true),
    homepagePacerAlert: boolean('homepage_pacer_alert').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    status: text('status', { enum: memberStatuses }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('members_level_range', sql`${table.level} between 1 and 3`),
    check('members_language_range', sql`${table.language} between 0 and 3`),
    index('members_sponsor_idx').on(table.sponsorId),
  ],
);

/** A member's bearer secret (a session or a device token): only its SHA-256 hash is stored. */
const memberTokenColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberSessions = pgTable(
  'member_sessions',
  {
    ...memberTokenColumns(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('member_sessions_member_idx').on(table.memberId)],
);

/**
 * Browsers a member has logged in from: the right password from a known device still works
 * while someone else's wrong guesses have throttled the account. Only a hash of the token is kept.
 */
export const memberDevices = pgTable(
  'member_devices',
  {
    ...memberTokenColumns(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('member_devices_member_idx').on(table.memberId)],
);

/**
 * Every change of a member's level with its cause and time, written in the transaction that
 * changes it (`MemberBuyers.raiseLevel`): a level that did not change has no row.
 */
export const memberLevelChanges = pgTable(
  'member_level_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    fromLevel: smallint('from_level').notNull(),
    toLevel: smallint('to_level').notNull(),
    causeKind: text('cause_kind', { enum: levelChangeCauses }).notNull(),
    /** The order's id for a set order, the operator's for an operator's change. */
    causeId: integer('cause_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('member_level_changes_member_idx').on(table.memberId, table.at),
    check('member_level_changes_changed', sql`${table.fromLevel} <> ${table.toLevel}`),
  ],
);
