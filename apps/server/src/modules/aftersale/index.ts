export { AfterSaleService, refundShare, type AfterSaleDeps } from './aftersale.service.ts';
export { AfterSaleReads } from './aftersale.reads.ts';
export { afterSaleRoutes, type AfterSaleRouteDeps } from './aftersale.routes.ts';
export { afterSaleAdminRoutes, type AfterSaleAdminRouteDeps } from './aftersale.admin.routes.ts';
export {
  afterSaleClock,
  afterSaleJobNames,
  afterSaleJobs,
  type AfterSaleClockResult,
  type AfterSaleJobDeps,
} from './aftersale.jobs.ts';
