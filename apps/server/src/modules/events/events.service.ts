// The relay's two steps and the dead-letter list. `fanOut` turns unpublished outbox rows into one
// delivery per subscriber of their topic; `deliver` runs one delivery in its own transaction, so a
// subscriber's writes and its "done" mark commit together and a delivery takes effect once.
import { and, asc, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { withTransaction, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import { AppError, invariant } from '../../lib/errors.ts';
import { eventDeliveries, outbox } from './events.schema.ts';
import type { AnySubscriber, Subscriber } from './events.subscribers.ts';
import type { DomainEvent, TopicName } from './topics.ts';

/** Attempts before a delivery is dead: the job queue's retry limit is the same. */
export const DELIVERY_ATTEMPTS = 5;

export interface NewDelivery {
  id: number;
  eventId: number;
  subscriber: string;
}

export type DeliveryOutcome = 'done' | 'skipped' | 'failed' | 'dead';

export interface DeadLetter {
  id: number;
  eventId: number;
  topic: string;
  key: string;
  subscriber: string;
  lastError: string | null;
  attempts: number;
  failedAt: Date;
}

const deadLetterColumns = {
  id: eventDeliveries.id,
  eventId: eventDeliveries.eventId,
  topic: outbox.topic,
  key: outbox.key,
  subscriber: eventDeliveries.subscriber,
  lastError: eventDeliveries.lastError,
  attempts: eventDeliveries.attempts,
  failedAt: eventDeliveries.updatedAt,
};

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2_000);
}

export class EventsService {
  readonly subscribers: readonly AnySubscriber[];
  private readonly byName: Map<string, AnySubscriber>;

  constructor(subscribers: readonly AnySubscriber[]) {
    this.subscribers = subscribers;
    this.byName = new Map(subscribers.map((one) => [one.name, one]));
    invariant(this.byName.size === subscribers.length, 'subscriber names are unique');
  }

  /** The same events with more subscribers (a test's, or a later module's). */
  withSubscribers(extra: readonly AnySubscriber[]): EventsService {
    return new EventsService([...this.subscribers, ...extra]);
  }

