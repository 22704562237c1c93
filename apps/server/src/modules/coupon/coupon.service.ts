// Members' coupons: what checkout asks (quote, the picker's list, reserve, release, consume), the
// member's own list, and issuing. A coupon is held by at most one order: reserving is one
// conditional UPDATE, so of concurrent orders exactly one gets it.
import { and, count, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { formatMinor, pickText, type CouponRefusal, type CouponView } from '@mall/contracts';
import type { Locale, MessageId } from '@mall/i18n';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { memberTable as members } from '../member/index.ts';
import { evaluate, timeRefusal, type EligibleLine, type HeldCoupon } from './coupon.rules.ts';
import { couponTemplates, memberCoupons } from './coupon.schema.ts';

const DAY_MS = 86_400_000;

export type CouponTab = 'unused' | 'used' | 'expired';
type CouponRow = typeof memberCoupons.$inferSelect;

export interface UsableCoupon {
  coupon: CouponView;
  applicable: boolean;
  discountMinor: number;
  refusal: CouponRefusal | null;
  /** The refusal as a message, for the caller's language. */
  whyNot: { id: MessageId; values: Record<string, string> } | null;
}

export interface IssueInput {
  memberId: number;
  templateId: number;
  /** Why it is issued (welfare, birthday, firstOrder, operator). */
  reason: string;
  /** Idempotency: the same key issues one coupon, e.g. `welfare:vip:<memberId>`. */
  key: string;
}

export function refusalMessage(refusal: CouponRefusal, thresholdMinor: number) {
  return { id: `coupon.${refusal}` as MessageId, values: { threshold: formatMinor(thresholdMinor) } };
}

function refusalError(refusal: CouponRefusal, thresholdMinor: number): AppError {
  const message = refusalMessage(refusal, thresholdMinor);
  return new AppError('CONFLICT', message.id, message.values, 'COUPON_UNUSABLE');
}

function notYours(): AppError {
  return new AppError('NOT_FOUND', 'coupon.notYours', undefined, 'COUPON_NOT_FOUND');
}

export function couponView(row: CouponRow, locale: Locale, now: Date): CouponView {
  const expired = row.state === 'unused' && row.validTo.getTime() <= now.getTime();
  return {
    id: row.id,
    name: pickText(row.name, locale),
    kind: row.kind,
    amount: formatMinor(row.amountMinor),
    percent: row.percent,
    threshold: formatMinor(row.thresholdMinor),
    cap: formatMinor(row.capMinor),
    productId: row.productId,
    categoryId: row.categoryId,
    brandId: row.brandId,
    state: expired ? 'expired' : row.state,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
  };
}

function tabFilter(tab: CouponTab, now: Date): SQL | undefined {
  if (tab === 'used') return eq(memberCoupons.state, 'used');
  if (tab === 'expired') return and(eq(memberCoupons.state, 'unused'), lte(memberCoupons.validTo, now));
  return and(inArray(memberCoupons.state, ['unused', 'reserved']), gt(memberCoupons.validTo, now));
}

export class CouponService {
  /** The clock reads of the shopper calls; tests move it. */
  clock: () => Date = () => new Date();

  async myPage(
    db: DbOrTx,
    memberId: number,
    locale: Locale,
    query: { tab: CouponTab; pageNum: number; pageSize: number },
  ) {
    const now = this.clock();
    const where = and(eq(memberCoupons.memberId, memberId), tabFilter(query.tab, now));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(memberCoupons)
        .where(where)
        .orderBy(desc(memberCoupons.issuedAt), desc(memberCoupons.id))
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      db.select({ n: count() }).from(memberCoupons).where(where),
    ]);
    const totalCount = total?.n ?? 0;
    return {
      list: rows.map((row) => couponView(row, locale, now)),
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      total: totalCount,
      hasMore: query.pageNum * query.pageSize < totalCount,
    };
  }

  /**
   * What the member's coupon takes off these lines (and, free shipping, off `shippingMinor`, the
   * order's fee without it); refuses with the reason in the caller's language.
   */
  async quote(
    db: DbOrTx,
    memberId: number,
    couponId: number,
    lines: readonly EligibleLine[],
    now: Date,
    shippingMinor = 0,
  ) {
    const coupon = await this.held(db, memberId, couponId);
    const outcome = evaluate(coupon, lines, now, shippingMinor);
    if (!outcome.applicable) throw refusalError(outcome.refusal, outcome.thresholdMinor);
    return { couponId, discountMinor: outcome.discountMinor };
  }

  /** The member's unused coupons valid now, each with whether it applies to the lines; applicable first, largest discount first. */
  async usableFor(
    db: DbOrTx,
    memberId: number,
    lines: readonly EligibleLine[],
    now: Date,
    locale: Locale,
    shippingMinor = 0,
  ): Promise<UsableCoupon[]> {
    const rows = await db
      .select()
      .from(memberCoupons)
      .where(
        and(
          eq(memberCoupons.memberId, memberId),
          eq(memberCoupons.state, 'unused'),
          gt(memberCoupons.validTo, now),
          lte(memberCoupons.validFrom, now),
        ),
      )
      .orderBy(memberCoupons.validTo, memberCoupons.id);
    const usable = rows.map((row): UsableCoupon => {
      const outcome = evaluate(row, lines, now, shippingMinor);
      const coupon = couponView(row, locale, now);
      if (outcome.applicable)
        return { coupon, applicable: true, discountMinor: outcome.discountMinor, refusal: null, whyNot: null };
      const whyNot = refusalMessage(outcome.refusal, outcome.thresholdMinor);
      return { coupon, applicable: false, discountMinor: 0, refusal: outcome.refusal, whyNot };
    });
    return usable.sort((a, b) => Number(b.applicable) - Number(a.applicable) || b.discountMinor - a.discountMinor);
  }

  /**
   * Holds the coupon for one order. The UPDATE's condition is the rule: only an unused coupon of
   * this member, valid now, changes; of concurrent orders one gets the row, the others see it
   * reserved and are refused.
   */
  async reserve(tx: Tx, memberId: number, couponId: number, orderRef: string, now: Date): Promise<void> {
    const taken = await tx
      .update(memberCoupons)
      .set({ state: 'reserved', orderRef })
      .where(
        and(
          eq(memberCoupons.id, couponId),
          eq(memberCoupons.memberId, memberId),
          eq(memberCoupons.state, 'unused'),
          lte(memberCoupons.validFrom, now),
          gt(memberCoupons.validTo, now),
        ),
      )
      .returning({ id: memberCoupons.id });
    if (taken.length > 0) return;
    const coupon = await this.held(tx, memberId, couponId);
    throw refusalError(timeRefusal(coupon, now) ?? 'used', coupon.thresholdMinor);
  }

  /** Gives the order's coupon back (order cancelled or closed unpaid); answers whether one was held. */
  async release(tx: Tx, orderRef: string): Promise<boolean> {
    const released = await tx
      .update(memberCoupons)
      .set({ state: 'unused', orderRef: null })
      .where(and(eq(memberCoupons.orderRef, orderRef), eq(memberCoupons.state, 'reserved')))
      .returning({ id: memberCoupons.id });
    return released.length > 0;
  }

  /** Gives back the coupon of a paid order that was cancelled: usable again until it expires. */
  async giveBack(tx: Tx, orderRef: string): Promise<boolean> {
    const restored = await tx
      .update(memberCoupons)
      .set({ state: 'unused', orderRef: null, usedAt: null })
      .where(and(eq(memberCoupons.orderRef, orderRef), eq(memberCoupons.state, 'used')))
      .returning({ id: memberCoupons.id });
    return restored.length > 0;
  }

  /** Marks the order's coupon used (order paid); answers whether one was held. Repeating it changes nothing. */
  async consume(tx: Tx, orderRef: string, now: Date): Promise<boolean> {
    const used = await tx
      .update(memberCoupons)
      .set({ state: 'used', usedAt: now })
      .where(and(eq(memberCoupons.orderRef, orderRef), eq(memberCoupons.state, 'reserved')))
      .returning({ id: memberCoupons.id });
    return used.length > 0;
  }

  /** Issues a coupon of an active template, once per key: a repeated key answers the first coupon. */
  async issue(tx: Tx, input: IssueInput, now: Date): Promise<{ couponId: number; created: boolean }> {
    const [existing] = await this.byKey(tx, input.key);
    if (existing) return existing;
    const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, input.templateId));
    if (!template) throw new AppError('NOT_FOUND', 'coupon.templateNotFound');
    if (template.approval !== 'approved') {
      throw new AppError('CONFLICT', 'error.COUPON_NOT_APPROVED', undefined, 'COUPON_NOT_APPROVED');
    }
    if (!template.isActive) throw new AppError('CONFLICT', 'coupon.templateInactive');
    if ((await tx.$count(members, eq(members.id, input.memberId))) === 0)
      throw new AppError('NOT_FOUND', 'error.NOT_FOUND');
    const validFrom = template.validFrom ?? now;
    const validTo = template.validTo ?? new Date(now.getTime() + (template.validDays ?? 0) * DAY_MS);
    const [row] = await tx
      .insert(memberCoupons)
      .values({
        memberId: input.memberId,
        templateId: template.id,
        issueKey: input.key,
        reason: input.reason,
        name: template.name,
        kind: template.kind,
        amountMinor: template.amountMinor,
        percent: template.percent,
        thresholdMinor: template.thresholdMinor,
        capMinor: template.capMinor,
        productId: template.productId,
        categoryId: template.categoryId,
        brandId: template.brandId,
        validFrom,
        validTo,
        issuedAt: now,
      })
      .onConflictDoNothing({ target: memberCoupons.issueKey })
      .returning({ id: memberCoupons.id });
    if (row) return { couponId: row.id, created: true };
    // A concurrent issue with the same key won: answer its coupon.
    const [raced] = await this.byKey(tx, input.key);
    if (!raced) throw new AppError('CONFLICT');
    return raced;
  }

  /** One of the member's coupons as they see it; undefined when it is not theirs. */
  async viewOf(db: DbOrTx, memberId: number, couponId: number, locale: Locale, now: Date) {
    const [row] = await db
      .select()
      .from(memberCoupons)
      .where(and(eq(memberCoupons.id, couponId), eq(memberCoupons.memberId, memberId)));
    return row ? couponView(row, locale, now) : undefined;
  }

  private byKey(db: DbOrTx, key: string) {
    return db
      .select({ couponId: memberCoupons.id, created: sql<boolean>`false` })
      .from(memberCoupons)
      .where(eq(memberCoupons.issueKey, key));
  }

  private async held(db: DbOrTx, memberId: number, couponId: number): Promise<HeldCoupon> {
    const [row] = await db
      .select()
      .from(memberCoupons)
      .where(and(eq(memberCoupons.id, couponId), eq(memberCoupons.memberId, memberId)));
    if (!row) throw notYours();
    return row;
  }
}
