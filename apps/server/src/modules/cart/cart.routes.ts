import type { FastifyInstance } from 'fastify';
import { cart } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import { withTransaction, type Db } from '../../db/client.ts';
import type { AuthMember } from '../../lib/auth.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { CartService } from './cart.service.ts';

export interface CartRouteDeps {
  db: Db;
  cart: CartService;
}

function viewerOf(locale: Locale, member: AuthMember) {
  return { locale, memberId: member.memberId, level: member.level };
}

export async function cartRoutes(app: FastifyInstance, deps: CartRouteDeps) {
  const { db, cart: service } = deps;
  registerCall(app, cart.add, async ({ body, locale, member }) => service.add(db, viewerOf(locale, member), body));
  registerCall(app, cart.list, async ({ locale, member }) => service.list(db, viewerOf(locale, member)));
  registerCall(app, cart.count, async ({ member }) => ({ count: await service.count(db, member.memberId) }));
  registerCall(app, cart.update, async ({ body, locale, member }) => {
    const viewer = viewerOf(locale, member);
    await withTransaction(db, (tx) => service.update(tx, viewer, body.id, body.num));
    return service.list(db, viewer);
  });
  registerCall(app, cart.select, async ({ body, locale, member }) => {
    const viewer = viewerOf(locale, member);
    await withTransaction(db, (tx) => service.select(tx, viewer, body.ids, body.selected));
    return service.list(db, viewer);
  });
  registerCall(app, cart.delete, async ({ body, locale, member }) => {
    const viewer = viewerOf(locale, member);
    await withTransaction(db, (tx) => service.remove(tx, member.memberId, body.ids));
    return service.list(db, viewer);
  });
}