  /**
   * Takes up to `limit` unpublished events, oldest first, skipping rows another relay holds;
   * records a pending delivery per subscriber of each and marks them published. Answers the
   * deliveries this call created (a replay creates none).
   */
  async fanOut(tx: Tx, limit: number, at: Date): Promise<{ events: number; deliveries: NewDelivery[] }> {
    const rows = await tx
      .select({ id: outbox.id, topic: outbox.topic })
      .from(outbox)
      .where(isNull(outbox.publishedAt))
      .orderBy(asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return { events: 0, deliveries: [] };
    const wanted = rows.flatMap((row) =>
      this.subscribers
        .filter((one) => one.topic === row.topic)
        .map((one) => ({ eventId: row.id, subscriber: one.name, createdAt: at, updatedAt: at })),
    );
    const deliveries =
      wanted.length === 0
        ? []
        : await tx.insert(eventDeliveries).values(wanted).onConflictDoNothing().returning({
            id: eventDeliveries.id,
            eventId: eventDeliveries.eventId,
            subscriber: eventDeliveries.subscriber,
          });
    await tx
      .update(outbox)
      .set({ publishedAt: at })
      .where(
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
      );
    return { events: rows.length, deliveries };
  }

  /** Whether an event waits to be relayed: one read of the unpublished index, cheap to ask every second. */
  async hasUnpublished(db: DbOrTx): Promise<boolean> {
    const [row] = await db.select({ id: outbox.id }).from(outbox).where(isNull(outbox.publishedAt)).limit(1);
    return row !== undefined;
  }

  /** Pending deliveries last touched before `before`, oldest first: what a sweep hands out again. */
  async pendingBefore(db: DbOrTx, before: Date, limit: number): Promise<NewDelivery[]> {
    return db
      .select({ id: eventDeliveries.id, eventId: eventDeliveries.eventId, subscriber: eventDeliveries.subscriber })
      .from(eventDeliveries)
      .where(and(eq(eventDeliveries.state, 'pending'), lt(eventDeliveries.updatedAt, before)))
      .orderBy(asc(eventDeliveries.id))
      .limit(limit);
  }

  /**
   * Runs one pending delivery: its subscriber's work in a savepoint of the delivery's transaction,
   * then the mark. A failure counts an attempt and keeps the error; the last allowed one makes it
   * dead. A delivery another worker holds, or already done, is skipped.
   */
  async deliver(db: Db, deliveryId: number, at: Date): Promise<DeliveryOutcome> {
    return withTransaction(db, async (tx) => {
      const [row] = await tx
        .select({
          subscriber: eventDeliveries.subscriber,
          attempts: eventDeliveries.attempts,
          id: outbox.id,
          topic: outbox.topic,
          key: outbox.key,
          payload: outbox.payload,
          createdAt: outbox.createdAt,
        })
        .from(eventDeliveries)
        .innerJoin(outbox, eq(outbox.id, eventDeliveries.eventId))
        .where(and(eq(eventDeliveries.id, deliveryId), eq(eventDeliveries.state, 'pending')))
        .for('update', { of: eventDeliveries, skipLocked: true });
      if (!row) return 'skipped';
      const attempts = row.attempts + 1;
      try {
        const handler = this.byName.get(row.subscriber) as Subscriber<TopicName> | undefined;
        if (!handler) throw new Error(`no subscriber named ${row.subscriber} in this process`);
        const event = { ...row, topic: row.topic as TopicName } as DomainEvent;
        await tx.transaction((inner) => handler.handle({ tx: inner, at }, event));
      } catch (error) {
        const state = attempts >= DELIVERY_ATTEMPTS ? 'dead' : 'pending';
        await tx
          .update(eventDeliveries)
          .set({ state, attempts, lastError: errorText(error), updatedAt: at })
          .where(eq(eventDeliveries.id, deliveryId));
        return state === 'dead' ? 'dead' : 'failed';
      }
      await tx
        .update(eventDeliveries)
        .set({ state: 'done', attempts, lastError: null, updatedAt: at })
        .where(eq(eventDeliveries.id, deliveryId));
      return 'done';
    });
  }

  /** The dead deliveries, the latest failure first: what operators see as failed events. */
  async deadLetters(db: DbOrTx, pageNum: number, pageSize: number): Promise<{ rows: DeadLetter[]; total: number }> {
    const dead = eq(eventDeliveries.state, 'dead');
    const rows = await db
      .select(deadLetterColumns)
      .from(eventDeliveries)
      .innerJoin(outbox, eq(outbox.id, eventDeliveries.eventId))
      .where(dead)
      .orderBy(desc(eventDeliveries.updatedAt), desc(eventDeliveries.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(eventDeliveries).where(dead);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * Puts a dead delivery back to pending with a fresh count of attempts; answers it before and
   * after. Refused when it is not dead (done meanwhile, or retried by another operator).
   */
  async retry(tx: Tx, deliveryId: number, at: Date): Promise<{ before: DeadLetter; after: NewDelivery }> {
    const before = (await this.deadLetterRows(tx, deliveryId))[0];
    if (!before) throw new AppError('NOT_FOUND', 'error.EVENT_DELIVERY_NOT_DEAD', undefined, 'EVENT_DELIVERY_NOT_DEAD');
    await tx
      .update(eventDeliveries)
      .set({ state: 'pending', attempts: 0, updatedAt: at })
      .where(eq(eventDeliveries.id, deliveryId));
    return { before, after: { id: before.id, eventId: before.eventId, subscriber: before.subscriber } };
  }

  private deadLetterRows(tx: Tx, deliveryId: number): Promise<DeadLetter[]> {
    return tx
      .select(deadLetterColumns)
      .from(eventDeliveries)
      .innerJoin(outbox, eq(outbox.id, eventDeliveries.eventId))
      .where(and(eq(eventDeliveries.id, deliveryId), eq(eventDeliveries.state, 'dead')))
      .for('update', { of: eventDeliveries });
  }
}
