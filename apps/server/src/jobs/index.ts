export {
  expireDiscountCardLots,
  jobNames,
  JOBS_SCHEMA,
  startJobs,
  type ExpireLotsResult,
  type JobRunner,
  type JobsOptions,
} from './jobs.ts';
