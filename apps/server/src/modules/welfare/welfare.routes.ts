import type { FastifyInstance } from 'fastify';
import { welfare } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { WelfareService } from './welfare.service.ts';

export interface WelfareRouteDeps {
  db: Db;
  welfare: WelfareService;
}

export async function welfareRoutes(app: FastifyInstance, deps: WelfareRouteDeps) {
  registerCall(app, welfare.mine, async ({ member, locale }) =>
    deps.welfare.mine(deps.db, member.memberId, member.level, locale),
  );
}
