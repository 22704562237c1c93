// The ledger's background job: discount-card lots past their expiry give up what is left of them.
import { withTransaction, type Db } from '../../db/client.ts';
import { SCHEDULED_QUEUE, type JobDeclaration } from '../../lib/jobs.ts';
import type { LedgerService } from './ledger.service.ts';

export const ledgerJobNames = {
  expireDiscountCardLots: 'ledger.expire-discount-card-lots',
} as const;

export interface LedgerJobDeps {
  db: Db;
  ledger: LedgerService;
}

/** Lots expired per transaction: keeps each one short while a backlog is worked off. */
const EXPIRE_BATCH = 500;
/** Batches per run; anything left waits for the next run instead of holding the worker. */
const EXPIRE_MAX_BATCHES = 200;

export interface ExpireLotsResult {
  expired: number;
}

/** Expires every discount-card lot due at `now`, a batch per transaction; safe to rerun. */
export async function expireDiscountCardLots(deps: LedgerJobDeps, now: Date): Promise<ExpireLotsResult> {
  let expired = 0;
  for (let batch = 0; batch < EXPIRE_MAX_BATCHES; batch++) {
    const count = await withTransaction(deps.db, (tx) => deps.ledger.expireLots(tx, now, EXPIRE_BATCH));
    expired += count;
    if (count < EXPIRE_BATCH) break;
  }
  return { expired };
}

/** The ledger's jobs; the expiry runs on the operator's cron (`JOBS_EXPIRE_LOTS_CRON`). */
export function ledgerJobs(schedule: { expireLotsCron: string }): JobDeclaration<LedgerJobDeps>[] {
  const name = ledgerJobNames.expireDiscountCardLots;
  return [
    {
      name,
      queue: SCHEDULED_QUEUE,
      schedule: { cron: schedule.expireLotsCron, setting: 'JOBS_EXPIRE_LOTS_CRON' },
      run: async (deps, { now, log }) => {
        const result = await expireDiscountCardLots(deps, now);
        if (result.expired > 0) log(`${name}: expired ${result.expired} lots`);
        return result;
      },
    },
  ];
}
