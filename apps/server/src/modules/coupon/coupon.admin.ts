// The back office's coupon templates: list, save (create or change), delete a template never issued.
// A template worth more than the settings allow is saved pending, for a finance operator to approve.
import { asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { formatMinor, parseMinor, type ParsedBodyOf, type ResultOf, type adminCoupon } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import { couponValueMinor } from './coupon.rules.ts';
import { couponTemplates, memberCoupons } from './coupon.schema.ts';

export type TemplateInput = ParsedBodyOf<typeof adminCoupon.template.save>;
export type TemplateView = ResultOf<typeof adminCoupon.template.save>;

function fail(path: string, message: string): never {
  throw new ValidationFailure([{ code: 'custom', path: [path], message }]);
}

function minorOf(path: string, amount: string): number {
  const minor = parseMinor(amount);
  if (minor === null || minor < 0) fail(path, 'validation.invalid');
  return minor;
}

/** The input's columns, its kind's terms checked: an amount off needs an amount, a percent off a percentage. */
function columnsOf(input: TemplateInput) {
  const amountMinor = input.kind === 'amountOff' ? minorOf('amount', input.amount) : 0;
  const percent = input.kind === 'percentOff' ? input.percent : 0;
  if (input.kind === 'amountOff' && amountMinor === 0) fail('amount', 'validation.required');
  if (input.kind === 'percentOff' && percent === 0) fail('percent', 'validation.required');
  const fixed = input.validFrom !== null || input.validTo !== null;
  if (fixed && (input.validFrom === null || input.validTo === null)) fail('validTo', 'validation.required');
  if (fixed && Date.parse(input.validFrom!) >= Date.parse(input.validTo!)) fail('validTo', 'validation.invalid');
  if (!fixed && input.validDays === null) fail('validDays', 'validation.required');
  return {
    name: input.name,
    kind: input.kind,
    amountMinor,
    percent,
    thresholdMinor: minorOf('threshold', input.threshold),
    capMinor: input.kind === 'percentOff' ? minorOf('cap', input.cap) : 0,
    validFrom: fixed ? new Date(input.validFrom!) : null,
    validTo: fixed ? new Date(input.validTo!) : null,
    validDays: fixed ? null : input.validDays,
    productId: input.productId,
    categoryId: input.categoryId,
    isActive: input.isActive,
  };
}

const issuedCount = sql<number>`(select count(*)::int from member_coupons c where c.template_id = coupon_templates.id)`;

function toView(row: typeof couponTemplates.$inferSelect & { issuedCount: number }): TemplateView {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    amount: formatMinor(row.amountMinor),
    percent: row.percent,
    threshold: formatMinor(row.thresholdMinor),
    cap: formatMinor(row.capMinor),
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    validDays: row.validDays,
    productId: row.productId,
    categoryId: row.categoryId,
    isActive: row.isActive,
    issuedCount: row.issuedCount,
    approval: row.approval,
    proposedBy: row.proposedBy,
  };
}

/** Who saves a template, and above what value (minor units) it must wait for finance. */
export interface TemplateAuthor {
  operatorId: number;
  approvalMinor: number;
}

export class CouponTemplateAdmin {
  async list(db: DbOrTx, id?: number): Promise<TemplateView[]> {
    const rows = await db
      .select({ ...getTableColumns(couponTemplates), issuedCount })
      .from(couponTemplates)
      .where(id === undefined ? undefined : eq(couponTemplates.id, id))
      .orderBy(desc(couponTemplates.id));
    return rows.map(toView);
  }

  /** Templates waiting for a finance operator, oldest first. */
  async pending(db: DbOrTx): Promise<TemplateView[]> {
    const rows = await db
      .select({ ...getTableColumns(couponTemplates), issuedCount })
      .from(couponTemplates)
      .where(eq(couponTemplates.approval, 'pending'))
      .orderBy(asc(couponTemplates.proposedAt));
    return rows.map(toView);
  }

  /**
   * Creates or changes a template. Saved by an operator (`author`), terms worth more than the
   * limit wait for finance, a change of an approved template included; the server's own saves
   * (demo data) are approved.
   */
  async save(
    tx: Tx,
    input: TemplateInput,
    author: TemplateAuthor | null = null,
  ): Promise<{ before: TemplateView | null; after: TemplateView }> {
    const terms = columnsOf(input);
    const valueMinor = couponValueMinor(terms);
    const isOverLimit = author !== null && (valueMinor === null || valueMinor > author.approvalMinor);
    const values = {
      ...terms,
      approval: isOverLimit ? ('pending' as const) : ('approved' as const),
      proposedBy: author?.operatorId ?? null,
      proposedAt: new Date(),
      approvedBy: null,
    };
    let before: TemplateView | null = null;
    let id = input.id;
    if (id === undefined) {
      const [row] = await tx.insert(couponTemplates).values(values).returning({ id: couponTemplates.id });
      id = row!.id;
    } else {
      [before = null] = await this.list(tx, id);
      if (!before) throw new AppError('NOT_FOUND', 'coupon.templateNotFound');
      await tx.update(couponTemplates).set(values).where(eq(couponTemplates.id, id));
    }
    const [after] = await this.list(tx, id);
    return { before, after: after! };
  }

  /** Sets a pending template's approval in one conditional update; null when it matched nothing. */
  async decide(tx: Tx, id: number, change: SQL, where: SQL): Promise<TemplateView | null> {
    const [row] = await tx
      .execute<{ id: number }>(
        sql`
      update coupon_templates set ${change} where id = ${id} and approval = 'pending' and ${where} returning id`,
      )
      .then((result) => result.rows);
    if (!row) return null;
    const [view] = await this.list(tx, id);
    return view!;
  }

  /** Deletes a template no coupon was issued from; issued ones are deactivated instead. */
  async remove(tx: Tx, id: number): Promise<TemplateView> {
    const [before] = await this.list(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'coupon.templateNotFound');
    if ((await tx.$count(memberCoupons, eq(memberCoupons.templateId, id))) > 0)
      throw new AppError('CONFLICT', 'coupon.templateIssued', undefined, 'IN_USE');
    await tx.delete(couponTemplates).where(eq(couponTemplates.id, id));
    return before;
  }
}
