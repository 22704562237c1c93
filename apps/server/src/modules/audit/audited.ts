// An operator's change and its audit entry commit together, or neither does.
import type { FastifyRequest } from 'fastify';
import { withTransaction, type Db, type Tx } from '../../db/client.ts';
import type { AuthOperator } from '../../lib/auth.ts';
import type { AuditService } from './audit.service.ts';

export interface AuditedChange<T> {
  targetId: string | number | null;
  before: unknown;
  after: unknown;
  result: T;
}

/** What a routes plugin needs to record operator changes. */
export interface AuditDeps {
  db: Db;
  audit: AuditService;
}

/** Runs an operator's change in one transaction together with its audit entry. */
export async function audited<T>(
  deps: AuditDeps,
  request: FastifyRequest & { operator: AuthOperator | null },
  action: string,
  targetType: string,
  change: (tx: Tx) => Promise<AuditedChange<T>>,
): Promise<T> {
  const operator = request.operator;
  return withTransaction(deps.db, async (tx) => {
    const outcome = await change(tx);
    await deps.audit.record(
      tx,
      { operatorId: operator?.operatorId ?? null, operatorName: operator?.username ?? null, ip: request.ip },
      { action, targetType, targetId: outcome.targetId, before: outcome.before, after: outcome.after },
    );
    return outcome.result;
  });
}
