import type { FastifyInstance } from 'fastify';
import { adminAuth, adminOperators } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { readDeviceToken, writeDeviceToken, type DeviceCookie } from '../../lib/device-cookie.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { OperatorChanges } from './operator.changes.ts';
import type { OperatorService } from './operator.service.ts';

/** The back office's known-device cookie: sent only to its login call. */
const DEVICE_COOKIE: DeviceCookie = { name: 'mall_op_device', path: '/adminapi/auth/login' };

export interface OperatorRouteDeps {
  db: Db;
  operators: OperatorService;
  operatorChanges: OperatorChanges;
  audit: AuditService;
}

export async function operatorRoutes(app: FastifyInstance, deps: OperatorRouteDeps) {
  const { db, operators } = deps;
  registerCall(app, adminAuth.login, async ({ body, request, reply }) => {
    const { session, deviceToken } = await operators.login(db, body.username, body.password, {
      ip: request.ip,
      deviceToken: readDeviceToken(request, DEVICE_COOKIE),
    });
    writeDeviceToken(reply, DEVICE_COOKIE, deviceToken, request.protocol === 'https');
    return session;
  });
  registerCall(app, adminAuth.me, async ({ operator }) => operators.get(db, operator.operatorId));
  registerCall(app, adminAuth.logout, async ({ operator }) => {
    await operators.logout(db, operator.sessionId);
    return null;
  });
  registerCall(app, adminOperators.list, async () => operators.list(db));
  const { operatorChanges } = deps;
  registerCall(app, adminOperators.create, async ({ body, request, operator }) =>
    audited(deps, request, 'operator.propose', 'operator', async (tx) => {
      const proposed = await operatorChanges.proposeCreate(tx, operator, body);
      const result = { operator: proposed.operator, pendingChangeId: proposed.pendingChangeId };
      return { targetId: body.username, before: null, after: proposed.change, result };
    }),
  );
  registerCall(app, adminOperators.update, async ({ body, request, operator }) =>
    audited(deps, request, 'operator.update', 'operator', async (tx) => {
      const change = await operatorChanges.edit(tx, operator, body.id, body);
      const result = { operator: change.operator, pendingChangeId: change.pendingChangeId };
      return { targetId: body.id, before: change.before, after: change.after, result };
    }),
  );
  registerCall(app, adminOperators.pending, async () => operatorChanges.pending(db));
  registerCall(app, adminOperators.approve, async ({ body, request, operator }) =>
    audited(deps, request, 'operator.approve', 'operator', async (tx) => {
      const approved = await operatorChanges.approve(tx, operator, body.id);
      return { targetId: approved.after.id, before: approved.before, after: approved.after, result: approved.change };
    }),
  );
  registerCall(app, adminOperators.reject, async ({ body, request, operator }) =>
    audited(deps, request, 'operator.reject', 'operator', async (tx) => {
      const rejected = await operatorChanges.reject(tx, operator, body.id);
      return { targetId: rejected.username, before: null, after: rejected, result: rejected };
    }),
  );
}
