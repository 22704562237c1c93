import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  identityImageSlots,
  identityKinds,
  identityRejectCodes,
  identityStates,
  type IdentityRejectTemplate,
} from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

/** One identity per member: its kind's fields as submitted, and where review stands. */
export const identities = pgTable(
  'identities',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    kind: text('kind', { enum: identityKinds }).notNull(),
    state: text('state', { enum: identityStates }).notNull(),
    /** The kind's fields (personal, foreigner or company), exactly as the contract parsed them. */
    details: jsonb('details').notNull(),
    /** The name a bank card holder must match: first and last name, or the company name. */
    holderName: text('holder_name').notNull(),
    rejectCode: text('reject_code', { enum: identityRejectCodes }),
    rejectReasons: text('reject_reasons'),
    /** The template reasons the reviewer picked; the member reads their texts in their language. */
    rejectTemplates: jsonb('reject_templates').$type<IdentityRejectTemplate[]>().notNull().default([]),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by'),
  },
  (table) => [
    index('identities_queue_idx').on(table.state, table.submittedAt),
    check('identities_rejection_check', sql`(${table.state} = 'rejected') = (${table.rejectCode} is not null)`),
  ],
);

/** The member's current image per slot; files live in the private folder under `file_key`. */
export const identityImages = pgTable(
  'identity_images',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    slot: text('slot', { enum: identityImageSlots }).notNull(),
    fileKey: text('file_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('identity_images_member_slot_idx').on(table.memberId, table.slot)],
);

/** Bank cards; removed cards keep their row (a payout may name them) with `deleted_at` set. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankCode: text('bank_code').notNull(),
    /** Digits only; shown whole on the review screen alone. */
    accountNo: text('account_no').notNull(),
    branch: text('branch').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name'),
    isCompany: boolean('is_company').notNull(),
    /** 0 to be inspected, 1 passed, 2 failed, 3 review failed. */
    status: smallint('status').notNull().default(0),
    reviewNote: text('review_note'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('bank_cards_member_idx').on(table.memberId),
    index('bank_cards_queue_idx').on(table.status, table.createdAt),
    uniqueIndex('bank_cards_live_account_idx')
      .on(table.memberId, table.bankCode, table.accountNo)
      .where(sql`${table.deletedAt} is null`),
    check('bank_cards_status_check', sql`${table.status} between 0 and 3`),
    check('bank_cards_company_check', sql`not ${table.isCompany} or ${table.companyName} is not null`),
  ],
);

export type IdentityRow = typeof identities.$inferSelect;
export type BankCardRow = typeof bankCards.$inferSelect;
