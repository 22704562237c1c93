// The double-entry ledger's tables. Rules Drizzle cannot express (balance maintained by the
// transfer trigger, immutability, per-transaction checks) live in the module's custom migration.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { adjustmentDirections, adjustmentStatuses, ledgerAssets } from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

/** One balance: a member's or a system account's, in one asset. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').references(() => members.id),
    systemName: text('system_name'),
    asset: text('asset', { enum: ledgerAssets }).notNull(),
    /** Credits minus debits, written only by the transfer trigger; zero on system accounts, whose balance is derived. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_accounts_one_owner', sql`(${table.memberId} is null) <> (${table.systemName} is null)`),
    check('ledger_accounts_member_not_negative', sql`${table.memberId} is null or ${table.balance} >= 0`),
    uniqueIndex('ledger_accounts_member_asset_key')
      .on(table.memberId, table.asset)
      .where(sql`${table.memberId} is not null`),
    uniqueIndex('ledger_accounts_system_asset_key')
      .on(table.systemName, table.asset)
      .where(sql`${table.systemName} is not null`),
  ],
);

/** One unit of work: all its transfers commit together, once per idempotency key. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** SHA-256 of the request, so a replay with different content is told apart. */
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    /** Set on a reversal: the transaction it undoes (each can be undone once). */
    reversesId: bigint('reverses_id', { mode: 'number' })
      .unique()
      .references((): AnyPgColumn => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_transactions_key_not_blank', sql`length(${table.idempotencyKey}) between 1 and 200`),
    // What moved for one order (the back office's order page) is found by its reference.
    index('ledger_transactions_reference_idx').on(table.reference),
  ],
);

/** An immutable movement of `amount_minor` of one asset from the debit to the credit account. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    asset: text('asset', { enum: ledgerAssets }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_transfers_amount_positive', sql`${table.amountMinor} > 0`),
    check('ledger_transfers_two_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
    index('ledger_transfers_debit_idx').on(table.debitAccountId, table.id),
    index('ledger_transfers_credit_idx').on(table.creditAccountId, table.id),
    index('ledger_transfers_transaction_idx').on(table.transactionId),
  ],
);

/** Value parked in the hold account until it is posted on or voided back, exactly once. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    asset: text('asset', { enum: ledgerAssets }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['held', 'posted', 'voided'] })
      .notNull()
      .default('held'),
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id),
    resolveTransactionId: bigint('resolve_transaction_id', { mode: 'number' })
      .unique()
      .references(() => ledgerTransactions.id),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    check('ledger_holds_amount_positive', sql`${table.amountMinor} > 0`),
    check(
      'ledger_holds_resolved_consistently',
      sql`(${table.status} = 'held') = (${table.resolveTransactionId} is null and ${table.resolvedAt} is null)`,
    ),
    index('ledger_holds_account_idx').on(table.accountId, table.id),
  ],
);

/** A discount-card purchase: spent earliest-expiring first, the rest expires after 12 months. */
export const ledgerLots = pgTable(
  'ledger_lots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    remainingMinor: bigint('remaining_minor', { mode: 'number' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('ledger_lots_amount_positive', sql`${table.amountMinor} > 0`),
    check('ledger_lots_remaining_range', sql`${table.remainingMinor} between 0 and ${table.amountMinor}`),
    check('ledger_lots_expiry_after_purchase', sql`${table.expiresAt} > ${table.purchasedAt}`),
    index('ledger_lots_member_expiry_idx').on(table.memberId, table.expiresAt, table.id),
  ],
);

/** An operator's manual adjustment; large ones wait for a second operator's decision. */
export const ledgerAdjustments = pgTable(
  'ledger_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    asset: text('asset', { enum: ledgerAssets }).notNull(),
    direction: text('direction', { enum: adjustmentDirections }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    reasonCode: text('reason_code').notNull(),
    note: text('note').notNull(),
    status: text('status', { enum: adjustmentStatuses }).notNull(),
    requestedBy: integer('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    decidedBy: integer('decided_by'),
    decidedByName: text('decided_by_name'),
    decisionNote: text('decision_note'),
    transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The requester's key for this submission: a resend with the same key gets this row back. */
    idempotencyKey: text('idempotency_key'),
    /** What the first submission asked for, so the same key with other content is refused. */
    requestHash: text('request_hash'),
  },
  (table) => [
    check('ledger_adjustments_amount_positive', sql`${table.amountMinor} > 0`),
    check(
      'ledger_adjustments_four_eyes',
      sql`${table.decidedBy} is null or ${table.decidedBy} <> ${table.requestedBy}`,
    ),
    check(
      'ledger_adjustments_applied_has_transaction',
      sql`(${table.status} = 'applied') = (${table.transactionId} is not null)`,
    ),
    index('ledger_adjustments_status_idx').on(table.status, table.id),
    index('ledger_adjustments_member_idx').on(table.memberId, table.id),
    uniqueIndex('ledger_adjustments_requester_key_unique').on(table.requestedBy, table.idempotencyKey),
    // The day's total of one operator's adjustments to one member, summed before each new one.
    index('ledger_adjustments_requester_day_idx').on(table.requestedBy, table.memberId, table.asset, table.createdAt),
  ],
);
