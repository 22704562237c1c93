// Payments of payables (orders' remainders, and whatever else a module declares as a payable kind:
// payment.payables.ts): the intents shown to shoppers, every provider callback as it
// arrived (replays recognised by the provider's event id), the member's customer record at a
// provider, cards saved with a provider, and the refunds of cancelled orders' QR parts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentProviders, paymentRefundStates, paymentStates } from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the intent pays: a kind registered by the module that owns it, and its id there. */
    payableKind: text('payable_kind').notNull(),
    payableId: bigint('payable_id', { mode: 'number' }).notNull(),
    /**
     * The order (orders module) when the payable is one, else null; not a foreign key, that table
     * is the orders module's own. Kept for the reconciliation views and the old answers.
     */
    orderId: bigint('order_id', { mode: 'number' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    qrPayload: text('qr_payload').notNull(),
    state: text('state', { enum: paymentStates }).notNull().default('pending'),
    providerReference: text('provider_reference'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_intents_order_idx').on(t.orderId, t.id),
    index('payment_intents_payable_idx').on(t.payableKind, t.payableId, t.id),
    check('payment_intents_amount_positive', sql`${t.amountMinor} > 0`),
    check(
      'payment_intents_order_payable',
      sql`(${t.payableKind} = 'order') = (${t.orderId} is not null) and (${t.orderId} is null or ${t.orderId} = ${t.payableId})`,
    ),
  ],
);

export const callbackActions = ['paid', 'alreadyPaid', 'refundedToBalance', 'declined', 'ignored', 'rejected'] as const;

export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's event id; null when the callback could not be verified. */
    eventId: text('event_id'),
    verified: boolean('verified').notNull(),
    payloadSha256: text('payload_sha256').notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    /** What the callback said it pays; null when it could not be verified or named none. */
    payableKind: text('payable_kind'),
    payableId: bigint('payable_id', { mode: 'number' }),
    intentId: bigint('intent_id', { mode: 'number' }),
    outcome: text('outcome'),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    action: text('action', { enum: callbackActions }).notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_callbacks_event_uq').on(t.provider, t.eventId),
    index('payment_callbacks_received_idx').on(t.receivedAt),
  ],
);

export const savedCards = pgTable(
  'payment_saved_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    provider: text('provider').notNull(),
    providerCardId: text('provider_card_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiry: text('expiry').notNull(),
    /**
     * When the provider last attached the card (Stripe's event time); null for cards saved before
     * it was kept, or known only from a detach.
     */
    attachedAt: at('attached_at'),
    /**
     * When it was last detached (Stripe's event time, or when the member deleted it); null while it
     * never was. The row is kept: the provider sends events in any order, and an attach older than
     * this must not bring the card back. Listed only when not detached or attached since.
     */
    detachedAt: at('detached_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_saved_cards_provider_uq').on(t.provider, t.providerCardId),
    index('payment_saved_cards_member_idx').on(t.memberId),
    check('payment_saved_cards_last4', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * The member's customer at a provider (Stripe), made the first time a card is paid for. Test and
 * live keys see different customers, so each mode has its own.
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    provider: text('provider').notNull(),
    livemode: boolean('livemode').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_customers_member_uq').on(t.provider, t.livemode, t.memberId),
    uniqueIndex('payment_customers_customer_uq').on(t.provider, t.customerId),
  ],
);

/**
 * A cancelled order's QR part on its way back: written pending in the cancel's transaction, then
 * asked of the provider outside any transaction (payment.refunds.ts), settled `refunded`, or
 * `to_balance` when the provider cannot (the ledger credits the member's cash balance). One per
 * order payment, so nothing is refunded twice.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The order and its QR payment row (orders module); not foreign keys, those tables are its own. */
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderPaymentId: bigint('order_payment_id', { mode: 'number' }).notNull(),
    /** Who paid, and whose cash balance a refund the provider cannot make is credited to. */
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The provider that took the payment (`sandbox`, `stripe`, `promptpay`, or what the payment named). */
    provider: text('provider').notNull(),
    /** The provider's payment the refund is asked against (a Stripe PaymentIntent id). */
    providerRef: text('provider_ref'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    state: text('state', { enum: paymentRefundStates }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a worker may take it next: now when opened, later after a failure or while one holds it. */
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('payment_refunds_payment_uq').on(t.orderPaymentId),
    index('payment_refunds_order_idx').on(t.orderId),
    index('payment_refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    uniqueIndex('payment_refunds_provider_refund_uq').on(t.provider, t.providerRefundId),
    check('payment_refunds_amount_positive', sql`${t.amountMinor} > 0`),
    check('payment_refunds_settled', sql`(${t.state} = 'pending') = (${t.settledAt} is null)`),
  ],
);
