import type { FastifyInstance } from 'fastify';
import { adminNetwork, team } from '@mall/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { explore } from './network.explorer.ts';
import type { NetworkService } from './network.service.ts';

export interface NetworkRouteDeps {
  db: Db;
  network: NetworkService;
}

export async function networkRoutes(app: FastifyInstance, deps: NetworkRouteDeps) {
  const { db, network } = deps;
  registerCall(app, team.queryPage, async ({ body, member }) => network.team(db, member.memberId, body));
  registerCall(app, team.tree, async ({ body, member }) =>
    network.treeFor(db, member.memberId, body.kind, body.rootId ?? member.memberId, body.depth),
  );
  registerCall(app, team.volumes, async ({ member }) => network.volumes(db, member.memberId));
  registerCall(app, team.setDefaultSide, async ({ body, member }) =>
    withTransaction(db, (tx) => network.setDefaultSide(tx, member.memberId, body.side)),
  );
  registerCall(app, adminNetwork.detail, async ({ query }) => explore(db, query.memberId, new Date()));
  registerCall(app, adminNetwork.tree, async ({ query }) => network.tree(db, query.kind, query.rootId, query.depth));
}
