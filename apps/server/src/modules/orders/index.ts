export { OrdersService, type CreateInput } from './orders.service.ts';
export { orderPayable } from './orders.payable.ts';
export { shippingOf } from './orders.pricing.ts';
export { ordersRoutes, type OrdersRouteDeps } from './orders.routes.ts';
export type { QrSettlement } from './orders.settle.ts';
export type { Refund } from './orders.fulfil.ts';
export { orders as orderTable } from './orders.schema.ts';
export { ordersAdminRoutes, type OrdersAdminRouteDeps } from './orders.admin.routes.ts';
export { logisticsRoutes, type LogisticsRouteDeps } from './orders.logistics.routes.ts';
export {
  autoConfirmOrders,
  closeExpiredOrders,
  ordersJobNames,
  ordersJobs,
  type AutoConfirmResult,
  type CloseOrdersResult,
  type OrdersJobDeps,
} from './orders.jobs.ts';
export type { LineSubsidy, Subsidies, SubsidyLine, SubsidyOffer, TakenSubsidy } from './orders.subsidy.ts';
