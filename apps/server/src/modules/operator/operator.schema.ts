import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  roles: text('roles').array().notNull(),
  isDisabled: boolean('is_disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

/**
 * Browsers an operator has logged in from: the right password from a known device still works
 * while someone else's wrong guesses have throttled the account. Only a hash of the token is kept.
 */
export const operatorDevices = pgTable(
  'operator_devices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('operator_devices_operator_idx').on(table.operatorId)],
);

/**
 * Every grant of roles: who proposed and who approved it (null for the server's own grants at
 * first start, from the console and in demo data). The two-person rules read it so an account
 * never decides the proposals of the admins who made it, nor proposals older than its roles.
 */
export const operatorGrants = pgTable(
  'operator_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    roles: text('roles').array().notNull(),
    proposedBy: integer('proposed_by'),
    approvedBy: integer('approved_by'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('operator_grants_operator_idx').on(table.operatorId),
    check('operator_grants_four_eyes', sql`${table.approvedBy} is null or ${table.approvedBy} <> ${table.proposedBy}`),
  ],
);

export const operatorChangeKinds = ['create', 'grant'] as const;
export const operatorChangeStatuses = ['pending', 'approved', 'rejected'] as const;

/** A new account or a grant of roles proposed by one admin, waiting for a second admin. */
export const operatorChanges = pgTable(
  'operator_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: operatorChangeKinds }).notNull(),
    /** grant: the account; create: the account made on approval. */
    operatorId: integer('operator_id').references(() => operators.id),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    /** create: the new account's password, hashed when proposed. */
    passwordHash: text('password_hash'),
    /** The account's roles once approved. */
    roles: text('roles').array().notNull(),
    status: text('status', { enum: operatorChangeStatuses }).notNull().default('pending'),
    proposedBy: integer('proposed_by').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check('operator_changes_four_eyes', sql`${table.decidedBy} is null or ${table.decidedBy} <> ${table.proposedBy}`),
    // One open proposal per username: two admins proposing the same account cannot both succeed.
    uniqueIndex('operator_changes_one_pending')
      .on(table.username)
      .where(sql`${table.status} = 'pending'`),
    index('operator_changes_status_idx').on(table.status, table.proposedAt),
  ],
);
