// Background work on pg-boss: the queue lives in the shop's own database (schema `pgboss`), so
// any number of server processes share it, a job survives a restart, and a schedule fires once
// across all of them. Each module declares its jobs beside its code (`<module>.jobs.ts`, shape in
// lib/jobs.ts); this file only collects the declarations and runs them on the queue.
import { PgBoss, type Job, type JobResult } from 'pg-boss';
import type { AppConfig } from '../config/env.ts';
import type { JobDeclaration } from '../lib/jobs.ts';
import { afterSaleJobs } from '../modules/aftersale/index.ts';
import { beansJobs } from '../modules/beans/index.ts';
import { bonusJobs } from '../modules/bonus/index.ts';
import { couponJobs } from '../modules/coupon/index.ts';
import { ledgerJobs } from '../modules/ledger/index.ts';
import { networkJobs } from '../modules/network/index.ts';
import { ordersJobs } from '../modules/orders/index.ts';
import { noticeJobs } from '../modules/notice/index.ts';
import type { Services } from '../services.ts';
import { refundJobs } from '../workflows/refund-payments.jobs.ts';
import { relayJobs } from '../workflows/relay-events.jobs.ts';

export const JOBS_SCHEMA = 'pgboss';

/** Every job of the shop. A new job is declared in its module and added here. */
export function shopJobs(
  config: Pick<AppConfig, 'jobsExpireLotsCron'>,
  services?: Pick<Services, 'bonus'>,
): JobDeclaration<Services>[] {
  return [
    // The pairing settlement needs leg volumes: without them it is not scheduled at all.
    ...(services ? bonusJobs(services.bonus) : []),
    ...ledgerJobs({ expireLotsCron: config.jobsExpireLotsCron }),
    ...ordersJobs,
    ...noticeJobs,
    ...refundJobs,
    ...afterSaleJobs,
    ...relayJobs,
    ...networkJobs,
    ...beansJobs,
    ...couponJobs,
  ];
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

/** Creates the job's queue, its schedule and its worker; answers what detaches its sender. */
async function register<Deps>(
  boss: PgBoss,
  deps: Deps,
  job: JobDeclaration<Deps>,
  log: (line: string) => void,
  pollingIntervalSeconds: number,
): Promise<() => void> {
  await boss.createQueue(job.name, { ...job.queue });
  if (job.schedule) {
    const { cron, setting } = job.schedule;
    await boss.schedule(job.name, cron, null, { tz: 'UTC' }).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Invalid configuration: ${setting} "${cron}": ${reason}`);
    });
  }
  const batchSize = job.batchSize ?? 1;
  const runOne = async (sent: Job<object>): Promise<JobResult> => {
    try {
      const output = await job.run(deps, { now: new Date(), data: sent.data ?? {}, log });
      return { id: sent.id, status: 'completed', output };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // pg-boss keeps the failure on the job and retries it; the log is where an operator looks.
      log(`${job.name} failed: ${message}`);
      return { id: sent.id, status: 'failed', output: { message } };
    }
  };
  const options = {
    pollingIntervalSeconds,
    batchSize,
    burstWhenBatchFull: batchSize > 1,
    perJobResults: true,
  } as const;
  await boss.work<object>(job.name, options, async (batch) => {
    const results: JobResult[] = [];
    for (const sent of batch) results.push(await runOne(sent));
    return results;
  });
  const detach = job.sentBy?.attach(deps, (data, options) => boss.send(job.name, data, options)) ?? (() => {});
  if (job.schedule) log(`started: ${job.name} on "${job.schedule.cron}" (UTC)`);
  if (job.sentBy) log(`started: ${job.name} (${job.sentBy.description})`);
  return detach;
}

/** Starts the queue on `databaseUrl` and runs `jobs` on it with `deps`: schedules, workers, senders. */
export async function runJobs<Deps>(
  deps: Deps,
  jobs: readonly JobDeclaration<Deps>[],
  databaseUrl: string,
  options: JobsOptions = {},
): Promise<JobRunner> {
  const names = jobs.map((job) => job.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`Two jobs are declared as "${twice}"`);
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
  const detachers: (() => void)[] = [];
  try {
    const polling = options.pollingIntervalSeconds ?? 2;
    for (const job of jobs) detachers.push(await register(boss, deps, job, log, polling));
  } catch (error) {
    for (const detach of detachers) detach();
    await boss.stop({ graceful: false });
    throw error;
  }
  return {
    boss,
    stop: async () => {
      for (const detach of detachers) detach();
      await boss.stop({ graceful: true, timeout: 20_000 });
    },
  };
}

/** Starts the job queue on the shop's database with every job of the shop. */
export function startJobs(
  services: Services,
  databaseUrl: string,
  config: Pick<AppConfig, 'jobsExpireLotsCron'>,
  options: JobsOptions = {},
): Promise<JobRunner> {
  return runJobs(services, shopJobs(config, services), databaseUrl, options);
}
