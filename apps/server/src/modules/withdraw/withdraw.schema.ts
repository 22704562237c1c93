// Withdrawals, their promotion credentials, payout batches and withholding-tax certificate requests.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { payoutBatchStatuses, taxRequestStatuses, withdrawalStatuses } from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

/** Finance's export of second-approved withdrawals to the bank; its figures never change. */
export const payoutBatches = pgTable('payout_batches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  status: text('status', { enum: payoutBatchStatuses }).notNull().default('exported'),
  itemCount: integer('item_count').notNull(),
  totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  exportedBy: integer('exported_by').notNull(),
  exportedAt: timestamp('exported_at', { withTimezone: true }).notNull().defaultNow(),
  transferredBy: integer('transferred_by'),
  transferredAt: timestamp('transferred_at', { withTimezone: true }),
  bankReference: text('bank_reference'),
});

/** One application; the bank details are copied at apply so a later card change cannot redirect it. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    serialNo: text('serial_no').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: withdrawalStatuses }).notNull().default('pending_review'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    bankCardId: bigint('bank_card_id', { mode: 'number' }).notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    /** The ledger hold of the amount; set in the applying transaction. */
    holdId: bigint('hold_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    firstReviewedBy: integer('first_reviewed_by'),
    firstReviewedAt: timestamp('first_reviewed_at', { withTimezone: true }),
    secondReviewedBy: integer('second_reviewed_by'),
    secondReviewedAt: timestamp('second_reviewed_at', { withTimezone: true }),
    batchId: bigint('batch_id', { mode: 'number' }).references(() => payoutBatches.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: integer('rejected_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    remark: text('remark'),
  },
  (table) => [
    // One open application per member, whatever writes the row.
    uniqueIndex('withdrawals_one_open')
      .on(table.memberId)
      .where(sql`${table.status} in ('pending_review', 'first_passed', 'second_passed', 'pending_transfer')`),
    uniqueIndex('withdrawals_member_key').on(table.memberId, table.idempotencyKey),
    index('withdrawals_queue_idx').on(table.status, table.createdAt),
    index('withdrawals_batch_idx').on(table.batchId),
    check(
      'withdrawals_amounts',
      sql`${table.feeMinor} >= 0 and ${table.taxMinor} >= 0
      and ${table.amountMinor} > ${table.feeMinor} + ${table.taxMinor}`,
    ),
    // The second review is a different operator's, whatever writes the row.
    check(
      'withdrawals_four_eyes',
      sql`${table.secondReviewedBy} is null or ${table.secondReviewedBy} <> ${table.firstReviewedBy}`,
    ),
  ],
);

/** A member's uploaded promotion credential; `withdrawal_id` is set once an application uses it. */
export const withdrawalCredentials = pgTable(
  'withdrawal_credentials',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    fileKey: text('file_key').notNull().unique(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' }).references(() => withdrawals.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('withdrawal_credentials_member_idx').on(table.memberId, table.withdrawalId)],
);

/** A member's request for a withholding-tax certificate, answered by finance with a file. */
export const taxRequests = pgTable(
  'withdrawal_tax_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    year: integer('year').notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: taxRequestStatuses }).notNull().default('pending'),
    fileKey: text('file_key'),
    answeredBy: integer('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('withdrawal_tax_requests_queue_idx').on(table.status, table.createdAt),
    check('withdrawal_tax_requests_answer', sql`(${table.status} = 'answered') = (${table.fileKey} is not null)`),
  ],
);

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PayoutBatchRow = typeof payoutBatches.$inferSelect;
export type TaxRequestRow = typeof taxRequests.$inferSelect;
