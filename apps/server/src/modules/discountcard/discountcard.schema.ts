// Discount cards members buy: one row per purchase, paid at once from the cash balance or later by
// QR through the one payable path. The value itself lives in the ledger as a lot (`ledger.buyLot`).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberTable as members } from '../member/index.ts';

export const discountCardPurchases = pgTable(
  'discount_card_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The member's key for this purchase: a resend answers the first purchase. */
    idempotencyKey: text('idempotency_key').notNull(),
    faceMinor: bigint('face_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    payWith: text('pay_with').$type<'CASH' | 'QR'>().notNull(),
    /** pending (QR not yet paid) or paid (the lot is credited); a pending one past expiresAt is closed, derived on read. */
    status: text('status').$type<'pending' | 'paid'>().notNull(),
    /** Until when the QR may be paid. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The provider's reference of the QR payment that paid it, to recognise a resent callback. */
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_card_purchases_key_uq').on(t.memberId, t.idempotencyKey),
    check('discount_card_purchases_pay_with', sql`${t.payWith} in ('CASH', 'QR')`),
    check('discount_card_purchases_status', sql`${t.status} in ('pending', 'paid')`),
    check('discount_card_purchases_paid', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check('discount_card_purchases_face', sql`${t.faceMinor} > 0`),
  ],
);
