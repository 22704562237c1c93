// The two-person rule on accounts: every role can approve something (admin: settings and
// adjustments, finance: adjustments and coupons, operator: refunds, identity: identities), so a
// new account or a new role is proposed by one admin and approved by another. Taking a role away
// or disabling an account is at once. With fewer than two admins nobody could approve: the first
// admins are made on the server (ADMIN_USERNAME at first start, `npm run operator:add`).
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { OperatorRole } from '@mall/contracts';
import { approvalRefusal, approverUnlinked, operatorNameOf } from '../../db/approval-links.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { operatorChanges, operators } from './operator.schema.ts';
import type { OperatorChange, OperatorService } from './operator.service.ts';

const isUniqueViolation = (error: unknown) =>
  ((error as { cause?: { code?: string } })?.cause ?? (error as { code?: string }))?.code === '23505';

type ChangeRow = typeof operatorChanges.$inferSelect;
type Actor = { operatorId: number; roles: readonly OperatorRole[] };
export type NewOperator = { username: string; displayName: string; password: string; roles: OperatorRole[] };

export function operatorChangeView(row: ChangeRow, proposedByName: string | null = null) {
  return {
    id: row.id,
    kind: row.kind,
    operatorId: row.operatorId,
    username: row.username,
    displayName: row.displayName,
    roles: row.roles as OperatorRole[],
    status: row.status,
    proposedBy: row.proposedBy,
    proposedByName,
    proposedAt: row.proposedAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export class OperatorChanges {
  private readonly operators: OperatorService;

  constructor(operators: OperatorService) {
    this.operators = operators;
  }

  /** Proposes a new account; it exists only once a second admin approves. */
  async proposeCreate(tx: Tx, actor: Actor, input: NewOperator) {
    await this.assertSecondAdminExists(tx);
    const [taken] = await tx.select({ id: operators.id }).from(operators).where(eq(operators.username, input.username));
    if (taken) throw new AppError('CONFLICT', 'error.OPERATOR_EXISTS');
    const row = await this.insert(tx, {
      kind: 'create',
      username: input.username,
      displayName: input.displayName,
      passwordHash: await hashPassword(input.password),
      roles: [...new Set(input.roles)],
      proposedBy: actor.operatorId,
    });
    return { operator: null, pendingChangeId: row.id, change: operatorChangeView(row) };
  }

  /**
   * Changes an account: a change that only takes away (fewer roles, disabled) is made at once; one
   * that adds a role is proposed for a second admin (a disable in the same edit still applies now).
   */
  async edit(tx: Tx, actor: Actor, id: number, change: OperatorChange) {
    const current = await this.operators.get(tx, id);
    const added = (change.roles ?? []).filter((role) => !current.roles.includes(role));
    if (added.length === 0) {
      const direct = await this.operators.update(tx, actor.operatorId, id, change);
      return { before: direct.before, after: direct.after, operator: direct.after, pendingChangeId: null };
    }
    await this.assertSecondAdminExists(tx);
    if (change.isDisabled !== undefined)
      await this.operators.update(tx, actor.operatorId, id, { isDisabled: change.isDisabled });
    const row = await this.insert(tx, {
      kind: 'grant',
      operatorId: id,
      username: current.username,
      displayName: current.displayName,
      roles: [...new Set(change.roles!)],
      proposedBy: actor.operatorId,
    });
    const proposed = { proposedRoles: row.roles, changeId: row.id };
    return { before: current, after: proposed, operator: null, pendingChangeId: row.id };
  }

  /** Open proposals, oldest first, with who made them. */
  async pending(db: DbOrTx) {
    const rows = await db
      .select({
        change: operatorChanges,
        proposedByName: operatorNameOf(operatorChanges.proposedBy),
      })
      .from(operatorChanges)
      .where(eq(operatorChanges.status, 'pending'))
      .orderBy(asc(operatorChanges.proposedAt));
    return rows.map((row) => operatorChangeView(row.change, row.proposedByName));
  }

  /**
   * A second admin approves: one conditional update claims the proposal, so of racing approvals
   * exactly one applies it, never the proposer's own nor one by an account the proposer made.
   */
  async approve(tx: Tx, actor: Actor, id: number) {
    const [row] = await tx
      .update(operatorChanges)
      .set({ status: 'approved', decidedBy: actor.operatorId, decidedAt: sql`now()` })
      .where(
        and(
          eq(operatorChanges.id, id),
          eq(operatorChanges.status, 'pending'),
          ne(operatorChanges.proposedBy, actor.operatorId),
          // Nobody approves a grant of roles to themselves.
          or(isNull(operatorChanges.operatorId), ne(operatorChanges.operatorId, actor.operatorId)),
          approverUnlinked(actor.operatorId, sql`${operatorChanges.proposedBy}`, sql`${operatorChanges.proposedAt}`),
        ),
      )
      .returning();
    if (!row) throw await this.whyNot(tx, actor, id);
    const grantedBy = { proposedBy: row.proposedBy, approvedBy: actor.operatorId };
    const roles = row.roles as OperatorRole[];
    if (row.kind === 'create') {
      const made = await this.operators.create(tx, { ...row, passwordHash: row.passwordHash!, roles }, grantedBy);
      await tx.update(operatorChanges).set({ operatorId: made.id }).where(eq(operatorChanges.id, id));
      return { change: operatorChangeView({ ...row, operatorId: made.id }), before: null, after: made };
    }
    const applied = await this.operators.update(tx, actor.operatorId, row.operatorId!, { roles });
    await this.operators.recordGrant(tx, row.operatorId!, roles, grantedBy);
    return { change: operatorChangeView(row), before: applied.before, after: applied.after };
  }

  /** Any admin may reject an open proposal; the proposer may so withdraw their own. */
  async reject(tx: Tx, actor: Actor, id: number) {
    const [row] = await tx
      .update(operatorChanges)
      .set({
        status: 'rejected',
        decidedBy: sql`nullif(${actor.operatorId}, ${operatorChanges.proposedBy})`,
        decidedAt: sql`now()`,
      })
      .where(and(eq(operatorChanges.id, id), eq(operatorChanges.status, 'pending')))
      .returning();
    if (!row) throw await this.whyNot(tx, { ...actor, operatorId: -1 }, id);
    return operatorChangeView(row);
  }

  private async assertSecondAdminExists(db: DbOrTx): Promise<void> {
    if ((await this.operators.adminCount(db)) < 2) {
      throw new AppError('FORBIDDEN', 'error.OPERATOR_NEEDS_SECOND_ADMIN', undefined, 'OPERATOR_NEEDS_SECOND_ADMIN');
    }
  }

  private async insert(tx: Tx, values: typeof operatorChanges.$inferInsert): Promise<ChangeRow> {
    // A savepoint: the unique index refusing a second open proposal must not end the transaction.
    return tx
      .transaction((inner) => inner.insert(operatorChanges).values(values).returning())
      .then(([row]) => row!)
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'error.OPERATOR_CHANGE_PENDING');
        throw error;
      });
  }

  private async whyNot(db: DbOrTx, actor: Actor, id: number): Promise<AppError> {
    const [row] = await db.select().from(operatorChanges).where(eq(operatorChanges.id, id));
    const isOwnGrant = row?.status === 'pending' && row.operatorId === actor.operatorId;
    return approvalRefusal(row && (isOwnGrant ? { ...row, proposedBy: actor.operatorId } : row), actor.operatorId);
  }
}
