// Coupons the shop grants by itself, to level 2+ only: the birthday coupon in the member's birth
// month (a daily job) and the first paid order's (a subscriber of order.paid). Both go through
// `CouponService.issue` with stable keys, so a rerun, a retried event or a second job the same
// month grants nothing twice.
import { sql } from 'drizzle-orm';
import { withTransaction, type Db, type Tx } from '../../db/client.ts';
import { memberTable as members } from '../member/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { CouponService } from './coupon.service.ts';

/** Birthday and first-order rewards, like seckill and 0-yuan, are for VIPs and above. */
export const GRANT_MIN_LEVEL = 2;
/** Members granted per transaction: keeps each short while a month's birthdays are worked off. */
const BIRTHDAY_BATCH = 200;

export const birthdayKey = (memberId: number, year: number) => `birthday:${memberId}:${year}`;
export const firstOrderKey = (memberId: number) => `first-order:${memberId}`;

export interface CouponGrantDeps {
  db: Db;
  coupons: CouponService;
  settings: SettingsService;
}

/**
 * Grants the birthday coupon to every level 2+ member born in `now`'s month (UTC) who has not had
 * this year's; safe to run any number of times a day.
 */
export async function grantBirthdayCoupons(deps: CouponGrantDeps, now: Date): Promise<{ granted: number }> {
  const { birthdayTemplateId } = await deps.settings.get(deps.db, 'couponGrants');
  if (birthdayTemplateId === 0) return { granted: 0 };
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  let granted = 0;
  for (;;) {
    const due = await deps.db.execute<{ id: number }>(sql`
      select m.id from ${members} m
       where m.level >= ${GRANT_MIN_LEVEL} and m.birthday is not null
         and extract(month from m.birthday) = ${month}
         and not exists (select 1 from member_coupons c where c.issue_key = 'birthday:' || m.id || ':' || ${year})
       order by m.id limit ${BIRTHDAY_BATCH}`);
    if (due.rows.length === 0) return { granted };
    await withTransaction(deps.db, async (tx) => {
      for (const { id } of due.rows) {
        const memberId = Number(id);
        const key = birthdayKey(memberId, year);
        const issued = await deps.coupons.issue(
          tx,
          { memberId, templateId: birthdayTemplateId, reason: 'birthday', key },
          now,
        );
        if (issued.created) granted++;
      }
    });
    if (due.rows.length < BIRTHDAY_BATCH) return { granted };
  }
}

/**
 * The first paid order of a level 2+ member grants the first-order coupon once. An order that
 * buys the set making its payer a VIP counts at the level it grants.
 */
export async function grantFirstOrderCoupon(
  tx: Tx,
  deps: Pick<CouponGrantDeps, 'coupons' | 'settings'>,
  order: { memberId: number; beneficiaryId: number; grantsLevel: number | null },
  now: Date,
): Promise<boolean> {
  const { firstOrderTemplateId } = await deps.settings.get(tx, 'couponGrants');
  if (firstOrderTemplateId === 0) return false;
  const [member] = await tx
    .select({ level: members.level })
    .from(members)
    .where(sql`${members.id} = ${order.memberId}`);
  const granted = order.beneficiaryId === order.memberId ? (order.grantsLevel ?? 0) : 0;
  if (Math.max(member?.level ?? 1, granted) < GRANT_MIN_LEVEL) return false;
  const key = firstOrderKey(order.memberId);
  const issued = await deps.coupons.issue(
    tx,
    { memberId: order.memberId, templateId: firstOrderTemplateId, reason: 'firstOrder', key },
    now,
  );
  return issued.created;
}
