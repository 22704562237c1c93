// Members claiming coupons themselves. Both limits are taken by conditional writes inside the claim's
// transaction: the member's count by an upsert that only increments below the per-member limit, the
// template's by an UPDATE that only increments below the total. Of any number of claims racing for
// the last units exactly as many succeed as remain; a refused limit rolls the whole claim back.
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { formatMinor, pickText, type ClaimableCouponView, type CouponView } from '@mall/contracts';
import type { Locale, MessageId } from '@mall/i18n';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { memberTable as members } from '../member/index.ts';
import { couponClaims, couponTemplates, memberCoupons } from './coupon.schema.ts';
import { couponView, type CouponService } from './coupon.service.ts';

type TemplateRow = typeof couponTemplates.$inferSelect;

function refuse(message: MessageId, kind: string, values?: Record<string, string>): AppError {
  return new AppError('CONFLICT', message, values, kind);
}

/** Claimable now: active, approved, offered for claiming, its window not over and not claimed out. */
function openNow(now: Date) {
  return and(
    eq(couponTemplates.claimable, true),
    eq(couponTemplates.isActive, true),
    eq(couponTemplates.approval, 'approved'),
    or(isNull(couponTemplates.validTo), gt(couponTemplates.validTo, now)),
    or(eq(couponTemplates.totalLimit, 0), sql`${couponTemplates.claimedCount} < ${couponTemplates.totalLimit}`),
  );
}

function claimableView(row: TemplateRow, claimed: number, locale: Locale): ClaimableCouponView {
  return {
    templateId: row.id,
    name: pickText(row.name, locale),
    kind: row.kind,
    amount: formatMinor(row.amountMinor),
    percent: row.percent,
    threshold: formatMinor(row.thresholdMinor),
    cap: formatMinor(row.capMinor),
    productId: row.productId,
    categoryId: row.categoryId,
    brandId: row.brandId,
    minLevel: row.minLevel,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    validDays: row.validDays,
    remaining: row.totalLimit === 0 ? null : row.totalLimit - row.claimedCount,
    claimed,
    perMemberLimit: row.perMemberLimit === 0 ? null : row.perMemberLimit,
  };
}

export class CouponClaims {
  private readonly coupons: CouponService;

  constructor(coupons: CouponService) {
    this.coupons = coupons;
  }

  /** The templates this member may claim now, soonest ending first. */
  async available(db: DbOrTx, memberId: number, locale: Locale, now: Date): Promise<ClaimableCouponView[]> {
    const [member] = await db.select({ level: members.level }).from(members).where(eq(members.id, memberId));
    const rows = await db
      .select({ template: couponTemplates, claimed: sql<number>`coalesce(${couponClaims.claimed}, 0)` })
      .from(couponTemplates)
      .leftJoin(couponClaims, and(eq(couponClaims.templateId, couponTemplates.id), eq(couponClaims.memberId, memberId)))
      .where(and(openNow(now), sql`${couponTemplates.minLevel} <= ${member?.level ?? 1}`))
      .orderBy(asc(couponTemplates.validTo), asc(couponTemplates.id));
    return rows
      .filter(({ template, claimed }) => template.perMemberLimit === 0 || claimed < template.perMemberLimit)
      .map(({ template, claimed }) => claimableView(template, claimed, locale));
  }

