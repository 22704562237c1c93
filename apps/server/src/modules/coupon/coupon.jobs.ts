// The coupon module's background job: the birthday coupons of the day's month, once a day.
import { SCHEDULED_QUEUE, type JobDeclaration } from '../../lib/jobs.ts';
import { grantBirthdayCoupons, type CouponGrantDeps } from './coupon.grants.ts';

export const couponJobNames = { birthdayCoupons: 'coupon.birthday-coupons' } as const;

/** Shortly after midnight UTC; a missed day is made up by the next run the same month. */
const BIRTHDAY_CRON = '15 0 * * *';

export const couponJobs: JobDeclaration<CouponGrantDeps>[] = [
  {
    name: couponJobNames.birthdayCoupons,
    queue: SCHEDULED_QUEUE,
    schedule: { cron: BIRTHDAY_CRON, setting: 'the coupon schedule' },
    run: async (deps, { now, log }) => {
      const result = await grantBirthdayCoupons(deps, now);
      if (result.granted > 0) log(`${couponJobNames.birthdayCoupons}: granted ${result.granted} coupons`);
      return result;
    },
  },
];
