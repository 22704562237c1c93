// Coupon value is money. An operator's issues are recorded with their value; once the operator's
// issues today (this one included) are worth more than the settings' daily total, each further
// issue waits for a second operator with the finance role, as large templates do. The deciding
// updates carry the two-person condition, so racing approvals issue once and never the requester's.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { formatMinor, type ParsedBodyOf, type adminCoupon } from '@mall/contracts';
import { approvalRefusal, approverUnlinked, operatorNameOf } from '../../db/approval-links.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { approvalRefusals, twoPerson } from '../../db/two-person.ts';
import { AppError } from '../../lib/errors.ts';
import { memberTable as members } from '../member/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { CouponTemplateAdmin, TemplateInput } from './coupon.admin.ts';
import { couponValueMinor } from './coupon.rules.ts';
import { couponIssues, couponTemplates } from './coupon.schema.ts';
import type { CouponService } from './coupon.service.ts';

type IssueRow = typeof couponIssues.$inferSelect;
type Actor = { operatorId: number };
export type OperatorIssueInput = ParsedBodyOf<typeof adminCoupon.issue>;

/** An issue past the day's total waits for a finance operator other than its requester, not linked to them. */
const issueApproval = twoPerson({
  table: 'coupon_issues',
  key: 'id',
  proposer: 'requested_by',
  proposedAt: 'created_at',
  approver: 'decided_by',
  pending: sql`status = 'pending'`,
  refusals: approvalRefusals,
});

/** First key of the advisory lock that serialises one operator's issues while the day's total is summed. */
const ISSUE_LOCK_SPACE = 0x43504e49;

const requestedByName = operatorNameOf(couponIssues.requestedBy).as('requested_by_name');

