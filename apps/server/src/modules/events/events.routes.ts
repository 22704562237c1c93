// The back office's failed events: the dead-letter list and an admin's retry (audited).
import type { FastifyInstance } from 'fastify';
import { adminEvents } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { DeadLetter, EventsService, NewDelivery } from './events.service.ts';

export interface EventsRouteDeps {
  db: Db;
  audit: AuditService;
  events: EventsService;
  /** Hands a retried delivery to the job queue once committed (nothing when jobs run elsewhere). */
  announce: (delivery: NewDelivery) => Promise<void>;
}

const view = (row: DeadLetter) => ({
  id: row.id,
  eventId: row.eventId,
  topic: row.topic,
  key: row.key,
  subscriber: row.subscriber,
  error: row.lastError,
  attempts: row.attempts,
  failedAt: row.failedAt.toISOString(),
});

export async function eventsRoutes(app: FastifyInstance, deps: EventsRouteDeps) {
  const { db, events } = deps;
  registerCall(app, adminEvents.failed, async ({ query }) => {
    const { pageNum, pageSize } = query;
    const { rows, total } = await events.deadLetters(db, pageNum, pageSize);
    return { list: rows.map(view), pageNum, pageSize, total, hasMore: pageNum * pageSize < total };
  });
  registerCall(app, adminEvents.retry, async ({ body, request }) => {
    const retried = await audited(deps, request, 'events.retry', 'eventDelivery', async (tx) => {
      const { before, after } = await events.retry(tx, body.id, new Date());
      return { targetId: body.id, before: view(before), after: { state: 'pending' }, result: after };
    });
    await deps.announce(retried);
    return { id: retried.id, state: 'pending' as const };
  });
}
