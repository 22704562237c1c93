import type { Locale } from '@mall/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { member, type ResultOf } from '@mall/contracts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { OauthService } from './oauth.service.ts';
import { registerSandbox } from './sandbox.ts';

/** This server's own address, where the sandbox provider answers. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export interface OpenLoginRequest {
  provider: string;
  redirectUri: string;
  code?: string | undefined;
  state?: string | undefined;
  inviteCode?: string | undefined;
  origin: string;
  /** The caller's language, for the names in the member answer. */
  locale?: Locale;
}

export interface OauthRouteDeps {
  db: Db;
  oauth: OauthService;
  /** Third-party sign-up and linking create members too, so the composition root supplies them. */
  openLogin(input: OpenLoginRequest): Promise<ResultOf<typeof member.openLogin>>;
  bindOpenAccount(
    memberId: number,
    input: Omit<OpenLoginRequest, 'inviteCode'>,
  ): Promise<ResultOf<typeof member.bindOpenAccount>>;
  isProduction: boolean;
}

export async function oauthRoutes(app: FastifyInstance, deps: OauthRouteDeps) {
  const { db, oauth } = deps;
  registerCall(app, member.openLoginProviders, async ({ request }) => oauth.loginOptions(db, originOf(request)));
  registerCall(app, member.openLogin, async ({ body, request, locale }) =>
    deps.openLogin({ ...body, origin: originOf(request), locale }),
  );
  registerCall(app, member.wxLogin, async ({ body, request, locale }) =>
    deps.openLogin({ ...body, origin: originOf(request), locale }),
  );
  registerCall(app, member.bindOpenAccount, async ({ body, member: session, request }) =>
    deps.bindOpenAccount(session.memberId, { ...body, origin: originOf(request) }),
  );
  registerCall(app, member.unbindOpenAccount, async ({ body, member: session }) => {
    await oauth.unlink(db, session.memberId, body.provider);
    return null;
  });
  registerCall(app, member.getOpenAccountList, async ({ member: session, request }) =>
    oauth.accountList(db, session.memberId, originOf(request)),
  );
  // The sandbox provider does not exist in production: its routes are never registered there.
  if (!deps.isProduction) registerSandbox(app);
}
