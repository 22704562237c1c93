// Member views that include linked third-party accounts: the member and oauth modules together.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AuthOperator } from '../lib/auth.ts';
import { audited, type AuditService } from '../modules/audit/index.ts';
import type { MemberService, MemberViews } from '../modules/member/index.ts';
import type { OauthService } from '../modules/oauth/index.ts';

export function memberViews(deps: {
  db: Db;
  members: MemberService;
  oauth: OauthService;
  audit: AuditService;
}): MemberViews {
  const { members, oauth } = deps;
  const readProfile = members.profileReader(deps.db, oauth.linksColumn());
  return {
    async memberInfo(memberId, origin, locale) {
      // The providers come from the cached settings; the links ride on the member's statement.
      const providers = await oauth.providers(deps.db, origin);
      const { extra: links, ...info } = await readProfile(memberId, locale);
      return { ...info, openAccounts: oauth.accountListFrom(providers, links) };
    },
    async adminDetail(memberId) {
      return {
        ...(await members.adminDetail(deps.db, memberId)),
        openAccounts: await oauth.linksOf(deps.db, memberId),
      };
    },
    async setOauthClientSecret(request: FastifyRequest & { operator: AuthOperator | null }, provider, secret) {
      return audited(deps, request, 'oauth.setClientSecret', 'oauthProvider', async (tx) => {
        await oauth.setClientSecret(tx, provider, secret);
        // The audit log records that the secret changed, never the secret.
        return {
          targetId: provider,
          before: null,
          after: { secret: '(changed)' },
          result: { provider, hasSecret: true as const },
        };
      });
    },
  };
}
