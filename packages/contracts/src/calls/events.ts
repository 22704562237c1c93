// The back office's failed events: deliveries of a domain event to a subscriber that failed every
// attempt, and the retry an admin starts once the cause is fixed.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idInput, page, paging } from '../common.ts';

/** Failed events touch every module's follow-ups: reading and retrying them is an admin's. */
const eventOperators = ['admin'] as const;

export const failedEvent = z.object({
  /** The delivery's id: what a retry names. */
  id: z.number().int(),
  eventId: z.number().int(),
  topic: z.string(),
  key: z.string(),
  subscriber: z.string(),
  /** The last attempt's error as the subscriber threw it (not translated). */
  error: z.string().nullable(),
  attempts: z.number().int(),
  failedAt: z.string(),
});
export type FailedEvent = z.infer<typeof failedEvent>;

export const adminEvents = {
  failed: defineCall({
    method: 'GET',
    path: '/adminapi/events/failed',
    auth: 'operator',
    roles: eventOperators,
    summary: 'Deliveries of domain events that failed their last attempt, the latest first',
    query: paging,
    result: page(failedEvent),
  }),
  retry: defineCall({
    method: 'POST',
    path: '/adminapi/events/retry',
    auth: 'operator',
    roles: eventOperators,
    summary: 'Deliver a failed event to its subscriber again, with a fresh count of attempts',
    body: z.object({ id: idInput }),
    result: z.object({ id: z.number().int(), state: z.literal('pending') }),
  }),
} as const;
