export { CouponService, type IssueInput, type UsableCoupon } from './coupon.service.ts';
export { CouponTemplateAdmin } from './coupon.admin.ts';
export { CouponApprovals } from './coupon.approvals.ts';
export { couponRoutes, type CouponRouteDeps, type UsableInput } from './coupon.routes.ts';
export type { EligibleLine } from './coupon.rules.ts';
export { couponTemplates as couponTemplateTable, memberCoupons as memberCouponTable } from './coupon.schema.ts';
export { couponJobs, couponJobNames } from './coupon.jobs.ts';
export { couponSubscribers } from './coupon.subscribers.ts';
export { birthdayKey, firstOrderKey, grantBirthdayCoupons } from './coupon.grants.ts';
