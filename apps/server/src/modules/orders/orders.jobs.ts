// The orders' background jobs: unpaid orders close when their time runs out, and the steps a
// member leaves to the clock (receipt, MP confirmation) are taken when they fall due.
import { withTransaction, type Db } from '../../db/client.ts';
import { SCHEDULED_QUEUE, type JobDeclaration } from '../../lib/jobs.ts';
import type { OrdersService } from './orders.service.ts';

export const ordersJobNames = {
  closeExpiredOrders: 'orders.close-expired',
  autoConfirmOrders: 'orders.auto-confirm',
} as const;

export interface OrdersJobDeps {
  db: Db;
  orders: OrdersService;
}

/** Shipped orders are received 10 days after shipping, and received orders' MP confirmed 7 days after receipt. */
export const AUTO_RECEIVE_DAYS = 10;
export const AUTO_CONFIRM_MP_DAYS = 7;
/** Orders are looked at every hour: each automatic step lands within an hour of falling due. */
export const AUTO_CONFIRM_CRON = '7 * * * *';

/** Unpaid orders are looked for every minute: an order closes within a minute of its time running out. */
export const CLOSE_ORDERS_CRON = '* * * * *';

/** Orders closed per run; a backlog is worked off over the following minutes. */
const CLOSE_ORDERS_BATCH = 500;

const DAY_MS = 86_400_000;

/** Batches of due orders looked at per step and run: orders left waiting (an open refund) do not hide the rest. */
const AUTO_CONFIRM_MAX_BATCHES = 20;

export interface CloseOrdersResult {
  closed: number;
}

/**
 * Closes every unpaid order whose time is up at `now`, one transaction each, so a failure leaves
 * the others closed: stock and holds go back. Safe to rerun and to run in several processes.
 */
export async function closeExpiredOrders(deps: OrdersJobDeps, now: Date): Promise<CloseOrdersResult> {
  let closed = 0;
  for (const orderId of await deps.orders.expiredUnpaid(deps.db, now, CLOSE_ORDERS_BATCH)) {
    if (await withTransaction(deps.db, (tx) => deps.orders.closeUnpaid(tx, orderId, now))) closed++;
  }
  return { closed };
}

export interface AutoConfirmResult {
  received: number;
  mpConfirmed: number;
}

/**
 * Takes the steps a member left to the clock: receipt 10 days after shipping (an order without MP
 * is then complete), MP 7 days after receipt, unless a refund or return of the order is open (a
 * later run takes it). Due orders are read a batch at a time after the last one seen, so orders
 * left waiting do not fill every batch. One transaction per order; safe to rerun anywhere.
 */
export async function autoConfirmOrders(
  deps: OrdersJobDeps,
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
      const due = await deps.orders.dueForAutoStep(deps.db, step, before, batch, afterId);
      for (const orderId of due) {
        if (await withTransaction(deps.db, (tx) => deps.orders.autoStep(tx, step, orderId, now))) result[count]++;
      }
      if (due.length < batch) break;
      afterId = due.at(-1)!;
    }
  }
  return result;
}

/** The orders' jobs, both on fixed schedules. */
export const ordersJobs: JobDeclaration<OrdersJobDeps>[] = [
  {
    name: ordersJobNames.closeExpiredOrders,
    queue: SCHEDULED_QUEUE,
    schedule: { cron: CLOSE_ORDERS_CRON, setting: 'the orders schedule' },
    run: async (deps, { now, log }) => {
      const result = await closeExpiredOrders(deps, now);
      if (result.closed > 0) log(`${ordersJobNames.closeExpiredOrders}: closed ${result.closed} unpaid orders`);
      return result;
    },
  },
  {
    name: ordersJobNames.autoConfirmOrders,
    queue: SCHEDULED_QUEUE,
    schedule: { cron: AUTO_CONFIRM_CRON, setting: 'the orders schedule' },
    run: async (deps, { now, log }) => {
      const result = await autoConfirmOrders(deps, now);
      if (result.received + result.mpConfirmed > 0)
        log(`${ordersJobNames.autoConfirmOrders}: received ${result.received}, MP confirmed ${result.mpConfirmed}`);
      return result;
    },
  },
];
