import type { FastifyInstance } from 'fastify';
import { member } from '@mall/contracts';
import { registerCall } from '../../http/route.ts';
import type { Services } from '../../services.ts';

export async function memberRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { members } = services;
  registerCall(app, member.login, async ({ body }) => members.loginWithPassword(body.username, body.password));
  registerCall(app, member.getUser, async ({ member: session }) => members.getUser(session.memberId));
  registerCall(app, member.exit, async ({ member: session }) => {
    await members.exit(session.sessionId);
    return null;
  });
}
