import type { FastifyInstance } from 'fastify';
import { adminIdentity } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { BankCardService } from './identity.bank-cards.ts';
import type { IdentityService } from './identity.service.ts';

export interface IdentityAdminRouteDeps {
  db: Db;
  audit: AuditService;
  identity: IdentityService;
  bankCards: BankCardService;
}

/** Identity review (identity reviewers only) and bank card review; every look at documents and every decision is audited. */
export async function identityAdminRoutes(app: FastifyInstance, deps: IdentityAdminRouteDeps) {
  const { db, identity, bankCards } = deps;
  registerCall(app, adminIdentity.page, async ({ query }) => identity.page(db, query));
  registerCall(app, adminIdentity.detail, async ({ query, request }) =>
    audited(deps, request, 'identity.view', 'identity', async (tx) => ({
      targetId: query.memberId,
      before: null,
      after: null,
      result: await identity.detail(tx, query.memberId),
    })),
  );
  registerCall(app, adminIdentity.approve, async ({ body, request, operator }) =>
    audited(deps, request, 'identity.approve', 'identity', async (tx) => {
      const { before, after } = await identity.decide(tx, body.memberId, {
        action: 'approve',
        operatorId: operator.operatorId,
      });
      return { targetId: body.memberId, before, after, result: after };
    }),
  );
  registerCall(app, adminIdentity.reject, async ({ body, request, operator }) =>
    audited(deps, request, 'identity.reject', 'identity', async (tx) => {
      const { before, after } = await identity.decide(tx, body.memberId, {
        action: 'reject',
        operatorId: operator.operatorId,
        code: body.code,
        reasons: body.reasons,
        templates: body.templates,
      });
      return { targetId: body.memberId, before, after, result: after };
    }),
  );
  registerCall(app, adminIdentity.bankCardPage, async ({ query, locale }) => bankCards.page(db, query, locale));
  registerCall(app, adminIdentity.memberBankCards, async ({ query, locale }) =>
    bankCards.list(db, query.memberId, locale),
  );
  registerCall(app, adminIdentity.bankCardReview, async ({ body, request, operator, locale }) =>
    audited(deps, request, 'bankCard.review', 'bankCard', async (tx) => {
      const { before, after } = await bankCards.review(
        tx,
        body.id,
        { status: body.status, note: body.note, operatorId: operator.operatorId },
        locale,
      );
      return { targetId: body.id, before, after, result: after };
    }),
  );
}
