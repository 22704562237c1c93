export {
  closeExpiredOrders,
  expireDiscountCardLots,
  jobNames,
  JOBS_SCHEMA,
  startJobs,
  type CloseOrdersResult,
  type ExpireLotsResult,
  type JobRunner,
  type JobsOptions,
} from './jobs.ts';
