// The outbox relay: unpublished events become one delivery per subscriber, and each delivery runs
// its subscriber once. In production the relay job hands deliveries to the job queue (retried
// with backoff there); `relayOnce` runs everything due in the caller's process, as tests do.
import { withTransaction, type Db } from '../db/client.ts';
import type { EventsService, NewDelivery } from '../modules/events/index.ts';

export interface RelayDeps {
  db: Db;
  events: EventsService;
  deliveryQueue: DeliveryQueue;
}

/** Events fanned out per transaction: keeps each one short while a backlog is worked off. */
const FAN_OUT_BATCH = 200;
/** Batches per run; anything left waits for the next run instead of holding the worker. */
const FAN_OUT_MAX_BATCHES = 50;
/**
 * A pending delivery untouched this long is handed out again: its job was lost (a crash between
 * commit and send) or never sent (an admin's retry on a process without a job worker). One still
 * queued, waiting for a retry or running is not duplicated: the queue keeps one per delivery.
 */
export const DELIVERY_STALE_MS = 60_000;
/** Pending deliveries one `relayOnce` runs, or one sweep sends again. */
const PENDING_LIMIT = 1_000;

/** Where the relay hands deliveries: the job queue once jobs run in this process, else nowhere. */
export class DeliveryQueue {
  private send: ((delivery: NewDelivery) => Promise<unknown>) | null = null;

  /** Routes deliveries to `send` until the returned function detaches it. */
  attach(send: (delivery: NewDelivery) => Promise<unknown>): () => void {
    this.send = send;
    return () => {
      if (this.send === send) this.send = null;
    };
  }

  /** Hands one delivery on; a lost one is pending and the relay's sweep sends it again. */
  async announce(delivery: NewDelivery): Promise<boolean> {
    if (!this.send) return false;
    try {
      await this.send(delivery);
      return true;
    } catch {
      return false;
    }
  }
}

/** Turns every unpublished event into deliveries, oldest first, one batch per transaction. */
async function fanOutAll(deps: RelayDeps, now: Date): Promise<{ events: number; deliveries: NewDelivery[] }> {
  const result = { events: 0, deliveries: [] as NewDelivery[] };
  for (let batch = 0; batch < FAN_OUT_MAX_BATCHES; batch++) {
    const done = await withTransaction(deps.db, (tx) => deps.events.fanOut(tx, FAN_OUT_BATCH, now));
    result.events += done.events;
    result.deliveries.push(...done.deliveries);
    if (done.events < FAN_OUT_BATCH) break;
  }
  return result;
}

export interface RelayResult {
  events: number;
  sent: number;
  resent: number;
}

/**
 * The relay job's run: fans out new events and hands each new delivery to the queue, then sends
 * again the pending deliveries nobody touched for a while. Safe to run in several processes: an
 * event is taken by one relay, and the queue keeps one job per delivery queued or running.
 */
export async function relayEvents(deps: RelayDeps, now: Date): Promise<RelayResult> {
  const fanned = await fanOutAll(deps, now);
  let sent = 0;
  for (const delivery of fanned.deliveries) if (await deps.deliveryQueue.announce(delivery)) sent++;
  const stale = await deps.events.pendingBefore(deps.db, new Date(now.getTime() - DELIVERY_STALE_MS), PENDING_LIMIT);
  let resent = 0;
  for (const delivery of stale) if (await deps.deliveryQueue.announce(delivery)) resent++;
  return { events: fanned.events, sent, resent };
}

export interface RelayOnceResult {
  events: number;
  done: number;
  failed: number;
  dead: number;
}

/**
 * Fans out and runs every pending delivery here and now, one transaction each (a failed one counts
 * an attempt; the last allowed makes it dead). What tests call instead of the queue; safe to run
 * twice at once: a delivery runs in one of them.
 */
export async function relayOnce(deps: RelayDeps, now: Date = new Date()): Promise<RelayOnceResult> {
  const fanned = await fanOutAll(deps, now);
  const result: RelayOnceResult = { events: fanned.events, done: 0, failed: 0, dead: 0 };
  const pending = await deps.events.pendingBefore(deps.db, new Date(now.getTime() + 1), PENDING_LIMIT);
  for (const delivery of pending) {
    const outcome = await deps.events.deliver(deps.db, delivery.id, now);
    if (outcome !== 'skipped') result[outcome]++;
  }
  return result;
}
