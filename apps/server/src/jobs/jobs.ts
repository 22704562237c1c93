// Background work on pg-boss: the queue lives in the shop's own database (schema `pgboss`), so
// any number of server processes share it, a job survives a restart, and a schedule fires once
// across all of them.
import { PgBoss } from 'pg-boss';
import type { AppConfig } from '../config/env.ts';
import { withTransaction } from '../db/client.ts';
import type { Services } from '../services.ts';
import { DELIVERY_ATTEMPTS } from '../modules/events/index.ts';
import { refundDue, type RefundRunResult } from '../workflows/refund-payments.ts';
import { relayEvents } from '../workflows/relay-events.ts';

export const JOBS_SCHEMA = 'pgboss';

export const jobNames = {
  expireDiscountCardLots: 'ledger.expire-discount-card-lots',
  closeExpiredOrders: 'orders.close-expired',
  autoConfirmOrders: 'orders.auto-confirm',
  afterSaleClock: 'aftersale.clock',
  refundPayments: 'payment.refunds',
  refundOrder: 'payment.refund-order',
  relayEvents: 'events.relay',
  deliverEvent: 'events.deliver',
} as const;

/** QR refunds are looked for every minute: one left by a cancel whose announcement was lost, or due again. */
export const REFUND_PAYMENTS_CRON = '* * * * *';

/** Domain events are relayed every minute: a subscriber hears of an event within a minute or so. */
export const RELAY_EVENTS_CRON = '* * * * *';

/** Shipped orders are received 10 days after shipping, and received orders' MP confirmed 7 days after receipt. */
export const AUTO_RECEIVE_DAYS = 10;
export const AUTO_CONFIRM_MP_DAYS = 7;
/** Orders are looked at every hour: each automatic step lands within an hour of falling due. */
export const AUTO_CONFIRM_CRON = '7 * * * *';

/** Unpaid orders are looked for every minute: an order closes within a minute of its time running out. */
export const CLOSE_ORDERS_CRON = '* * * * *';

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

/** Orders closed per run; a backlog is worked off over the following minutes. */
const CLOSE_ORDERS_BATCH = 500;

export interface CloseOrdersResult {
  closed: number;
}

/**
 * Closes every unpaid order whose time is up at `now`, one transaction each, so a failure leaves
 * the others closed: stock and holds go back. Safe to rerun and to run in several processes.
 */
export async function closeExpiredOrders(services: Services, now: Date): Promise<CloseOrdersResult> {
  let closed = 0;
  for (const orderId of await services.orders.expiredUnpaid(services.db, now, CLOSE_ORDERS_BATCH)) {
    if (await withTransaction(services.db, (tx) => services.orders.closeUnpaid(tx, orderId, now))) closed++;
  }
  return { closed };
}

export interface AutoConfirmResult {
  received: number;
  mpConfirmed: number;
}

const DAY_MS = 86_400_000;

/** Batches of due orders looked at per step and run: orders left waiting (an open refund) do not hide the rest. */
const AUTO_CONFIRM_MAX_BATCHES = 20;

/**
 * Takes the steps a member left to the clock: receipt 10 days after shipping (an order without MP
 * is then complete), MP 7 days after receipt, unless a refund or return of the order is open (a
 * later run takes it). Due orders are read a batch at a time after the last one seen, so orders
 * left waiting do not fill every batch. One transaction per order; safe to rerun anywhere.
 */
export async function autoConfirmOrders(
  services: Services,
  now: Date,
  options: { batch?: number } = {},
): Promise<AutoConfirmResult> {
  const batch = options.batch ?? CLOSE_ORDERS_BATCH;
  const result: AutoConfirmResult = { received: 0, mpConfirmed: 0 };
  const steps = [
    { step: 'receipt', before: new Date(now.getTime() - AUTO_RECEIVE_DAYS * DAY_MS), count: 'received' },
    { step: 'mp', before: new Date(now.getTime() - AUTO_CONFIRM_MP_DAYS * DAY_MS), count: 'mpConfirmed' },
  ] as const;
  for (const { step, before, count } of steps) {
    let afterId = 0;
    for (let round = 0; round < AUTO_CONFIRM_MAX_BATCHES; round++) {
      const due = await services.orders.dueForAutoStep(services.db, step, before, batch, afterId);
      for (const orderId of due) {
        if (await withTransaction(services.db, (tx) => services.orders.autoStep(tx, step, orderId, now)))
          result[count]++;
      }
      if (due.length < batch) break;
      afterId = due.at(-1)!;
    }
  }
  return result;
}

