// The after-sales clock: requests whose goods were not sent back in time close, and exchanges
// whose replacement shipped long enough ago complete.
import { withTransaction, type Db } from '../../db/client.ts';
import { SCHEDULED_QUEUE, type JobDeclaration } from '../../lib/jobs.ts';
import type { AfterSaleService } from './aftersale.service.ts';

export const afterSaleJobNames = {
  afterSaleClock: 'aftersale.clock',
} as const;

export interface AfterSaleJobDeps {
  db: Db;
  afterSales: AfterSaleService;
}

/** An exchange's replacement counts as received this many days after it shipped. */
export const EXCHANGE_RECEIVED_DAYS = 10;
/** Hourly at :07, with the orders' automatic steps: each lands within an hour of falling due. */
export const AFTER_SALE_CLOCK_CRON = '7 * * * *';
/** Requests looked at per run; a backlog is worked off over the following runs. */
const CLOCK_BATCH = 500;
const DAY_MS = 86_400_000;

export interface AfterSaleClockResult {
  closed: number;
  exchanged: number;
}

/**
 * Closes requests whose goods were not sent back in time, and completes exchanges whose
 * replacement shipped 10 days ago. One transaction per request; safe to rerun anywhere.
 */
export async function afterSaleClock(deps: AfterSaleJobDeps, now: Date): Promise<AfterSaleClockResult> {
  const due = await deps.afterSales.dueForClock(
    deps.db,
    now,
    new Date(now.getTime() - EXCHANGE_RECEIVED_DAYS * DAY_MS),
    CLOCK_BATCH,
  );
  const result: AfterSaleClockResult = { closed: 0, exchanged: 0 };
  for (const id of due.overdue)
    if (await withTransaction(deps.db, (tx) => deps.afterSales.clockStep(tx, id, 'closeOverdue'))) result.closed++;
  for (const id of due.delivered)
    if (await withTransaction(deps.db, (tx) => deps.afterSales.clockStep(tx, id, 'complete'))) result.exchanged++;
  return result;
}

export const afterSaleJobs: JobDeclaration<AfterSaleJobDeps>[] = [
  {
    name: afterSaleJobNames.afterSaleClock,
    queue: SCHEDULED_QUEUE,
    schedule: { cron: AFTER_SALE_CLOCK_CRON, setting: 'the after-sales schedule' },
    run: async (deps, { now, log }) => {
      const result = await afterSaleClock(deps, now);
      if (result.closed + result.exchanged > 0)
        log(`${afterSaleJobNames.afterSaleClock}: closed ${result.closed}, exchanges done ${result.exchanged}`);
      return result;
    },
  },
];
