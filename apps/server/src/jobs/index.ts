export {
  afterSaleClock,
  autoConfirmOrders,
  closeExpiredOrders,
  expireDiscountCardLots,
  jobNames,
  refundPayments,
  REFUND_PAYMENTS_CRON,
  RELAY_EVENTS_CRON,
  JOBS_SCHEMA,
  startJobs,
  type AfterSaleClockResult,
  type AutoConfirmResult,
  type CloseOrdersResult,
  type ExpireLotsResult,
  type JobRunner,
  type JobsOptions,
} from './jobs.ts';
export { relayOnce, type RelayOnceResult } from '../workflows/relay-events.ts';
