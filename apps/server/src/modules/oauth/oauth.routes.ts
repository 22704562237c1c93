import type { FastifyInstance, FastifyRequest } from 'fastify';
import { member } from '@mall/contracts';
import { registerCall } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { bindOpenAccount, openLogin } from '../../workflows/open-login.ts';
import { registerSandbox } from './sandbox.ts';

/** This server's own address, where the sandbox provider answers. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export async function oauthRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { oauth } = services;
  registerCall(app, member.openLoginProviders, async ({ request }) => oauth.loginOptions(originOf(request)));
  registerCall(app, member.openLogin, async ({ body, request }) =>
    openLogin(services, { ...body, origin: originOf(request) }),
  );
  registerCall(app, member.wxLogin, async ({ body, request }) =>
    openLogin(services, { ...body, origin: originOf(request) }),
  );
  registerCall(app, member.bindOpenAccount, async ({ body, member: session, request }) =>
    bindOpenAccount(services, session.memberId, { ...body, origin: originOf(request) }),
  );
  registerCall(app, member.unbindOpenAccount, async ({ body, member: session }) => {
    await oauth.unlink(session.memberId, body.provider);
    return null;
  });
  registerCall(app, member.getOpenAccountList, async ({ member: session, request }) =>
    oauth.accountList(session.memberId, originOf(request)),
  );
  // The sandbox provider does not exist in production: its routes are never registered there.
  if (!services.config.isProduction) registerSandbox(app);
}
