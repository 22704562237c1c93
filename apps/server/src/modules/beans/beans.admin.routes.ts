import type { FastifyInstance } from 'fastify';
import { adminBeans } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { BeansService } from './beans.service.ts';

export interface BeansAdminRouteDeps {
  db: Db;
  audit: AuditService;
  beans: BeansService;
}

export async function beansAdminRoutes(app: FastifyInstance, deps: BeansAdminRouteDeps) {
  const { db, beans } = deps;
  registerCall(app, adminBeans.orders, ({ query }) => beans.adminPage(db, query));
  registerCall(app, adminBeans.order, ({ query }) => beans.adminOrder(db, query.id));
  registerCall(app, adminBeans.forceCancel, ({ body, request, operator }) =>
    audited(deps, request, 'beans.forceCancel', 'beans_order', async (tx) => {
      const { before, after } = await beans.orders.forceCancel(tx, operator.operatorId, body.id, body.reason);
      return { targetId: body.id, before, after, result: after };
    }),
  );
  registerCall(app, adminBeans.distributors, async () => ({ list: await beans.distributors.list(db) }));
  registerCall(app, adminBeans.distributorSet, ({ body, request, operator }) =>
    audited(deps, request, 'beans.distributorSet', 'member', async (tx) => {
      const set = await beans.distributors.set(tx, operator.operatorId, body.memberId);
      return { targetId: body.memberId, before: null, after: set, result: set };
    }),
  );
  registerCall(app, adminBeans.distributorUnset, ({ body, request }) =>
    audited(deps, request, 'beans.distributorUnset', 'member', async (tx) => {
      const unset = await beans.distributors.unset(tx, body.memberId);
      return { targetId: body.memberId, before: unset, after: null, result: unset };
    }),
  );
}
