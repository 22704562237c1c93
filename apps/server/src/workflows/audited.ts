// An operator's change and its audit entry commit together, or neither does.
import type { FastifyRequest } from 'fastify';
import { withTransaction, type Tx } from '../db/client.ts';
import type { AuthOperator } from '../http/auth.ts';
import type { Services } from '../services.ts';

export interface AuditedChange<T> {
  targetId: string | number | null;
  before: unknown;
  after: unknown;
  result: T;
}

export async function audited<T>(
  services: Services,
  request: FastifyRequest & { operator: AuthOperator | null },
  action: string,
  targetType: string,
  change: (tx: Tx) => Promise<AuditedChange<T>>,
): Promise<T> {
  const operator = request.operator;
  return withTransaction(services.db, async (tx) => {
    const outcome = await change(tx);
    await services.audit.record(
      tx,
      { operatorId: operator?.operatorId ?? null, operatorName: operator?.username ?? null, ip: request.ip },
      { action, targetType, targetId: outcome.targetId, before: outcome.before, after: outcome.after },
    );
    return outcome.result;
  });
}
