import type { FastifyInstance } from 'fastify';
import { adminLevels, memberLevel } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import type { MemberLevels } from '../member/index.ts';
import type { LevelRaises } from './levels.service.ts';

export interface LevelsRouteDeps {
  db: Db;
  audit: AuditService;
  levels: MemberLevels;
  raises: LevelRaises;
}

export async function levelsRoutes(app: FastifyInstance, deps: LevelsRouteDeps) {
  const { db, raises } = deps;
  registerCall(app, memberLevel.levelHistory, async ({ body, member }) =>
    deps.levels.history(db, member.memberId, body),
  );
  registerCall(app, adminLevels.pending, async () => ({ list: await raises.pending(db) }));
  registerCall(app, adminLevels.history, async ({ query }) => raises.history(db, query.memberId));
  registerCall(app, adminLevels.propose, async ({ body, request, operator }) =>
    audited(deps, request, 'levels.propose', 'member', async (tx) => {
      const raise = await raises.propose(tx, operator.operatorId, body);
      return { targetId: body.memberId, before: { level: raise.fromLevel }, after: raise, result: raise };
    }),
  );
  registerCall(app, adminLevels.approve, async ({ body, request, operator }) =>
    audited(deps, request, 'levels.approve', 'member', async (tx) => {
      const raise = await raises.approve(tx, operator.operatorId, body.id, body.note);
      return { targetId: raise.memberId, before: { level: raise.fromLevel }, after: raise, result: raise };
    }),
  );
  registerCall(app, adminLevels.reject, async ({ body, request, operator }) =>
    audited(deps, request, 'levels.reject', 'member', async (tx) => {
      const raise = await raises.reject(tx, operator.operatorId, body.id, body.note);
      return { targetId: raise.memberId, before: null, after: raise, result: raise };
    }),
  );
}
