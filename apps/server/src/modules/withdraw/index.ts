export { WithdrawService, type WithdrawDeps } from './withdraw.service.ts';
export { WithdrawReview } from './withdraw.review.ts';
export { WithdrawPayouts } from './withdraw.payouts.ts';
export { WithdrawTax } from './withdraw.tax.ts';
export { withdrawRoutes, type WithdrawRouteDeps } from './withdraw.routes.ts';
export { withdrawAdminRoutes, type WithdrawAdminRouteDeps } from './withdraw.admin.routes.ts';
