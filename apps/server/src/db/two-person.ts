// The two-person rule as one helper: a pending row that one operator proposed is decided by a
// different operator, not linked to the proposer through a grant (see `approverUnlinked`), and
// only once. The decision is one conditional UPDATE (`where <approver> is null and ...`), so of
// any number of operators deciding at once exactly one does; the others are told why not, in the
// module's own words. Each table also holds a CHECK constraint refusing approver = proposer.
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../lib/errors.ts';
import { approvalLinked, approverUnlinked } from './approval-links.ts';
import type { DbOrTx } from './client.ts';

/** The refusals a module answers when a decision is not made; each returns the module's error. */
export interface TwoPersonRefusals {
  notFound(): AppError;
  /** Decided already (or not waiting for a decision). */
  decided(): AppError;
  /** The proposer's own proposal. */
  own(): AppError;
  /** The approver is linked to the proposer through a grant. */
  linked(): AppError;
}

/** The shared words, as the settings, operator and coupon approvals answer them. */
export const approvalRefusals: TwoPersonRefusals = {
  notFound: () => new AppError('NOT_FOUND'),
  decided: () => new AppError('CONFLICT', 'error.APPROVAL_DECIDED', undefined, 'APPROVAL_DECIDED'),
  own: () => new AppError('FORBIDDEN', 'error.APPROVAL_OWN', undefined, 'APPROVAL_OWN'),
  linked: approvalLinked,
};

export interface TwoPersonSpec {
  /** The table of the rows waiting for a second operator, and its key column. */
  table: string;
  key: string;
  /** Columns: who proposed, when, and who decides (null while the row waits). */
  proposer: string;
  proposedAt: string;
  approver: string;
  /** More that makes a row wait for a decision (`status = 'pending'`), if anything. */
  pending?: SQL;
  refusals: TwoPersonRefusals;
}

export interface TwoPerson {
  /** True in SQL when `approverId` may decide the row: waiting, not their own, not linked. */
  mayDecide(approverId: number): SQL;
  /**
   * Decides row `id` as `approverId` in one conditional UPDATE, writing the approver and `set`;
   * answers the updated row, or throws the module's refusal.
   */
  decide<Row extends Record<string, unknown>>(
    db: DbOrTx,
    id: number,
    approverId: number,
    set?: readonly SQL[],
  ): Promise<Row>;
  /**
   * Locks row `id` for `approverId` to decide when what the decision writes comes later in the
   * transaction (a posting first): the same condition, on a `select ... for update`, which
   * PostgreSQL checks again once a racing decision commits. Answers the row, or throws the refusal.
   */
  claim<Row extends Record<string, unknown>>(db: DbOrTx, id: number, approverId: number): Promise<Row>;
  /** Why `approverId` may not decide row `id`: gone, decided, their own, or linked. */
  refusal(db: DbOrTx, id: number, approverId: number): Promise<AppError>;
}

export function twoPerson(spec: TwoPersonSpec): TwoPerson {
  const table = sql.identifier(spec.table);
  const key = sql.identifier(spec.key);
  const proposer = sql.identifier(spec.proposer);
  const approver = sql.identifier(spec.approver);
  const waiting = spec.pending ? sql`${approver} is null and ${spec.pending}` : sql`${approver} is null`;
  const mayDecide = (approverId: number): SQL =>
    sql`(${waiting} and ${proposer} <> ${approverId}
         and ${approverUnlinked(approverId, sql`${table}.${proposer}`, sql`${table}.${sql.identifier(spec.proposedAt)}`)})`;

  async function refusal(db: DbOrTx, id: number, approverId: number): Promise<AppError> {
    const { rows } = await db.execute<{ waiting: boolean; proposer: number }>(
      sql`select ${waiting} as waiting, ${proposer} as proposer from ${table} where ${key} = ${id}`,
    );
    const row = rows[0];
    if (!row) return spec.refusals.notFound();
    if (!row.waiting) return spec.refusals.decided();
    if (row.proposer === approverId) return spec.refusals.own();
    return spec.refusals.linked();
  }

  async function firstOr<Row>(db: DbOrTx, rows: Row[], id: number, approverId: number): Promise<Row> {
    const row = rows[0];
    if (!row) throw await refusal(db, id, approverId);
    return row;
  }

  return {
    mayDecide,
    refusal,
    async claim<Row extends Record<string, unknown>>(db: DbOrTx, id: number, approverId: number) {
      const { rows } = await db.execute(
        sql`select * from ${table} where ${key} = ${id} and ${mayDecide(approverId)} for update`,
      );
      return firstOr(db, rows as Row[], id, approverId);
    },
    async decide<Row extends Record<string, unknown>>(
      db: DbOrTx,
      id: number,
      approverId: number,
      set: readonly SQL[] = [],
    ) {
      const assignments = sql.join([sql`${approver} = ${approverId}`, ...set], sql`, `);
      const { rows } = await db.execute(
        sql`update ${table} set ${assignments} where ${key} = ${id} and ${mayDecide(approverId)} returning *`,
      );
      return firstOr(db, rows as Row[], id, approverId);
    },
  };
}
