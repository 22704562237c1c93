import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { auditLog } from './audit.schema.ts';

export interface AuditActor {
  operatorId: number | null;
  operatorName: string | null;
  ip?: string | null;
}

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** The append-only operator log. Holds no connection: every method takes the executor to use. */
export class AuditService {
  /** Records an operator action inside the transaction that makes it, so both land or neither. */
  async record(tx: Tx, actor: AuditActor, entry: AuditRecord): Promise<void> {
    await tx.insert(auditLog).values({
      operatorId: actor.operatorId,
      operatorName: actor.operatorName,
      ip: actor.ip ?? null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  }

  /** A page of the log, newest first. */
  async page(
    db: DbOrTx,
    filter: {
      pageNum: number;
      pageSize: number;
      action?: string | undefined;
      operatorId?: number | undefined;
    },
  ) {
    const conditions: SQL[] = [];
    if (filter.action) conditions.push(eq(auditLog.action, filter.action));
    if (filter.operatorId !== undefined) conditions.push(eq(auditLog.operatorId, filter.operatorId));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(filter.pageSize)
        .offset((filter.pageNum - 1) * filter.pageSize),
      db.select({ value: count() }).from(auditLog).where(where),
    ]);
    const totalCount = total?.value ?? 0;
    return {
      list: rows.map((row) => ({
        id: row.id,
        operatorId: row.operatorId,
        operatorName: row.operatorName,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        before: row.before,
        after: row.after,
        createdAt: row.createdAt.toISOString(),
      })),
      pageNum: filter.pageNum,
      pageSize: filter.pageSize,
      total: totalCount,
      hasMore: filter.pageNum * filter.pageSize < totalCount,
    };
  }
}
