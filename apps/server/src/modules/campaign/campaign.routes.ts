import type { FastifyInstance } from 'fastify';
import { adminCampaign, adminZeroCampaign, campaign } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { CampaignAdmin } from './campaign.admin.ts';
import type { ZeroCampaignAdmin } from './campaign.zero-admin.ts';
import type { ZeroCampaigns } from './campaign.zero.ts';

export interface CampaignRouteDeps {
  db: Db;
  audit: AuditService;
  admin: CampaignAdmin;
  zero: ZeroCampaigns;
  zeroAdmin: ZeroCampaignAdmin;
  clock?: () => Date;
}

export async function campaignRoutes(app: FastifyInstance, deps: CampaignRouteDeps) {
  const { db, admin, zero, zeroAdmin } = deps;
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

  registerCall(app, campaign.zeroList, async ({ member, locale }) =>
    zero.list(db, { memberId: member.memberId, level: member.level, locale }),
  );
  registerCall(app, campaign.zeroTake, async ({ body, member, locale }) =>
    zero.take(db, { memberId: member.memberId, level: member.level, locale }, body.id, body.addressId),
  );
  registerCall(app, adminZeroCampaign.zeroList, async ({ body }) => zeroAdmin.page(db, body));
  registerCall(app, adminZeroCampaign.zeroCreate, async ({ body, request, operator }) =>
    audited(deps, request, 'campaign.zero.create', 'zeroCampaign', async (tx) => {
      const after = await zeroAdmin.create(tx, operator.operatorId, body);
      return { targetId: after.id, before: null, after, result: after };
    }),
  );
  registerCall(app, adminZeroCampaign.zeroStop, async ({ body, request }) =>
    audited(deps, request, 'campaign.zero.stop', 'zeroCampaign', async (tx) => {
      const { before, after } = await zeroAdmin.stop(tx, body.id, now());
      return { targetId: body.id, before, after, result: after };
    }),
  );
  registerCall(app, adminZeroCampaign.zeroTakes, async ({ body }) => zeroAdmin.takes(db, body.id, body));
}
