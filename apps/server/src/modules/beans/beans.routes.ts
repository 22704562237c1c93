import type { FastifyInstance } from 'fastify';
import { beans } from '@mall/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { BeansService } from './beans.service.ts';

export interface BeansRouteDeps {
  db: Db;
  beans: BeansService;
}

export async function beansRoutes(app: FastifyInstance, deps: BeansRouteDeps) {
  const { db, beans: service } = deps;
  registerCall(app, beans.sellCreate, ({ body, member }) =>
    withTransaction(db, (tx) => service.orders.create(tx, member.memberId, body)),
  );
  registerCall(app, beans.sellCancel, ({ body, member }) =>
    withTransaction(db, (tx) => service.orders.cancel(tx, member.memberId, body.id)),
  );
  registerCall(app, beans.queryPage, ({ query, member }) => service.memberPage(db, member.memberId, query.role, query));
  registerCall(app, beans.orderDetail, ({ query, member }) => service.memberOrder(db, member.memberId, query.id));
  registerCall(app, beans.buy, ({ body, member }) =>
    withTransaction(db, (tx) => service.orders.buy(tx, member.memberId, body)),
  );
  registerCall(app, beans.assign, ({ body, member }) =>
    withTransaction(db, (tx) => service.distributors.assign(tx, member.memberId, body)),
  );
}
