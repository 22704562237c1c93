import type { FastifyInstance } from 'fastify';
import { salesPage, share } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { SharingService } from './sharing.service.ts';

export interface SharingRouteDeps {
  db: Db;
  sharing: SharingService;
}

export async function sharingRoutes(app: FastifyInstance, { db, sharing }: SharingRouteDeps) {
  registerCall(app, share.productLink, async ({ body, member }) =>
    sharing.productLink(db, member.memberId, body.productId),
  );
  registerCall(app, salesPage.create, async ({ body, member }) => sharing.createPage(db, member.memberId, body));
  registerCall(app, salesPage.queryPage, async ({ body, member }) => sharing.pages(db, member.memberId, body));
  registerCall(app, salesPage.detail, async ({ query, member, locale }) =>
    // Guests see retail prices: level 0 is below every member level.
    sharing.detail(db, { locale, memberId: member?.memberId ?? null, level: member?.level ?? 0 }, query.code),
  );
  registerCall(app, salesPage.delete, async ({ body, member }) => sharing.deletePage(db, member.memberId, body.id));
}
