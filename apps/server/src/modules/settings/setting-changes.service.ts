import { and, asc, eq, sql } from 'drizzle-orm';
import { settingAccess, type SettingKey } from '@mall/contracts';
import { operatorNameOf } from '../../db/approval-links.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { approvalRefusals, twoPerson } from '../../db/two-person.ts';
import { AppError } from '../../lib/errors.ts';
import { settingChanges } from './settings.schema.ts';
import { assertMayChange, auditView, maskSecrets, type SettingActor } from './settings.policy.ts';
import type { SettingsService } from './settings.service.ts';

type ChangeRow = typeof settingChanges.$inferSelect;

/** A money control waits for a second admin; the refusals keep the settings' own words. */
const changeApproval = twoPerson({
  table: 'setting_changes',
  key: 'id',
  proposer: 'proposed_by',
  proposedAt: 'proposed_at',
  approver: 'decided_by',
  pending: sql`status = 'pending'`,
  refusals: {
    ...approvalRefusals,
    decided: () => new AppError('CONFLICT', 'error.SETTING_CHANGE_DECIDED'),
    own: () => new AppError('FORBIDDEN', 'error.SETTING_CHANGE_OWN'),
  },
});

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause ?? error;
  return (cause as { code?: string })?.code === UNIQUE_VIOLATION;
}

function changeView(row: ChangeRow, proposedByName: string | null = null) {
  return {
    id: row.id,
    key: row.key,
    value: row.value,
    status: row.status,
    proposedBy: row.proposedBy,
    proposedByName,
    proposedAt: row.proposedAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** What an edit did, for the audit log (secrets shown only as set or not set) and the answer. */
export interface SettingEdit {
  action: 'settings.update' | 'settings.propose';
  before: unknown;
  after: unknown;
  result: {
    key: SettingKey;
    value: unknown;
    updatedAt: string | null;
    secrets?: Record<string, boolean>;
    pendingChangeId: number | null;
  };
}

/**
 * Operators' edits to settings: role rules, and the two-admin rule for money controls (one
 * admin proposes, a different admin approves; only then does the value take effect).
 */
export class SettingChangesService {
  private readonly settings: SettingsService;

  constructor(settings: SettingsService) {
    this.settings = settings;
  }

  /** The audit action an edit of `key` records: a money control is only proposed. */
  actionFor(key: SettingKey): SettingEdit['action'] {
    return settingAccess(key) === 'money' ? 'settings.propose' : 'settings.update';
  }

  async edit(tx: Tx, actor: SettingActor, key: SettingKey, rawValue: unknown): Promise<SettingEdit> {
    assertMayChange(key, actor);
    if (settingAccess(key) === 'money') return this.propose(tx, actor, key, rawValue);
    const change = await this.settings.update(tx, key, rawValue, actor.operatorId);
    return {
      action: 'settings.update',
      before: auditView(key, change.before),
      after: auditView(key, change.after),
      result: { key, ...maskSecrets(key, change.after), updatedAt: change.updatedAt, pendingChangeId: null },
    };
  }

  private async propose(tx: Tx, actor: SettingActor, key: SettingKey, rawValue: unknown): Promise<SettingEdit> {
    const value = await this.settings.check(tx, key, rawValue);
    const current = await this.settings.get(tx, key);
    // A savepoint: the unique index refusing a second open proposal must not end the transaction.
    const row = await tx
      .transaction((inner) =>
        inner.insert(settingChanges).values({ key, value, proposedBy: actor.operatorId }).returning(),
      )
      .then(([inserted]) => inserted!)
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'error.SETTING_CHANGE_PENDING');
        throw error;
      });
    return {
      action: 'settings.propose',
      before: current,
      after: { proposed: value, changeId: row.id },
      result: {
        key,
        value: current,
        updatedAt: await this.settings.updatedAt(tx, key),
        pendingChangeId: row.id,
      },
    };
  }

  /** Open proposals, oldest first, with who made them. */
  async pending(db: DbOrTx) {
    const rows = await db
      .select({
        change: settingChanges,
        proposedByName: operatorNameOf(settingChanges.proposedBy),
      })
      .from(settingChanges)
      .where(eq(settingChanges.status, 'pending'))
      .orderBy(asc(settingChanges.proposedAt));
    return rows.map((row) => changeView(row.change, row.proposedByName));
  }

  /**
   * A second admin approves: one conditional update decides (db/two-person.ts), so of any number
   * of concurrent approvals exactly one applies the value, never the proposer's own, nor one by
   * an account the proposer made or granted, nor by an admin whose role is newer than the proposal.
   */
  async approve(tx: Tx, actor: SettingActor, id: number) {
    assertAdmin(actor);
    const decided = await changeApproval.decide<{ id: string }>(tx, id, actor.operatorId, [
      sql`status = 'approved'`,
      sql`decided_at = now()`,
    ]);
    const [row] = await tx
      .select()
      .from(settingChanges)
      .where(eq(settingChanges.id, Number(decided.id)));
    const change = await this.settings.update(tx, row!.key as SettingKey, row!.value, actor.operatorId);
    return { change: changeView(row!), before: change.before, after: change.after };
  }

  /** Any admin may reject an open proposal; the proposer may so withdraw their own. */
  async reject(tx: Tx, actor: SettingActor, id: number) {
    assertAdmin(actor);
    const [row] = await tx
      .update(settingChanges)
      .set({ status: 'rejected', decidedBy: actor.operatorId, decidedAt: sql`now()` })
      .where(and(eq(settingChanges.id, id), eq(settingChanges.status, 'pending')))
      .returning();
    if (!row) throw await changeApproval.refusal(tx, id, -1);
    return changeView(row);
  }
}

function assertAdmin(actor: SettingActor): void {
  if (!actor.roles.includes('admin')) throw new AppError('FORBIDDEN');
}
