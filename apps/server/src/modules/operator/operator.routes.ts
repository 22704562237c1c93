import type { FastifyInstance } from 'fastify';
import { adminAuth, adminOperators } from '@mall/contracts';
import { AppError } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { OperatorService } from './operator.service.ts';

export interface OperatorRouteDeps {
  db: Db;
  operators: OperatorService;
  audit: AuditService;
}

export async function operatorRoutes(app: FastifyInstance, deps: OperatorRouteDeps) {
  const { operators } = deps;
  registerCall(app, adminAuth.login, async ({ body }) => operators.login(body.username, body.password));
  registerCall(app, adminAuth.me, async ({ operator }) => operators.get(operator.operatorId));
  registerCall(app, adminAuth.logout, async ({ operator }) => {
    await operators.logout(operator.sessionId);
    return null;
  });

  registerCall(app, adminOperators.list, async () => operators.list());
  registerCall(app, adminOperators.create, async ({ body, request }) =>
    audited(deps, request, 'operator.create', 'operator', async (tx) => {
      const created = await operators.create(tx, body);
      return { targetId: created.id, before: null, after: created, result: created };
    }),
  );
  registerCall(app, adminOperators.update, async ({ body, request, operator }) => {
    // An admin cannot lock themselves out: the last way back in would be the database.
    if (body.id === operator.operatorId && (body.isDisabled || (body.roles && !body.roles.includes('admin')))) {
      throw new AppError('FORBIDDEN');
    }
    return audited(deps, request, 'operator.update', 'operator', async (tx) => {
      const change = await operators.update(tx, body.id, body);
      return { targetId: body.id, before: change.before, after: change.after, result: change.after };
    });
  });
}
