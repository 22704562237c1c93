// The QR refund jobs: a sweeper on the clock, and a job each cancel with a QR part sends the moment
// it commits so the shopper does not wait for the sweeper.
import { SCHEDULED_QUEUE, SENT_JOBS_BATCH, type JobDeclaration } from '../lib/jobs.ts';
import { refundDue, type RefundDeps, type RefundQueue, type RefundRunResult } from './refund-payments.ts';

export const refundJobNames = {
  refundPayments: 'payment.refunds',
  refundOrder: 'payment.refund-order',
} as const;

export interface RefundJobDeps extends RefundDeps {
  /** Where a cancel announces its refund once committed. */
  refundQueue: RefundQueue;
}

/** QR refunds are looked for every minute: one left by a cancel whose announcement was lost, or due again. */
export const REFUND_PAYMENTS_CRON = '* * * * *';

/**
 * Asks the providers for every QR refund due at `now` (of one order when given): refunded, sent to
 * the member's cash balance, or left for a later attempt. Safe to rerun and to run in several
 * processes at once: each refund is taken by one worker.
 */
export function refundPayments(deps: RefundDeps, now: Date, orderId?: number): Promise<RefundRunResult> {
  return refundDue(deps, now, orderId);
}

function logRefunds(log: (line: string) => void, name: string, result: RefundRunResult) {
  const { refunded, toBalance, retrying, failed } = result;
  if (refunded + toBalance + retrying + failed > 0)
    log(`${name}: refunded ${refunded}, to balance ${toBalance}, retrying ${retrying}, failed ${failed}`);
  for (const error of result.errors) log(`${name}: ${error}`);
}

/** The order a cancel's job was sent for; none (a sweep of every due refund) if the data lacks it. */
function orderIdOf(data: object): number | undefined {
  return 'orderId' in data && typeof data.orderId === 'number' ? data.orderId : undefined;
}

export const refundJobs: JobDeclaration<RefundJobDeps>[] = [
  {
    name: refundJobNames.refundPayments,
    queue: SCHEDULED_QUEUE,
    schedule: { cron: REFUND_PAYMENTS_CRON, setting: 'the refunds schedule' },
    run: async (deps, { now, log }) => {
      const result = await refundPayments(deps, now);
      logRefunds(log, refundJobNames.refundPayments, result);
      return result;
    },
  },
  {
    name: refundJobNames.refundOrder,
    // Every cancel's refund is its own job, run at once; a failed one is retried sooner than a sweep.
    queue: { policy: 'standard', retryLimit: 3, retryDelay: 30, retryBackoff: true },
    batchSize: SENT_JOBS_BATCH,
    sentBy: {
      description: 'sent by each cancel with a QR part',
      attach: (deps, send) => deps.refundQueue.attach((orderId) => send({ orderId })),
    },
    run: async (deps, { now, data, log }) => {
      const result = await refundPayments(deps, now, orderIdOf(data));
      logRefunds(log, refundJobNames.refundOrder, result);
      return result;
    },
  },
];
