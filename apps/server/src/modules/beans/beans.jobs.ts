// The sell-beans clock: unpaid orders past their window return their beans to the seller.
import { withTransaction, type Db } from '../../db/client.ts';
import { SCHEDULED_QUEUE, type JobDeclaration } from '../../lib/jobs.ts';
import type { BeansService } from './beans.service.ts';

export const beansJobNames = {
  expireSellOrders: 'beans.expire-sell-orders',
} as const;

export interface BeansJobDeps {
  db: Db;
  beans: BeansService;
}

/** Every 5 minutes: an order's beans return within 5 minutes of its hour ending. */
export const EXPIRE_SELL_ORDERS_CRON = '*/5 * * * *';
const EXPIRE_BATCH = 500;

/** Expires the unpaid orders due at `now`, one transaction each; safe to rerun anywhere. */
export async function expireSellOrders(deps: BeansJobDeps, now: Date): Promise<{ expired: number }> {
  const due = await deps.beans.orders.dueForExpiry(deps.db, now, EXPIRE_BATCH);
  let expired = 0;
  for (const id of due) if (await withTransaction(deps.db, (tx) => deps.beans.orders.expire(tx, id, now))) expired++;
  return { expired };
}

export const beansJobs: JobDeclaration<BeansJobDeps>[] = [
  {
    name: beansJobNames.expireSellOrders,
    queue: SCHEDULED_QUEUE,
    schedule: { cron: EXPIRE_SELL_ORDERS_CRON, setting: 'the sell-beans expiry schedule' },
    run: async (deps, { now, log }) => {
      const result = await expireSellOrders(deps, now);
      if (result.expired > 0) log(`${beansJobNames.expireSellOrders}: expired ${result.expired}`);
      return result;
    },
  },
];
