import type { FastifyInstance } from 'fastify';
import { adminGiftCard, giftCard } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { GiftCardAdmin } from './giftcard.admin.ts';
import type { GiftCardService } from './giftcard.service.ts';

export interface GiftCardRouteDeps {
  db: Db;
  audit: AuditService;
  giftCards: GiftCardService;
  admin: GiftCardAdmin;
}

export async function giftCardRoutes(app: FastifyInstance, deps: GiftCardRouteDeps) {
  const { db, giftCards, admin } = deps;
  registerCall(app, giftCard.redeem, async ({ body, member, request, locale }) =>
    giftCards.redeem(db, member.memberId, request.ip, body.code, {
      locale,
      level: member.level,
      addressId: body.addressId,
    }),
  );
  registerCall(app, giftCard.myPage, async ({ body, member }) => giftCards.myPage(db, member.memberId, body));
  registerCall(app, giftCard.detail, async ({ query, member }) => giftCards.detail(db, member.memberId, query.id));

  registerCall(app, adminGiftCard.generate, async ({ body, request, operator }) =>
    audited(deps, request, 'giftCard.generate', 'giftCardBatch', async (tx) => {
      const result = await admin.generate(tx, operator.operatorId, body);
      // The audit keeps the batch, never its codes.
      return { targetId: result.batch.id, before: null, after: { ...result.batch, created: result.created }, result };
    }),
  );
  registerCall(app, adminGiftCard.batches, async ({ body }) => admin.batches(db, body));
  registerCall(app, adminGiftCard.void, async ({ body, request, operator }) =>
    audited(deps, request, 'giftCard.void', 'giftCardBatch', async (tx) => {
      const { before, after } = await admin.void(tx, operator.operatorId, body.id, giftCards.clock());
      return { targetId: body.id, before, after, result: after };
    }),
  );
  registerCall(app, adminGiftCard.redemptions, async ({ body }) => admin.redemptions(db, body.id, body));
}
