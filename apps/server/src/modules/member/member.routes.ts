import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { adminMembers, member, verify, type ResultOf } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { readUpload } from '../../lib/upload.ts';
import { audited, type AuditService } from '../audit/index.ts';
import { readDeviceToken, writeDeviceToken } from './device-token.ts';
import type { MemberService } from './member.service.ts';

const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Views that add another module's data to a member's; the composition root supplies them. */
export interface MemberViews {
  memberInfo(memberId: number, origin: string, locale: Locale): Promise<ResultOf<typeof member.memberinfo>>;
  adminDetail(memberId: number): Promise<ResultOf<typeof adminMembers.detail>>;
  setOauthClientSecret(
    request: Parameters<typeof audited>[1],
    provider: string,
    secret: string,
  ): Promise<{ provider: string; hasSecret: true }>;
}

export interface MemberRouteDeps {
  db: Db;
  members: MemberService;
  audit: AuditService;
  views: MemberViews;
  /** Account deletion spans modules (sessions, linked accounts): a workflow. */
  deleteAccount(memberId: number, proof: { code?: string | undefined; password?: string | undefined }): Promise<void>;
}

export async function memberRoutes(app: FastifyInstance, deps: MemberRouteDeps) {
  // Only this plugin accepts multipart bodies (the avatar upload); everything else stays form or JSON.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  registerSignInCalls(app, deps);
  registerProfileCalls(app, deps);
  registerAccountCalls(app, deps);
  registerAdminCalls(app, deps);
}

/** Signing in, registering and the checks a sign-in form makes before it submits. */
function registerSignInCalls(app: FastifyInstance, { db, members }: MemberRouteDeps) {
  registerCall(app, member.login, async ({ body, request, reply, locale }) => {
    const { deviceToken, ...session } = await members.loginWithPassword(db, body.username, body.password, {
      ip: request.ip,
      deviceToken: readDeviceToken(request),
      locale,
    });
    writeDeviceToken(reply, deviceToken, request.protocol === 'https');
    return session;
  });
  registerCall(app, member.loginCode, async ({ body, request, locale }) =>
    members.loginWithCode(db, body.mobile, body.code, request.ip, locale),
  );
  registerCall(app, member.register, async ({ body, locale }) => members.register(db, body, locale));
  // Sending a code depends on whether the number has an account, so the member module answers it.
  registerCall(app, verify.smscode, async ({ body, request, locale }) =>
    members.requestCode(db, body.mobile, body.type, request.ip, locale),
  );
  registerCall(app, verify.checkUsername, async ({ body }) => ({
    available: await members.isUsernameAvailable(db, body.username),
  }));
  registerCall(app, member.exit, async ({ member: session }) => {
    await members.exit(db, session.sessionId);
    return null;
  });
}

/** What a member reads and edits about themselves. */
function registerProfileCalls(app: FastifyInstance, { db, members, views }: MemberRouteDeps) {
  registerCall(app, member.getUserName, async ({ query, locale }) => members.inviterOf(db, query.inviteCode, locale));
  registerCall(app, member.getUser, async ({ member: session, locale }) =>
    members.getUser(db, session.memberId, locale),
  );
  registerCall(app, member.memberinfo, async ({ member: session, request, locale }) =>
    views.memberInfo(session.memberId, `${request.protocol}://${request.host}`, locale),
  );
  registerCall(app, member.getMemberCommonInfo, async ({ member: session, locale }) =>
    members.commonInfo(db, session?.memberId ?? null, locale),
  );
  registerCall(app, member.update, async ({ body, member: session, locale }) =>
    members.updateProfile(db, session.memberId, body, locale),
  );
  registerCall(app, member.updateNick, async ({ body, member: session, locale }) =>
    members.updateProfile(db, session.memberId, { nickname: body.nickname }, locale),
  );
  registerCall(app, member.updateSex, async ({ body, member: session, locale }) =>
    members.updateProfile(db, session.memberId, { sex: body.sex }, locale),
  );
  registerCall(app, member.updateBirthday, async ({ body, member: session, locale }) =>
    members.updateProfile(db, session.memberId, { birthday: body.birthday }, locale),
  );
  registerCall(app, member.updateLanguage, async ({ body, member: session, locale }) =>
    members.updateProfile(db, session.memberId, { language: body.language }, locale),
  );
  registerCall(app, member.updateCoach, async ({ body, member: session, locale }) =>
    members.setCoach(db, session.memberId, body.inviteCode, locale),
  );
  registerCall(app, member.updateHeadImage, async ({ request, member: session }) => {
    const upload = await readUpload(request, { maxBytes: AVATAR_MAX_BYTES, wrongType: 'account.imageInvalid' });
    return members.updateHeadImage(db, session.memberId, upload.bytes);
  });
}

/** Credentials, preferences and closing the account. */
function registerAccountCalls(app: FastifyInstance, deps: MemberRouteDeps) {
  const { db, members } = deps;
  registerCall(app, member.updatePassword, async ({ body, member: session }) => {
    await members.updatePassword(db, session.memberId, body, session.sessionId);
    return null;
  });
  registerCall(app, member.bindmobile, async ({ body, member: session }) =>
    members.bindMobile(db, session.memberId, body.mobile, body.code),
  );
  registerCall(app, member.personalizedRecommendation, async ({ body, member: session }) =>
    members.setPreference(db, session.memberId, 'personalizedRecommendation', body.enabled),
  );
  registerCall(app, member.updateHomepagePacerAlert, async ({ body, member: session }) =>
    members.setPreference(db, session.memberId, 'homepagePacerAlert', body.enabled),
  );
  registerCall(app, member.homepagePacerAlert, async ({ member: session }) =>
    members.setPreference(db, session.memberId, 'homepagePacerAlert', undefined),
  );
  registerCall(app, member.delete, async ({ body, member: session }) => {
    await deps.deleteAccount(session.memberId, body);
    return null;
  });
}

function registerAdminCalls(app: FastifyInstance, deps: MemberRouteDeps) {
  const { db, members, views } = deps;
  registerCall(app, adminMembers.page, async ({ query }) => members.search(db, query));
  registerCall(app, adminMembers.detail, async ({ query }) => views.adminDetail(query.memberId));
  for (const [call, status] of [
    [adminMembers.disable, 'disabled'],
    [adminMembers.enable, 'active'],
  ] as const) {
    registerCall(app, call, async ({ body, request }) =>
      audited(deps, request, status === 'disabled' ? 'member.disable' : 'member.enable', 'member', async (tx) => {
        const change = await members.setStatus(tx, body.memberId, status);
        return { targetId: body.memberId, before: change.before, after: change.after, result: change.summary };
      }),
    );
  }
  registerCall(app, adminMembers.setOauthClientSecret, async ({ body, request }) =>
    views.setOauthClientSecret(request, body.provider, body.secret),
  );
}
