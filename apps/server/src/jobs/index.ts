export {
  autoConfirmOrders,
  closeExpiredOrders,
  expireDiscountCardLots,
  jobNames,
  JOBS_SCHEMA,
  startJobs,
  type AutoConfirmResult,
  type CloseOrdersResult,
  type ExpireLotsResult,
  type JobRunner,
  type JobsOptions,
} from './jobs.ts';
