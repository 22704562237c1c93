// Domain events: the outbox each change writes in its own transaction, and each subscriber's
// delivery of an event (done, waiting for another attempt, or dead after the last one).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per domain event, written in the transaction that caused it: one per topic and key, so a
 * replayed change adds nothing. `published_at` is set once the relay has handed it to subscribers.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    publishedAt: at('published_at'),
  },
  (t) => [
    uniqueIndex('outbox_topic_key_uq').on(t.topic, t.key),
    index('outbox_unpublished_idx')
      .on(t.id)
      .where(sql`${t.publishedAt} is null`),
  ],
);

export const deliveryStates = ['pending', 'done', 'dead'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** One subscriber's delivery of one event: the unique pair is what makes a delivery run once. */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => outbox.id),
    subscriber: text('subscriber').notNull(),
    state: text('state', { enum: deliveryStates }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_deliveries_event_subscriber_uq').on(t.eventId, t.subscriber),
    index('event_deliveries_open_idx')
      .on(t.state, t.updatedAt)
      .where(sql`${t.state} <> 'done'`),
  ],
);
