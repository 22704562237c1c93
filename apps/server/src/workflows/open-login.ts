// Third-party login and linking: the oauth module proves who the person is, the member module
// finds or creates the member, and a new member and its link are created together.
import { randomBytes } from 'node:crypto';
import { withTransaction, type Db } from '../db/client.ts';
import type { MemberService } from '../modules/member/index.ts';
import type { OauthService, OpenLoginRequest } from '../modules/oauth/index.ts';

export interface OpenLoginDeps {
  db: Db;
  members: MemberService;
  oauth: OauthService;
}

/** Without a code: where to send the browser. With code and state: a session, creating the member on first visit. */
export async function openLogin(deps: OpenLoginDeps, input: OpenLoginRequest) {
  const { oauth, members } = deps;
  await oauth.assertLoginEnabled(deps.db);
  if (input.code === undefined || input.state === undefined) {
    if (input.inviteCode) await members.findByInviteCode(deps.db, input.inviteCode);
    return oauth.start(deps.db, {
      provider: input.provider,
      purpose: 'login',
      redirectUri: input.redirectUri,
      memberId: null,
      inviteCode: input.inviteCode ?? null,
      origin: input.origin,
    });
  }
  const identity = await oauth.complete(deps.db, {
    provider: input.provider,
    purpose: 'login',
    code: input.code,
    state: input.state,
    memberId: null,
    origin: input.origin,
  });
  const known = await oauth.memberFor(deps.db, identity);
  if (known !== null)
    return { step: 'session' as const, isNew: false, ...(await members.openSessionFor(deps.db, known, input.locale)) };
  const created = await withTransaction(deps.db, async (tx) => {
    const sponsorId = await members.sponsorFor(tx, identity.inviteCode ?? undefined).catch(async () =>
      // The inviter may have left between start and return; the company root takes over.
      members.sponsorFor(tx, undefined),
    );
    const row = await members.create(tx, {
      nickname: identity.displayName,
      password: randomBytes(24).toString('base64url'),
      sponsorId,
    });
    await oauth.link(tx, row.id, identity);
    return row;
  });
  return { step: 'session' as const, isNew: true, ...(await members.openSession(deps.db, created, input.locale)) };
}

/** Links a third-party account to the logged-in member, in two steps like openLogin. */
export async function bindOpenAccount(
  deps: OpenLoginDeps,
  memberId: number,
  input: Omit<OpenLoginRequest, 'inviteCode'>,
) {
  const { oauth } = deps;
  if (input.code === undefined || input.state === undefined) {
    return oauth.start(deps.db, {
      provider: input.provider,
      purpose: 'bind',
      redirectUri: input.redirectUri,
      memberId,
      inviteCode: null,
      origin: input.origin,
    });
  }
  const identity = await oauth.complete(deps.db, {
    provider: input.provider,
    purpose: 'bind',
    code: input.code,
    state: input.state,
    memberId,
    origin: input.origin,
  });
  await oauth.link(deps.db, memberId, identity);
  const account = (await oauth.accountList(deps.db, memberId, input.origin)).find(
    (a) => a.provider === identity.provider,
  );
  return { step: 'bound' as const, account: account! };
}
