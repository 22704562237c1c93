// The back office's coupon templates: list, save (create or change), delete a template never issued,
// through the table engine (db/crud.ts).
// A template worth more than the settings allow is saved pending, for a finance operator to approve.
import { asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { formatMinor, parseMinor, type ParsedBodyOf, type ResultOf, type adminCoupon } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { crudList, crudRemove, crudSave, type Change, type CrudTable } from '../../db/crud.ts';
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
    brandId: input.brandId,
    isActive: input.isActive,
    claimable: input.claimable,
    perMemberLimit: input.perMemberLimit,
    totalLimit: input.totalLimit,
    minLevel: input.minLevel,
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
    brandId: row.brandId,
    isActive: row.isActive,
    issuedCount: row.issuedCount,
    claimable: row.claimable,
    perMemberLimit: row.perMemberLimit,
    totalLimit: row.totalLimit,
    minLevel: row.minLevel,
    claimedCount: row.claimedCount,
    approval: row.approval,
    proposedBy: row.proposedBy,
  };
}

/** Who saves a template, and above what value (minor units) it must wait for finance. */
export interface TemplateAuthor {
  operatorId: number;
  approvalMinor: number;
}

/**
 * The templates as a back-office table for the engine (db/crud.ts). A save's columns depend on its
 * author: terms worth more than the limit wait for finance, a change of an approved one included;
 * the server's own saves (demo data, author null) are approved.
 */
export const templateTable: CrudTable<TemplateView, TemplateInput, void, TemplateAuthor | null> = {
  table: couponTemplates,
  async rows(db, _read, id) {
    const rows = await db
      .select({ ...getTableColumns(couponTemplates), issuedCount })
      .from(couponTemplates)
      .where(id === undefined ? undefined : eq(couponTemplates.id, id))
      .orderBy(desc(couponTemplates.id));
    return rows.map(toView);
  },
  values(_tx, input, author) {
    const terms = columnsOf(input);
    const valueMinor = couponValueMinor(terms);
    const isOverLimit = author !== null && (valueMinor === null || valueMinor > author.approvalMinor);
    return {
      ...terms,
      approval: isOverLimit ? ('pending' as const) : ('approved' as const),
      proposedBy: author?.operatorId ?? null,
      proposedAt: new Date(),
      approvedBy: null,
    };
  },
  async checkDelete(tx, id) {
    // Issued coupons keep pointing at their template: those are deactivated, never deleted.
    if ((await tx.$count(memberCoupons, eq(memberCoupons.templateId, id))) > 0)
      throw new AppError('CONFLICT', 'coupon.templateIssued', undefined, 'IN_USE');
  },
  messages: { notFound: 'coupon.templateNotFound', inUse: 'coupon.templateIssued' },
};

export class CouponTemplateAdmin {
  /** Every template, newest first, or only the one with `id`. */
  async list(db: DbOrTx, id?: number): Promise<TemplateView[]> {
    return id === undefined ? crudList(db, templateTable, undefined) : templateTable.rows(db, undefined, id);
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

  /** Creates or changes a template, saved by `author` (an operator) or by the server (null). */
  async save(tx: Tx, input: TemplateInput, author: TemplateAuthor | null = null): Promise<Change<TemplateView>> {
    return crudSave(tx, templateTable, undefined, input, author);
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
    return crudRemove(tx, templateTable, undefined, id);
  }
}
