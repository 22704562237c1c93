import type { FastifyInstance } from 'fastify';
import { welfare } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { MemberLevels } from '../member/index.ts';
import type { WelfareService } from './welfare.service.ts';

export interface WelfareRouteDeps {
  db: Db;
  welfare: WelfareService;
  levels: MemberLevels;
}

export async function welfareRoutes(app: FastifyInstance, deps: WelfareRouteDeps) {
  registerCall(app, welfare.mine, async ({ member, locale }) => {
    // The level as stored now: a session checked a moment ago may still carry the level before a rise.
    const level = (await deps.levels.levelOf(deps.db, member.memberId))?.level ?? member.level;
    return deps.welfare.mine(deps.db, member.memberId, level, locale);
  });
}
