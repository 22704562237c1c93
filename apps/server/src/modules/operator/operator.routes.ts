import type { FastifyInstance } from 'fastify';
import { adminAuth, adminOperators } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { readDeviceToken, writeDeviceToken, type DeviceCookie } from '../../lib/device-cookie.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { OperatorService } from './operator.service.ts';

/** The back office's known-device cookie: sent only to its login call. */
const DEVICE_COOKIE: DeviceCookie = { name: 'mall_op_device', path: '/adminapi/auth/login' };

export interface OperatorRouteDeps {
  db: Db;
  operators: OperatorService;
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
  registerCall(app, adminOperators.create, async ({ body, request }) =>
    audited(deps, request, 'operator.create', 'operator', async (tx) => {
      const created = await operators.create(tx, body);
      return { targetId: created.id, before: null, after: created, result: created };
    }),
  );
  registerCall(app, adminOperators.update, async ({ body, request, operator }) =>
    audited(deps, request, 'operator.update', 'operator', async (tx) => {
      const change = await operators.update(tx, operator.operatorId, body.id, body);
      return { targetId: body.id, before: change.before, after: change.after, result: change.after };
    }),
  );
}
