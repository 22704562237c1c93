import type { FastifyInstance } from 'fastify';
import { adminDiscountCard, discountCard } from '@mall/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { DiscountCardService } from './discountcard.service.ts';

export interface DiscountCardRouteDeps {
  db: Db;
  discountCards: DiscountCardService;
  catalog: CatalogService;
}

export async function discountCardRoutes(app: FastifyInstance, deps: DiscountCardRouteDeps) {
  const { db, discountCards: cards } = deps;
  registerCall(app, discountCard.faceValues, async () => cards.faceValues(db));
  registerCall(app, discountCard.buy, async ({ body, member }) =>
    withTransaction(db, (tx) => cards.buy(tx, member.memberId, body, cards.clock())),
  );
  registerCall(app, discountCard.distribute, async ({ body, member }) =>
    withTransaction(db, (tx) => cards.distribute(tx, member.memberId, body, cards.clock())),
  );
  registerCall(app, discountCard.lots, async ({ member }) => cards.lots(db, member.memberId, cards.clock()));
  registerCall(app, discountCard.products, async ({ body, locale, member }) =>
    deps.catalog.listing.dcProducts(db, { locale, memberId: member.memberId, level: member.level }, body),
  );
  registerCall(app, adminDiscountCard.lots, async ({ query }) => cards.lots(db, query.memberId, cards.clock()));
}
