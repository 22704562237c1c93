import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { adminMembers, member } from '@mall/contracts';
import { translate } from '../../http/i18n.ts';
import { AppError, ValidationFailure } from '../../http/errors.ts';
import { registerCall } from '../../http/route.ts';
import type { Services } from '../../services.ts';
import { audited } from '../../workflows/audited.ts';
import { deleteAccount } from '../../workflows/delete-account.ts';

const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export async function memberRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const { members, oauth } = services;
  // Only this plugin accepts multipart bodies (the avatar upload); everything else stays form or JSON.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  registerCall(app, member.login, async ({ body, request }) =>
    members.loginWithPassword(body.username, body.password, request.ip),
  );
  registerCall(app, member.loginCode, async ({ body, request }) =>
    members.loginWithCode(body.mobile, body.code, request.ip),
  );
  registerCall(app, member.register, async ({ body }) => members.register(body));
  registerCall(app, member.getUserName, async ({ query }) => members.inviterOf(query.inviteCode));
  registerCall(app, member.getUser, async ({ member: session }) => members.getUser(session.memberId));
  registerCall(app, member.memberinfo, async ({ member: session, request }) => ({
    ...(await members.memberInfo(session.memberId)),
    openAccounts: await oauth.accountList(session.memberId, `${request.protocol}://${request.host}`),
  }));
  registerCall(app, member.getMemberCommonInfo, async ({ member: session, locale }) => {
    if (!session) {
      return {
        memberId: 0,
        nickname: translate(locale, 'account.customer'),
        headImage: null,
        level: 0,
        inviteCode: null,
        isGuest: true,
      };
    }
    const user = await members.getUser(session.memberId);
    return {
      memberId: user.memberId,
      nickname: user.nickname,
      headImage: user.headImage,
      level: user.level,
      inviteCode: user.inviteCode,
      isGuest: false,
    };
  });
  registerCall(app, member.update, async ({ body, member: session }) => members.updateProfile(session.memberId, body));
  registerCall(app, member.updateNick, async ({ body, member: session }) =>
    members.updateProfile(session.memberId, { nickname: body.nickname }),
  );
  registerCall(app, member.updateSex, async ({ body, member: session }) =>
    members.updateProfile(session.memberId, { sex: body.sex }),
  );
  registerCall(app, member.updateBirthday, async ({ body, member: session }) =>
    members.updateProfile(session.memberId, { birthday: body.birthday }),
  );
  registerCall(app, member.updateLanguage, async ({ body, member: session }) =>
    members.updateProfile(session.memberId, { language: body.language }),
  );
  registerCall(app, member.updateCoach, async ({ body, member: session }) =>
    members.setCoach(session.memberId, body.inviteCode),
  );
  registerCall(app, member.updateHeadImage, async ({ request, member: session }) => {
    if (!request.isMultipart()) {
      throw new ValidationFailure([{ code: 'invalid_type', path: ['file'], message: 'required' }]);
    }
    const file = await request.file();
    if (!file) throw new ValidationFailure([{ code: 'invalid_type', path: ['file'], message: 'required' }]);
    const image = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE');
      throw error;
    });
    return members.updateHeadImage(session.memberId, image);
  });
  registerCall(app, member.updatePassword, async ({ body, member: session }) => {
    await members.updatePassword(session.memberId, body);
    return null;
  });
  registerCall(app, member.bindmobile, async ({ body, member: session }) =>
    members.bindMobile(session.memberId, body.mobile, body.code),
  );
  registerCall(app, member.personalizedRecommendation, async ({ body, member: session }) =>
    members.setPreference(session.memberId, 'personalizedRecommendation', body.enabled),
  );
  registerCall(app, member.updateHomepagePacerAlert, async ({ body, member: session }) =>
    members.setPreference(session.memberId, 'homepagePacerAlert', body.enabled),
  );
  registerCall(app, member.homepagePacerAlert, async ({ member: session }) =>
    members.setPreference(session.memberId, 'homepagePacerAlert', undefined),
  );
  registerCall(app, member.delete, async ({ body, member: session }) => {
    await deleteAccount(services, session.memberId, body);
    return null;
  });
  registerCall(app, member.exit, async ({ member: session }) => {
    await members.exit(session.sessionId);
    return null;
  });

  registerCall(app, adminMembers.page, async ({ query }) => members.search(query));
  registerCall(app, adminMembers.detail, async ({ query }) => ({
    ...(await members.adminDetail(query.memberId)),
    openAccounts: await oauth.linksOf(query.memberId),
  }));
  for (const [call, status] of [
    [adminMembers.disable, 'disabled'],
    [adminMembers.enable, 'active'],
  ] as const) {
    registerCall(app, call, async ({ body, request }) =>
      audited(services, request, status === 'disabled' ? 'member.disable' : 'member.enable', 'member', async (tx) => {
        const change = await members.setStatus(tx, body.memberId, status);
        return { targetId: body.memberId, before: change.before, after: change.after, result: change.summary };
      }),
    );
  }
  registerCall(app, adminMembers.setOauthClientSecret, async ({ body, request }) =>
    audited(services, request, 'oauth.setClientSecret', 'oauthProvider', async (tx) => {
      await oauth.setClientSecret(tx, body.provider, body.secret);
      // The audit log records that the secret changed, never the secret.
      return {
        targetId: body.provider,
        before: null,
        after: { secret: '(changed)' },
        result: { provider: body.provider, hasSecret: true as const },
      };
    }),
  );
}
