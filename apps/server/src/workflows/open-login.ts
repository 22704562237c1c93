// Third-party login and linking: the oauth module proves who the person is, the member module
// finds or creates the member, and a new member and its link are created together.
import { randomBytes } from 'node:crypto';
import { withTransaction } from '../db/client.ts';
import type { Services } from '../services.ts';

export interface OpenLoginInput {
  provider: string;
  redirectUri: string;
  code?: string;
  state?: string;
  inviteCode?: string;
  origin: string;
}

/** Without a code: where to send the browser. With code and state: a session, creating the member on first visit. */
export async function openLogin(services: Services, input: OpenLoginInput) {
  const { oauth, members } = services;
  await oauth.assertLoginEnabled();
  if (input.code === undefined || input.state === undefined) {
    if (input.inviteCode) await members.findByInviteCode(input.inviteCode);
    return oauth.start({
      provider: input.provider,
      purpose: 'login',
      redirectUri: input.redirectUri,
      memberId: null,
      inviteCode: input.inviteCode ?? null,
      origin: input.origin,
    });
  }
  const identity = await oauth.complete({
    provider: input.provider,
    purpose: 'login',
    code: input.code,
    state: input.state,
    memberId: null,
    origin: input.origin,
  });
  const known = await oauth.memberFor(identity);
  if (known !== null) return { step: 'session' as const, isNew: false, ...(await members.openSessionFor(known)) };
  const created = await withTransaction(services.db, async (tx) => {
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
  return { step: 'session' as const, isNew: true, ...(await members.openSession(created)) };
}

/** Links a third-party account to the logged-in member, in two steps like openLogin. */
export async function bindOpenAccount(
  services: Services,
  memberId: number,
  input: { provider: string; redirectUri: string; code?: string; state?: string; origin: string },
) {
  const { oauth } = services;
  if (input.code === undefined || input.state === undefined) {
    return oauth.start({
      provider: input.provider,
      purpose: 'bind',
      redirectUri: input.redirectUri,
      memberId,
      inviteCode: null,
      origin: input.origin,
    });
  }
  const identity = await oauth.complete({
    provider: input.provider,
    purpose: 'bind',
    code: input.code,
    state: input.state,
    memberId,
    origin: input.origin,
  });
  await oauth.link(services.db, memberId, identity);
  const account = (await oauth.accountList(memberId, input.origin)).find((a) => a.provider === identity.provider);
  return { step: 'bound' as const, account: account! };
}