  /**
   * Claims one coupon of the template for the member. With `idempotencyKey` a resend answers the
   * first claim's coupon without taking the limits again; the coupon is inserted first so a racing
   * resend waits on its key and counts nothing.
   */
  async claim(
    tx: Tx,
    memberId: number,
    input: { templateId: number; idempotencyKey?: string | undefined },
    locale: Locale,
    now: Date,
  ): Promise<{ coupon: CouponView; created: boolean }> {
    const key = `claim:${memberId}:${input.idempotencyKey ?? `${input.templateId}:${crypto.randomUUID()}`}`;
    const [first] = await tx.select().from(memberCoupons).where(eq(memberCoupons.issueKey, key));
    if (first) return this.replay(first, input.templateId, locale, now);
    const template = await this.open(tx, memberId, input.templateId, now);
    const issued = await this.coupons.issue(tx, { memberId, templateId: template.id, reason: 'claim', key }, now);
    if (!issued.created) {
      const [raced] = await tx.select().from(memberCoupons).where(eq(memberCoupons.issueKey, key));
      return this.replay(raced!, input.templateId, locale, now);
    }
    await this.takeMemberLimit(tx, memberId, template, now);
    await this.takeTotal(tx, template.id, now);
    const coupon = await this.coupons.viewOf(tx, memberId, issued.couponId, locale, now);
    return { coupon: coupon!, created: true };
  }

  private replay(row: typeof memberCoupons.$inferSelect, templateId: number, locale: Locale, now: Date) {
    if (row.templateId !== templateId) {
      const key = row.issueKey.split(':').slice(2).join(':');
      throw refuse('error.IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_REUSED', { key });
    }
    return { coupon: couponView(row, locale, now), created: false };
  }

  /** Members' claims for the back office, latest first. */
  async claimsPage(db: DbOrTx, query: { templateId?: number | undefined; pageNum: number; pageSize: number }) {
    const where = query.templateId === undefined ? undefined : eq(couponClaims.templateId, query.templateId);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(couponClaims)
        .where(where)
        .orderBy(desc(couponClaims.lastClaimedAt))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      db.$count(couponClaims, where),
    ]);
    return {
      list: rows.map((row) => ({ ...row, lastClaimedAt: row.lastClaimedAt.toISOString() })),
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      total,
      hasMore: query.pageNum * query.pageSize < total,
    };
  }

  /** The template if this member may claim it now: offered, in its window and at the member's level. */
  private async open(tx: Tx, memberId: number, templateId: number, now: Date): Promise<TemplateRow> {
    const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, templateId));
    if (!template?.claimable || !template.isActive || template.approval !== 'approved')
      throw new AppError('NOT_FOUND', 'coupon.templateNotFound', undefined, 'COUPON_NOT_FOUND');
    if (template.validTo && template.validTo.getTime() <= now.getTime())
      throw refuse('coupon.claimEnded', 'COUPON_CLAIM_ENDED');
    const [member] = await tx.select({ level: members.level }).from(members).where(eq(members.id, memberId));
    if ((member?.level ?? 1) < template.minLevel) {
      throw new AppError('FORBIDDEN', 'coupon.levelTooLow', undefined, 'COUPON_LEVEL_TOO_LOW');
    }
    return template;
  }

  /** One more claim for this member, only while under the template's per-member limit. */
  private async takeMemberLimit(tx: Tx, memberId: number, template: TemplateRow, now: Date): Promise<void> {
    const limit = template.perMemberLimit;
    const taken = await tx
      .insert(couponClaims)
      .values({ memberId, templateId: template.id, claimed: 1, lastClaimedAt: now })
      .onConflictDoUpdate({
        target: [couponClaims.memberId, couponClaims.templateId],
        set: { claimed: sql`${couponClaims.claimed} + 1`, lastClaimedAt: now },
        setWhere: sql`${limit} = 0 or ${couponClaims.claimed} < ${limit}`,
      })
      .returning({ claimed: couponClaims.claimed });
    if (taken.length === 0) throw refuse('coupon.claimLimit', 'COUPON_CLAIM_LIMIT');
  }

  /** One more of the template's total, only while under it; the hot row is locked last, for the least time. */
  private async takeTotal(tx: Tx, templateId: number, now: Date): Promise<void> {
    const taken = await tx
      .update(couponTemplates)
      .set({ claimedCount: sql`${couponTemplates.claimedCount} + 1` })
      .where(and(eq(couponTemplates.id, templateId), openNow(now)))
      .returning({ claimedCount: couponTemplates.claimedCount });
    if (taken.length === 0) throw refuse('coupon.claimedOut', 'COUPON_CLAIMED_OUT');
  }
}