export interface AfterSaleClockResult {
  closed: number;
  exchanged: number;
}

/** An exchange's replacement counts as received this many days after it shipped. */
export const EXCHANGE_RECEIVED_DAYS = 10;

/**
 * Closes requests whose goods were not sent back in time, and completes exchanges whose
 * replacement shipped 10 days ago. One transaction per request; safe to rerun anywhere.
 */
export async function afterSaleClock(services: Services, now: Date): Promise<AfterSaleClockResult> {
  const due = await services.afterSales.dueForClock(
    services.db,
    now,
    new Date(now.getTime() - EXCHANGE_RECEIVED_DAYS * DAY_MS),
    CLOSE_ORDERS_BATCH,
  );
  const result: AfterSaleClockResult = { closed: 0, exchanged: 0 };
  for (const id of due.overdue)
    if (await withTransaction(services.db, (tx) => services.afterSales.clockStep(tx, id, 'closeOverdue')))
      result.closed++;
  for (const id of due.delivered)
    if (await withTransaction(services.db, (tx) => services.afterSales.clockStep(tx, id, 'complete')))
      result.exchanged++;
  return result;
}

/**
 * Asks the providers for every QR refund due at `now` (of one order when given): refunded, sent to
 * the member's cash balance, or left for a later attempt. Safe to rerun and to run in several
 * processes at once: each refund is taken by one worker.
 */
export function refundPayments(services: Services, now: Date, orderId?: number): Promise<RefundRunResult> {
  return refundDue(services, now, orderId);
}

function logRefunds(log: (line: string) => void, name: string, result: RefundRunResult) {
  const { refunded, toBalance, retrying, failed } = result;
  if (refunded + toBalance + retrying + failed > 0)
    log(`${name}: refunded ${refunded}, to balance ${toBalance}, retrying ${retrying}, failed ${failed}`);
  for (const error of result.errors) log(`${name}: ${error}`);
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

interface ScheduledJob {
  name: string;
  cron: string;
  /** Where the schedule comes from, for the error an invalid one raises. */
  setting: string;
  run: (now: Date) => Promise<object>;
}

async function schedule(boss: PgBoss, job: ScheduledJob, log: (line: string) => void, pollingIntervalSeconds: number) {
  // One active run at a time across every process; a run that fails is retried with backoff.
  await boss.createQueue(job.name, { policy: 'singleton', retryLimit: 3, retryDelay: 60, retryBackoff: true });
  await boss.schedule(job.name, job.cron, null, { tz: 'UTC' }).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Invalid configuration: ${job.setting} "${job.cron}": ${reason}`);
  });
  await boss.work(job.name, { pollingIntervalSeconds }, async () => {
    try {
      return await job.run(new Date());
    } catch (error) {
      // pg-boss keeps the error on the job and retries it; the log is where an operator looks.
      log(`${job.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  });
  log(`started: ${job.name} on "${job.cron}" (UTC)`);
}

/**
 * A cancel's QR refund, sent the moment the cancel commits so the shopper does not wait for the
 * sweeper. Answers what stops the announcements.
 */
async function workRefundOrders(
  services: Services,
  boss: PgBoss,
  log: (line: string) => void,
  pollingIntervalSeconds: number,
) {
  const name = jobNames.refundOrder;
  await boss.createQueue(name, { policy: 'standard', retryLimit: 3, retryDelay: 30, retryBackoff: true });
  await boss.work<{ orderId: number }>(name, { pollingIntervalSeconds }, async ([job]) => {
    const result = await refundPayments(services, new Date(), job?.data.orderId);
    logRefunds(log, name, result);
    return result;
  });
  log(`started: ${name} (sent by each cancel with a QR part)`);
  return services.refundQueue.attach((orderId) => boss.send(name, { orderId }));
}

/**
 * One job per (event, subscriber): the exclusive policy keeps one queued or running per singleton
 * key, and a failed attempt is retried with backoff until the delivery is dead. Answers what
 * stops the hand-over.
 */
