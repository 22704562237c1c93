// Background work on pg-boss: the queue lives in the shop's own database (schema `pgboss`), so
// any number of server processes share it, a job survives a restart, and a schedule fires once
// across all of them.
import { PgBoss } from 'pg-boss';
import type { AppConfig } from '../config/env.ts';
import { withTransaction } from '../db/client.ts';
import type { Services } from '../services.ts';

export const JOBS_SCHEMA = 'pgboss';

export const jobNames = {
  expireDiscountCardLots: 'ledger.expire-discount-card-lots',
} as const;

/** Lots expired per transaction: keeps each one short while a backlog is worked off. */
const EXPIRE_BATCH = 500;
/** Batches per run; anything left waits for the next run instead of holding the worker. */
const EXPIRE_MAX_BATCHES = 200;

export interface ExpireLotsResult {
  expired: number;
}

/** Expires every discount-card lot due at `now`, a batch per transaction; safe to rerun. */
export async function expireDiscountCardLots(services: Services, now: Date): Promise<ExpireLotsResult> {
  let expired = 0;
  for (let batch = 0; batch < EXPIRE_MAX_BATCHES; batch++) {
    const count = await withTransaction(services.db, (tx) => services.ledger.expireLots(tx, now, EXPIRE_BATCH));
    expired += count;
    if (count < EXPIRE_BATCH) break;
  }
  return { expired };
}

export interface JobsOptions {
  log?: (line: string) => void;
  /** How often an idle worker looks for work, in seconds (pg-boss allows 0.5 and up). */
  pollingIntervalSeconds?: number;
}

export interface JobRunner {
  /** The started queue: lets a caller send a job now instead of waiting for its schedule. */
  boss: PgBoss;
  /** Stops taking jobs, lets running ones finish, and closes the queue's connections. */
  stop(): Promise<void>;
}

/** Starts the job queue on the shop's database, registers the schedules and their workers. */
export async function startJobs(
  services: Services,
  databaseUrl: string,
  config: Pick<AppConfig, 'jobsExpireLotsCron'>,
  options: JobsOptions = {},
): Promise<JobRunner> {
  const log = options.log ?? ((line: string) => console.log(`[jobs] ${line}`));
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: JOBS_SCHEMA,
    application_name: 'mall-jobs',
    max: 4,
  });
  // Without a listener an error event would crash the process; pg-boss retries on its own.
  boss.on('error', (error) => log(`error: ${error.message}`));
  boss.on('warning', (warning) => log(`warning: ${warning.message}`));
  await boss.start();
  try {
    const name = jobNames.expireDiscountCardLots;
    // One active run at a time across every process; a run that fails is retried with backoff.
    await boss.createQueue(name, { policy: 'singleton', retryLimit: 3, retryDelay: 60, retryBackoff: true });
    await boss.schedule(name, config.jobsExpireLotsCron, null, { tz: 'UTC' }).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Invalid configuration: JOBS_EXPIRE_LOTS_CRON "${config.jobsExpireLotsCron}": ${reason}`);
    });
    await boss.work<object, ExpireLotsResult>(
      name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async () => {
        try {
          const result = await expireDiscountCardLots(services, new Date());
          if (result.expired > 0) log(`${name}: expired ${result.expired} lots`);
          return result;
        } catch (error) {
          // pg-boss keeps the error on the job and retries it; the log is where an operator looks.
          log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
          throw error;
        }
      },
    );
    log(`started: ${name} on "${config.jobsExpireLotsCron}" (UTC)`);
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }
  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: 20_000 }),
  };
}
