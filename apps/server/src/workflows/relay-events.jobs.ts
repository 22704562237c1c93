// The events jobs: the relay, on the clock and nudged within a second of an event being written,
// and one delivery job per (event, subscriber), retried with backoff until the delivery is dead.
import { SCHEDULED_QUEUE, SENT_JOBS_BATCH, type JobDeclaration } from '../lib/jobs.ts';
import { DELIVERY_ATTEMPTS } from '../modules/events/index.ts';
import { relayEvents, type RelayDeps } from './relay-events.ts';

export const relayJobNames = {
  relayEvents: 'events.relay',
  deliverEvent: 'events.deliver',
} as const;

/** The sweep: events a lost nudge left, and deliveries whose job was lost, go out within a minute. */
export const RELAY_EVENTS_CRON = '* * * * *';

/** How often each process looks for unpublished events: a subscriber hears of one within seconds. */
export const RELAY_NUDGE_MS = 1_000;

/** The delivery a job was sent for; none when the data lacks it (nothing to do). */
function deliveryIdOf(data: object): number | undefined {
  return 'deliveryId' in data && typeof data.deliveryId === 'number' ? data.deliveryId : undefined;
}

/** Sends the relay job whenever an unpublished event waits; one look at a time, errors wait for the next. */
function nudgeRelay(deps: RelayDeps, send: (data: object) => Promise<unknown>): () => void {
  let looking = false;
  const timer = setInterval(() => {
    if (looking) return;
    looking = true;
    deps.events
      .hasUnpublished(deps.db)
      .then((waiting) => (waiting ? send({}) : undefined))
      .catch(() => undefined)
      .finally(() => (looking = false));
  }, RELAY_NUDGE_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export const relayJobs: JobDeclaration<RelayDeps>[] = [
  {
    name: relayJobNames.relayEvents,
    // One queued and one running: nudges sent while a relay waits are dropped.
    queue: { ...SCHEDULED_QUEUE, policy: 'stately' },
    schedule: { cron: RELAY_EVENTS_CRON, setting: 'the events schedule' },
    sentBy: { description: 'sent when an event waits', attach: nudgeRelay },
    run: async (deps, { now, log }) => {
      const result = await relayEvents(deps, now);
      if (result.events + result.resent > 0)
        log(
          `${relayJobNames.relayEvents}: ${result.events} events, ${result.sent} deliveries sent, ${result.resent} sent again`,
        );
      return result;
    },
  },
  {
    name: relayJobNames.deliverEvent,
    // One queued or running per (event, subscriber); the queue retries a failed attempt with backoff.
    queue: { policy: 'exclusive', retryLimit: DELIVERY_ATTEMPTS, retryDelay: 30, retryBackoff: true },
    batchSize: SENT_JOBS_BATCH,
    sentBy: {
      description: `sent by ${relayJobNames.relayEvents}`,
      attach: (deps, send) =>
        deps.deliveryQueue.attach((delivery) =>
          send({ deliveryId: delivery.id }, { singletonKey: `${delivery.eventId}:${delivery.subscriber}` }),
        ),
    },
    run: async (deps, { now, data, log }) => {
      const deliveryId = deliveryIdOf(data);
      if (deliveryId === undefined) return { outcome: 'skipped' };
      const outcome = await deps.events.deliver(deps.db, deliveryId, now);
      if (outcome === 'dead')
        log(`${relayJobNames.deliverEvent}: delivery ${deliveryId} is dead after its last attempt`);
      // Thrown, so the queue retries it later; the delivery row keeps the error for operators.
      if (outcome === 'failed') throw new Error(`delivery ${deliveryId} failed: retried later`);
      return { outcome };
    },
  },
];