async function workDeliveries(
  services: Services,
  boss: PgBoss,
  log: (line: string) => void,
  pollingIntervalSeconds: number,
) {
  const name = jobNames.deliverEvent;
  await boss.createQueue(name, {
    policy: 'exclusive',
    retryLimit: DELIVERY_ATTEMPTS,
    retryDelay: 30,
    retryBackoff: true,
  });
  await boss.work<{ deliveryId: number }>(name, { pollingIntervalSeconds }, async ([job]) => {
    if (!job) return null;
    const outcome = await services.events.deliver(services.db, job.data.deliveryId, new Date());
    if (outcome === 'dead') log(`${name}: delivery ${job.data.deliveryId} is dead after its last attempt`);
    // Thrown, so the queue retries it later; the delivery row keeps the error for operators.
    if (outcome === 'failed') throw new Error(`delivery ${job.data.deliveryId} failed: retried later`);
    return { outcome };
  });
  log(`started: ${name} (sent by ${jobNames.relayEvents})`);
  return services.deliveryQueue.attach((delivery) =>
    boss.send(name, { deliveryId: delivery.id }, { singletonKey: `${delivery.eventId}:${delivery.subscriber}` }),
  );
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
  let detach = () => {};
  let detachDeliveries = () => {};
  try {
    const polling = options.pollingIntervalSeconds ?? 2;
    detachDeliveries = await workDeliveries(services, boss, log, polling);
    for (const job of scheduledJobs(services, config, log)) await schedule(boss, job, log, polling);
    detach = await workRefundOrders(services, boss, log, polling);
  } catch (error) {
    await boss.stop({ graceful: false });
    throw error;
  }
  return {
    boss,
    stop: async () => {
      detach();
      detachDeliveries();
      await boss.stop({ graceful: true, timeout: 20_000 });
    },
  };
}

/** Every job on a schedule, with what its run logs. */
function scheduledJobs(
  services: Services,
  config: Pick<AppConfig, 'jobsExpireLotsCron'>,
  log: (line: string) => void,
): ScheduledJob[] {
  return [
    {
      name: jobNames.expireDiscountCardLots,
      cron: config.jobsExpireLotsCron,
      setting: 'JOBS_EXPIRE_LOTS_CRON',
      run: async (now) => {
        const result = await expireDiscountCardLots(services, now);
        if (result.expired > 0) log(`${jobNames.expireDiscountCardLots}: expired ${result.expired} lots`);
        return result;
      },
    },
    {
      name: jobNames.closeExpiredOrders,
      cron: CLOSE_ORDERS_CRON,
      setting: 'the orders schedule',
      run: async (now) => {
        const result = await closeExpiredOrders(services, now);
        if (result.closed > 0) log(`${jobNames.closeExpiredOrders}: closed ${result.closed} unpaid orders`);
        return result;
      },
    },
    {
      name: jobNames.autoConfirmOrders,
      cron: AUTO_CONFIRM_CRON,
      setting: 'the orders schedule',
      run: async (now) => {
        const result = await autoConfirmOrders(services, now);
        if (result.received + result.mpConfirmed > 0)
          log(`${jobNames.autoConfirmOrders}: received ${result.received}, MP confirmed ${result.mpConfirmed}`);
        return result;
      },
    },
    {
      name: jobNames.refundPayments,
      cron: REFUND_PAYMENTS_CRON,
      setting: 'the refunds schedule',
      run: async (now) => {
        const result = await refundPayments(services, now);
        logRefunds(log, jobNames.refundPayments, result);
        return result;
      },
    },
    {
      name: jobNames.relayEvents,
      cron: RELAY_EVENTS_CRON,
      setting: 'the events schedule',
      run: async (now) => {
        const result = await relayEvents(services, now);
        if (result.events + result.resent > 0)
          log(
            `${jobNames.relayEvents}: ${result.events} events, ${result.sent} deliveries sent, ${result.resent} sent again`,
          );
        return result;
      },
    },
    {
      name: jobNames.afterSaleClock,
      cron: AUTO_CONFIRM_CRON,
      setting: 'the after-sales schedule',
      run: async (now) => {
        const result = await afterSaleClock(services, now);
        if (result.closed + result.exchanged > 0)
          log(`${jobNames.afterSaleClock}: closed ${result.closed}, exchanges done ${result.exchanged}`);
        return result;
      },
    },
  ];
}