function issueView(row: IssueRow, name: string | null = null) {
  return {
    id: row.id,
    memberId: row.memberId,
    templateId: row.templateId,
    value: row.valueMinor === null ? null : formatMinor(row.valueMinor),
    status: row.status,
    requestedBy: row.requestedBy,
    requestedByName: name,
    couponId: row.couponId,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface CouponApprovalDeps {
  settings: SettingsService;
  coupons: CouponService;
  templates: CouponTemplateAdmin;
}

export class CouponApprovals {
  private readonly deps: CouponApprovalDeps;

  constructor(deps: CouponApprovalDeps) {
    this.deps = deps;
  }

  /** An operator saves a template: above the settings' value it waits for finance. */
  async saveTemplate(tx: Tx, actor: Actor, input: TemplateInput) {
    const rules = await this.deps.settings.get(tx, 'couponRules');
    return this.deps.templates.save(tx, input, {
      operatorId: actor.operatorId,
      approvalMinor: rules.templateApprovalMinor,
    });
  }

  /** Issues at once within the operator's daily total; past it the issue waits for finance. */
  async issue(tx: Tx, actor: Actor, input: OperatorIssueInput, now: Date) {
    const issueKey = `operator:${input.memberId}:${input.templateId}:${input.key}`;
    // Held to commit: the operator's next issue sums today's total only once this one is in.
    await tx.execute(sql`select pg_advisory_xact_lock(${ISSUE_LOCK_SPACE}::int, ${actor.operatorId}::int)`);
    const [first] = await tx.select().from(couponIssues).where(eq(couponIssues.issueKey, issueKey));
    if (first) return { issue: issueView(first), created: false };
    const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, input.templateId));
    if (!template) throw new AppError('NOT_FOUND', 'coupon.templateNotFound');
    if (template.approval !== 'approved') {
      throw new AppError('CONFLICT', 'error.COUPON_NOT_APPROVED', undefined, 'COUPON_NOT_APPROVED');
    }
    if (!template.isActive) throw new AppError('CONFLICT', 'coupon.templateInactive');
    if ((await tx.$count(members, eq(members.id, input.memberId))) === 0) throw new AppError('NOT_FOUND');
    const { shippingFeeMinor } = await this.deps.settings.get(tx, 'orderRules');
    const valueMinor = couponValueMinor(template, shippingFeeMinor);
    const rules = await this.deps.settings.get(tx, 'couponRules');
    const today = await this.todaysIssues(tx, actor.operatorId);
    const isOver =
      valueMinor === null || today.hasUnbounded || today.totalMinor + valueMinor > rules.dailyIssueApprovalMinor;
    const [row] = await tx
      .insert(couponIssues)
      .values({ ...input, issueKey, valueMinor, status: 'pending', requestedBy: actor.operatorId })
      .returning();
    if (isOver) return { issue: issueView(row!), created: false };
    return { issue: await this.complete(tx, row!, now), created: true };
  }

  /** Templates and issues waiting for finance, oldest first. */
  async pending(db: DbOrTx) {
    const issues = await db
      .select({ row: couponIssues, name: requestedByName })
      .from(couponIssues)
      .where(eq(couponIssues.status, 'pending'))
      .orderBy(asc(couponIssues.id));
    return {
      templates: await this.deps.templates.pending(db),
      issues: issues.map(({ row, name }) => issueView(row, name)),
    };
  }

  /** A finance operator, not the template's author nor linked to them, approves it. */
  async approveTemplate(tx: Tx, actor: Actor, id: number) {
    const decided = await this.deps.templates.decide(
      tx,
      id,
      sql`approval = 'approved', approved_by = ${actor.operatorId}`,
      sql`proposed_by <> ${actor.operatorId} and ${approverUnlinked(actor.operatorId, sql`proposed_by`, sql`proposed_at`)}`,
    );
    return decided ?? this.templateRefusal(tx, actor, id);
  }

  /** A finance operator turns a pending template down: it is deactivated and cannot be issued. */
  async rejectTemplate(tx: Tx, actor: Actor, id: number) {
    const decided = await this.deps.templates.decide(tx, id, sql`approval = 'rejected', is_active = false`, sql`true`);
    return decided ?? this.templateRefusal(tx, { operatorId: -1 }, id);
  }

  /** A finance operator approves a pending issue: one conditional update claims it, so it issues once. */
  async approveIssue(tx: Tx, actor: Actor, id: number, now: Date) {
    const [claimed] = await tx
      .update(couponIssues)
      .set({ decidedBy: actor.operatorId, decidedAt: sql`now()` })
      .where(and(eq(couponIssues.id, id), issueApproval.mayDecide(actor.operatorId)))
      .returning();
    if (!claimed) throw await issueApproval.refusal(tx, id, actor.operatorId);
    return this.complete(tx, claimed, now);
  }

  /** A finance operator turns a pending issue down; the requester may withdraw their own. */
  async rejectIssue(tx: Tx, actor: Actor, id: number) {
    const [row] = await tx
      .update(couponIssues)
      .set({
        status: 'rejected',
        decidedBy: sql`nullif(${actor.operatorId}, ${couponIssues.requestedBy})`,
        decidedAt: sql`now()`,
      })
      .where(this.undecided(id))
      .returning();
    if (!row) throw await issueApproval.refusal(tx, id, -1);
    return issueView(row);
  }

  private undecided(id: number) {
    return and(eq(couponIssues.id, id), eq(couponIssues.status, 'pending'), isNull(couponIssues.decidedBy));
  }

  private async complete(tx: Tx, row: IssueRow, now: Date) {
    const { memberId, templateId, issueKey: key } = row;
    const issued = await this.deps.coupons.issue(tx, { memberId, templateId, reason: 'operator', key }, now);
    const [done] = await tx
      .update(couponIssues)
      .set({ status: 'issued', couponId: issued.couponId })
      .where(eq(couponIssues.id, row.id))
      .returning();
    return issueView(done!);
  }

  /** What one operator issued since midnight UTC, pending or issued; unbounded coupons flagged. */
  private async todaysIssues(tx: Tx, operatorId: number) {
    const result = await tx.execute<{ total: string; unbounded: boolean }>(sql`
      select coalesce(sum(value_minor), 0) as total, coalesce(bool_or(value_minor is null), false) as unbounded
        from coupon_issues
       where requested_by = ${operatorId} and status in ('pending', 'issued')
         and created_at >= (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`);
    const row = result.rows[0];
    return { totalMinor: Number(row?.total ?? 0), hasUnbounded: row?.unbounded === true };
  }

  private async templateRefusal(db: DbOrTx, actor: Actor, id: number): Promise<never> {
    const [row] = await db
      .select({ status: couponTemplates.approval, proposedBy: couponTemplates.proposedBy })
      .from(couponTemplates)
      .where(eq(couponTemplates.id, id));
    throw approvalRefusal(row && { status: row.status, proposedBy: row.proposedBy ?? 0 }, actor.operatorId);
  }
}
