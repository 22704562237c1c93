import type { FastifyInstance } from 'fastify';
import { adminCampaign } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { CampaignAdmin } from './campaign.admin.ts';

export interface CampaignRouteDeps {
  db: Db;
  audit: AuditService;
  admin: CampaignAdmin;
  clock?: () => Date;
}

export async function campaignRoutes(app: FastifyInstance, deps: CampaignRouteDeps) {
  const { db, admin } = deps;
  const now = () => deps.clock?.() ?? new Date();
  registerCall(app, adminCampaign.subsidyList, async ({ body }) => admin.subsidies(db, body));
  registerCall(app, adminCampaign.subsidyCreate, async ({ body, request, operator }) =>
    audited(deps, request, 'campaign.subsidy.create', 'subsidyCampaign', async (tx) => {
      const after = await admin.createSubsidy(tx, operator.operatorId, body);
      return { targetId: after.id, before: null, after, result: after };
    }),
  );
  registerCall(app, adminCampaign.subsidyStop, async ({ body, request }) =>
    audited(deps, request, 'campaign.subsidy.stop', 'subsidyCampaign', async (tx) => {
      const { before, after } = await admin.stopSubsidy(tx, body.id, now());
      return { targetId: body.id, before, after, result: after };
    }),
  );
  registerCall(app, adminCampaign.subsidyUses, async ({ body }) => admin.subsidyUses(db, body.id, body));
}
