// VIP welfare, granted once when a member first reaches level 2 or more: the welfare coupon, the
// voucher and the beans through the ledger, and the health plan as a benefit with an end date.
// Every part is keyed by the member, so a repeated or racing grant gives nothing more.
import { eq } from 'drizzle-orm';
import { formatMinor, type WelfareMine } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { CouponService } from '../coupon/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { memberBenefits, welfareGrants } from './welfare.schema.ts';

/** The level from which a member is VIP and gets the welfare. */
export const VIP_LEVEL = 2;

export interface WelfareDeps {
  settings: SettingsService;
  coupons: CouponService;
  ledger: LedgerService;
}

export type WelfareGrant = typeof welfareGrants.$inferSelect;

/** Adds whole months in UTC (the plan's end keeps the day of the month where it exists). */
function addMonths(at: Date, months: number): Date {
  const end = new Date(at);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export class WelfareService {
  private readonly deps: WelfareDeps;
  /** The clock of the member's reads; tests move it. */
  clock: () => Date = () => new Date();

  constructor(deps: WelfareDeps) {
    this.deps = deps;
  }

  /** Whether a level rise from `fromLevel` to `level` is the first reaching of VIP. */
  static isFirstVip(fromLevel: number, level: number): boolean {
    return fromLevel < VIP_LEVEL && level >= VIP_LEVEL;
  }

  /**
   * Grants the welfare to a member who reached `level`, in the caller's transaction; answers the
   * grant, or null when the member already had it.
   */
  async grant(tx: Tx, memberId: number, level: number, at: Date): Promise<WelfareGrant | null> {
    // The grant row comes first: a racing grant for the same member waits here and then finds it.
    const [claimed] = await tx
      .insert(welfareGrants)
      .values({ memberId, level, voucherMinor: 0, beansMinor: 0, grantedAt: at })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return null;
    const rules = await this.deps.settings.get(tx, 'vipWelfare');
    const key = `welfare:vip:${memberId}`;
    const couponId =
      rules.couponTemplateId > 0
        ? (
            await this.deps.coupons.issue(
              tx,
              { memberId, templateId: rules.couponTemplateId, reason: 'welfare', key },
              at,
            )
          ).couponId
        : null;
    const gift = async (
      part: string,
      kind: 'SYSTEM_GIFT' | 'BEANS_PAC_GIFT',
      asset: 'VOUCHER' | 'BEANS',
      amount: number,
    ) => {
      if (amount <= 0) return;
      await this.deps.ledger.transfer(tx, {
        idempotencyKey: `${key}:${part}`,
        kind,
        reference: key,
        legs: [{ from: { system: 'ISSUANCE' }, to: { memberId }, asset, amountMinor: amount }],
      });
    };
    await gift('voucher', 'SYSTEM_GIFT', 'VOUCHER', rules.voucherMinor);
    await gift('beans', 'BEANS_PAC_GIFT', 'BEANS', rules.beansMinor);
    if (rules.healthPlanMonths > 0) {
      await tx
        .insert(memberBenefits)
        .values({
          memberId,
          kind: 'health_plan',
          grantKey: `${key}:health_plan`,
          startsAt: at,
          endsAt: addMonths(at, rules.healthPlanMonths),
        })
        .onConflictDoNothing({ target: memberBenefits.grantKey });
    }
    const [granted] = await tx
      .update(welfareGrants)
      .set({ couponId, voucherMinor: rules.voucherMinor, beansMinor: rules.beansMinor })
      .where(eq(welfareGrants.memberId, memberId))
      .returning();
    return granted ?? null;
  }

  /** What the member got as VIP welfare, or that they are not VIP (or not granted) yet. */
  async mine(db: DbOrTx, memberId: number, level: number, locale: Locale): Promise<WelfareMine> {
    const now = this.clock();
    const [grant] = await db.select().from(welfareGrants).where(eq(welfareGrants.memberId, memberId));
    const isVip = level >= VIP_LEVEL;
    if (!grant) return { level, isVip, grantedAt: null, coupon: null, voucher: null, beans: null, healthPlan: null };
    const [plan] = await db
      .select()
      .from(memberBenefits)
      .where(eq(memberBenefits.grantKey, `welfare:vip:${memberId}:health_plan`));
    const coupon = grant.couponId
      ? await this.deps.coupons.viewOf(db, memberId, grant.couponId, locale, now)
      : undefined;
    return {
      level,
      isVip,
      grantedAt: grant.grantedAt.toISOString(),
      coupon: coupon
        ? {
            id: coupon.id,
            name: coupon.name,
            amount: coupon.amount,
            threshold: coupon.threshold,
            state: coupon.state,
            validTo: coupon.validTo,
          }
        : null,
      voucher: grant.voucherMinor > 0 ? formatMinor(grant.voucherMinor) : null,
      beans: grant.beansMinor > 0 ? formatMinor(grant.beansMinor) : null,
      healthPlan: plan
        ? {
            startsAt: plan.startsAt.toISOString(),
            endsAt: plan.endsAt.toISOString(),
            isActive: plan.endsAt.getTime() > now.getTime(),
          }
        : null,
    };
  }
}
