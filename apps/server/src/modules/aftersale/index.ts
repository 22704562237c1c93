export { AfterSaleService, refundShare, type AfterSaleDeps } from './aftersale.service.ts';
export { afterSaleRoutes, type AfterSaleRouteDeps } from './aftersale.routes.ts';
export { afterSaleAdminRoutes, type AfterSaleAdminRouteDeps } from './aftersale.admin.routes.ts';
