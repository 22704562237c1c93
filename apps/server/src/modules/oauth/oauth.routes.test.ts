// Third-party login end to end over real HTTP: the server listens, calls its own sandbox
// provider for the token and userinfo, and the browser hop is followed like a browser would.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMembers, adminSettings, member, type Envelope } from '@mall/contracts';
import { createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let base: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  adminToken = await signedInOperator(t, { username: 'admin', password: 'Admin@123456', roles: ['admin'] });
});
afterAll(() => t.close());

async function post<T>(path: string, body: Record<string, string>, token?: string): Promise<Envelope<T>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      lang: 'en_US',
      ...(token ? { token } : {}),
    },
    body: new URLSearchParams(body).toString(),
  });
  return (await response.json()) as Envelope<T>;
}

async function get<T>(path: string, token?: string): Promise<Envelope<T>> {
  const response = await fetch(`${base}${path}`, { headers: { lang: 'en_US', ...(token ? { token } : {}) } });
  return (await response.json()) as Envelope<T>;
}

const redirectUri = 'http://shop.test/#/pages/public/login-service';

/** Goes to the provider as the browser would and reads the code and state it sends back. */
async function authorize(authorizeUrl: string, person: string) {
  const url = new URL(authorizeUrl);
  url.searchParams.set('login_hint', person);
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location')!);
  expect(`${back.origin}${back.pathname}${back.hash.split('?')[0]}`).toContain('http://shop.test/');
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

type Step = { step: 'redirect'; authorizeUrl: string; state: string };
type SessionStep = { step: 'session'; token: string; isNew: boolean; user: { memberId: number; nickname: string } };

describe('third-party login', () => {
  it('is hidden and refused while showOpenLogin is off', async () => {
    expect((await get<{ enabled: boolean; providers: unknown[] }>(member.openLoginProviders.path)).result).toEqual({
      enabled: false,
      providers: [],
    });
    const refused = await post(member.openLogin.path, { provider: 'sandbox', redirectUri });
    expect(refused).toMatchObject({ success: false, error: 'OPEN_LOGIN_OFF' });
  });

  it('signs a new person up through the sandbox, then logs the same person in', async () => {
    await t.ok(adminSettings.update, { token: adminToken, json: true, body: { key: 'showOpenLogin', value: true } });
    const options = await get<{ providers: { key: string }[] }>(member.openLoginProviders.path);
    expect(options.result?.providers.map((p) => p.key)).toContain('sandbox');

    const start = (await post<Step>(member.openLogin.path, { provider: 'sandbox', redirectUri })).result!;
    expect(start.step).toBe('redirect');
    const first = await authorize(start.authorizeUrl, 'ann');
    const created = await post<SessionStep>(member.openLogin.path, { provider: 'sandbox', redirectUri, ...first });
    expect(created.result).toMatchObject({ step: 'session', isNew: true, user: { nickname: 'Sandbox ann' } });
    expect((await get<{ memberId: number }>(member.getUser.path, created.result!.token)).result?.memberId).toBe(
      created.result!.user.memberId,
    );

    // The state is single use: replaying the same answer fails.
    const replay = await post(member.openLogin.path, { provider: 'sandbox', redirectUri, ...first });
    expect(replay).toMatchObject({ success: false, error: 'OAUTH_STATE_INVALID' });

    const again = (await post<Step>(member.openLogin.path, { provider: 'sandbox', redirectUri })).result!;
    const second = await authorize(again.authorizeUrl, 'ann');
    const returning = await post<SessionStep>(member.openLogin.path, { provider: 'sandbox', redirectUri, ...second });
    expect(returning.result).toMatchObject({ isNew: false, user: { memberId: created.result!.user.memberId } });
  });

  it('binds and unbinds an account for a logged-in member, and lists it', async () => {
    const start = (await post<Step>(member.openLogin.path, { provider: 'sandbox', redirectUri })).result!;
    const { token } = (
      await post<SessionStep>(member.openLogin.path, {
        provider: 'sandbox',
        redirectUri,
        ...(await authorize(start.authorizeUrl, 'ben')),
      })
    ).result!;
    // Ben is linked already; unlink and link again through bindOpenAccount.
    await post(member.unbindOpenAccount.path, { provider: 'sandbox' }, token);
    let list = await get<{ provider: string; isBound: boolean }[]>(member.getOpenAccountList.path, token);
    expect(list.result?.find((a) => a.provider === 'sandbox')?.isBound).toBe(false);

    const bindStart = (await post<Step>(member.bindOpenAccount.path, { provider: 'sandbox', redirectUri }, token))
      .result!;
    const answer = await authorize(bindStart.authorizeUrl, 'ben-2');
    const bound = await post<{ step: string; account: { isBound: boolean; displayName: string } }>(
      member.bindOpenAccount.path,
      { provider: 'sandbox', redirectUri, ...answer },
      token,
    );
    expect(bound.result).toMatchObject({ step: 'bound', account: { isBound: true, displayName: 'Sandbox ben-2' } });
    list = await get(member.getOpenAccountList.path, token);
    expect(list.result?.find((a) => a.provider === 'sandbox')?.isBound).toBe(true);
    // The profile page reads the links within the member's own statement, and answers them alike.
    const info = await get<{ openAccounts: unknown[] }>(member.memberinfo.path, token);
    expect(info.result?.openAccounts).toEqual(list.result);
    expect(list.result?.find((a) => a.provider === 'sandbox')).toMatchObject({
      boundAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });

    // Someone else's identity cannot be linked to a second member.
    const annStart = (await post<Step>(member.bindOpenAccount.path, { provider: 'sandbox', redirectUri }, token))
      .result!;
    await post(member.unbindOpenAccount.path, { provider: 'sandbox' }, token);
    const taken = await post(
      member.bindOpenAccount.path,
      { provider: 'sandbox', redirectUri, ...(await authorize(annStart.authorizeUrl, 'ann')) },
      token,
    );
    expect(taken).toMatchObject({ success: false, error: 'OAUTH_TAKEN' });
  });

  it('stores a client secret without ever returning it', async () => {
    const secret = 'super-secret-value-42';
    await t.ok(adminMembers.setOauthClientSecret, { token: adminToken, body: { provider: 'acme', secret } });
    const settings = await t.app.inject({
      method: 'GET',
      url: adminSettings.list.path,
      headers: { token: adminToken },
    });
    const audit = await t.app.inject({ method: 'GET', url: '/adminapi/audit/page', headers: { token: adminToken } });
    expect(settings.body).not.toContain(secret);
    expect(audit.body).not.toContain(secret);
  });

  it('has no sandbox in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/dev/oauth-sandbox/authorize' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
