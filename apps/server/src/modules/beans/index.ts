export { BeansService } from './beans.service.ts';
export { SELL_ORDER_WINDOW_MS, SELLER_MIN_LEVEL, type BeansOrdersDeps } from './beans.orders.ts';
export type { NormalizeMobile } from './beans.parties.ts';
export { beansRoutes, type BeansRouteDeps } from './beans.routes.ts';
export { beansAdminRoutes, type BeansAdminRouteDeps } from './beans.admin.routes.ts';
export { beansJobs, beansJobNames, expireSellOrders, type BeansJobDeps } from './beans.jobs.ts';
