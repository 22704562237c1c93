// What the coupon module does when other modules' events arrive.
import { subscriber, type AnySubscriber } from '../events/index.ts';
import { grantFirstOrderCoupon, type CouponGrantDeps } from './coupon.grants.ts';

/** A paid order of a level 2+ member grants the first-order coupon; keyed by the member, so once. */
export function couponSubscribers(deps: Pick<CouponGrantDeps, 'coupons' | 'settings'>): AnySubscriber[] {
  return [
    subscriber({
      name: 'coupon.first-order',
      topic: 'order.paid',
      handle: async ({ tx }, { payload }) => {
        await grantFirstOrderCoupon(tx, deps, payload, new Date(payload.at));
      },
    }),
  ];
}
