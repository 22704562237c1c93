// An operator's grant of one template to a list of members (mobiles or ids). The grant is recorded
// first; each target is then issued in its own transaction through the operator's issue rules
// (approvals, daily totals), keyed `grant:<grant>:<member>`, and counted done or failed with its
// reason, so the back office shows the progress and a rerun issues nothing twice.
import { desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { memberTable as members } from '../member/index.ts';
import type { CouponApprovals } from './coupon.approvals.ts';
import { couponGrants, couponTemplates } from './coupon.schema.ts';

type GrantRow = typeof couponGrants.$inferSelect;
export const GRANT_MAX_TARGETS = 1_000;

export function grantView(row: GrantRow) {
  return {
    id: row.id,
    templateId: row.templateId,
    requestedBy: row.requestedBy,
    total: row.total,
    done: row.done,
    failed: row.failed,
    failures: row.failures,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The targets as the operator typed them: one per line or comma, blanks and repeats dropped. */
export function parseTargets(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

export class CouponOperatorGrants {
  private readonly approvals: CouponApprovals;

  constructor(approvals: CouponApprovals) {
    this.approvals = approvals;
  }

  async create(tx: Tx, operatorId: number, templateId: number, targets: string[]): Promise<GrantRow> {
    const [template] = await tx
      .select({ id: couponTemplates.id })
      .from(couponTemplates)
      .where(eq(couponTemplates.id, templateId));
    if (!template) throw new AppError('NOT_FOUND', 'coupon.templateNotFound');
    const [row] = await tx
      .insert(couponGrants)
      .values({ templateId, requestedBy: operatorId, targets, total: targets.length })
      .returning();
    return row!;
  }

  /**
   * Issues the grant's coupon to one target and counts it; a failure (no such member, a refused
   * issue) is counted with its reason instead of stopping the grant.
   */
  async grantOne(tx: Tx, grant: GrantRow, target: string, operatorId: number, now: Date) {
    const memberId = await this.memberOf(tx, target);
    if (memberId === null)
      return this.count(tx, grant.id, { target, reason: translate('en_US', 'coupon.grantNoMember') });
    try {
      const key = `grant:${grant.id}:${memberId}`;
      // A savepoint: a refused issue is undone alone and counted, the grant goes on.
      const { issue } = await tx.transaction((inner) =>
        this.approvals.issue(inner, { operatorId }, { memberId, templateId: grant.templateId, key }, now),
      );
      await this.count(tx, grant.id, null);
      return issue;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return this.count(tx, grant.id, { target, reason: translate('en_US', error.messageId, error.values) });
    }
  }

  async finish(db: DbOrTx, id: number, now: Date) {
    const [row] = await db
      .update(couponGrants)
      .set({ status: 'finished', finishedAt: now })
      .where(eq(couponGrants.id, id))
      .returning();
    return grantView(row!);
  }

  async list(db: DbOrTx) {
    const rows = await db.select().from(couponGrants).orderBy(desc(couponGrants.id)).limit(100);
    return rows.map(grantView);
  }

  private async memberOf(tx: Tx, target: string): Promise<number | null> {
    const id = /^\d{1,9}$/.test(target) ? Number(target) : -1;
    const [row] = await tx
      .select({ id: members.id })
      .from(members)
      .where(or(eq(members.id, id), eq(members.mobile, target)));
    return row?.id ?? null;
  }

  private async count(tx: Tx, id: number, failure: { target: string; reason: string } | null) {
    await tx
      .update(couponGrants)
      .set(
        failure
          ? {
              failed: sql`${couponGrants.failed} + 1`,
              failures: sql`${couponGrants.failures} || ${JSON.stringify([failure])}::jsonb`,
            }
          : { done: sql`${couponGrants.done} + 1` },
      )
      .where(eq(couponGrants.id, id));
    return null;
  }
}
