// Development routes hand out one-time codes and sign-in identities: over real sockets, no
// spelling of their paths (percent-encoded, dot segments, doubled or encoded slashes) reaches them
// from another machine, whether the caller connects from another address or comes through a proxy
// on this one. A genuine local caller still gets them, however it spells the path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from '@mall/contracts';
import { createMember, createTestApp, type TestApp } from '../../test/harness.ts';
import { freePort } from '../../test/free-port.ts';
import { nonLoopbackAddress, rawRequest, type RawAnswer } from '../../test/raw-http.ts';

const mobile = '0811000077';
const outboxQuery = `?mobile=${mobile}`;
const authorizeQuery =
  '?client_id=mall-sandbox&redirect_uri=http%3A%2F%2Fshop.test%2Fcb&state=s1&login_hint=someone-else';

/** Spellings of /dev/sms-outbox a router or a proxy may read as that path. */
const outboxSpellings = [
  '/dev/sms-outbox',
  '/%64ev/sms-outbox',
  '/de%76/sms-outbox',
  '/%64%65%76/sms-outbox',
  '/%64%65%76/%73%6d%73-%6f%75%74%62%6f%78',
  '/%64%65%76/%73%6D%73-%6F%75%74%62%6F%78',
  '/dev/s%6ds-outbox',
  '/dev/s%6Ds-outbox',
  '/dev/sms-%6futbox',
  '/dev/sms-%6Futbox',
  '/dev/sms-outbox/',
  '/%64ev/sms-outbox/',
  '/x/../dev/sms-outbox',
  '/./dev/sms-outbox',
  '/dev/./sms-outbox',
  '//dev/sms-outbox',
  '/dev//sms-outbox',
  '/%2e/dev/sms-outbox',
  '/x/%2e%2e/dev/sms-outbox',
  '/x/%2E%2E/dev/sms-outbox',
  '/dev%2Fsms-outbox',
  '/dev%2fsms-outbox',
  '/%2Fdev/sms-outbox',
  '/%2fdev%2fsms-outbox',
  '/%64ev%2Fsms-outbox',
  'http://shop.test/dev/sms-outbox',
  'http://shop.test/%64ev/sms-outbox',
];

const sandboxSpellings = [
  '/dev/oauth-sandbox/authorize',
  '/%64ev/oauth-sandbox/authorize',
  '/de%76/oauth-sandbox/authorize',
  '/%64%65%76/oauth-sandbox/authorize',
  '/dev/oauth-%73andbox/authorize',
  '/./dev/oauth-sandbox/authorize',
  '/dev%2Foauth-sandbox%2Fauthorize',
];

let t: TestApp;
let port = 0;
let code = '';
const outside = nonLoopbackAddress();

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  await createMember(t.services, { username: 'outboxed', mobile });
  await t.ok(verify.smscode, { body: { mobile, type: 'login' } });
  const outbox = await t.app.inject({
    method: 'GET',
    url: `/dev/sms-outbox${outboxQuery}`,
    remoteAddress: '127.0.0.1',
  });
  code = (outbox.json() as { messages: { code: string }[] }).messages[0]?.code ?? '';
  port = await freePort();
  // Every address, so a caller can reach it from loopback and from the machine's own network address.
  await t.app.listen({ port, host: '0.0.0.0' });
}, 60_000);
afterAll(() => t.close());

/** Not served: the 404 envelope an unknown path gets, with nothing of the route's answer in it. */
function expectRefused(answer: RawAnswer, target: string) {
  const shown = `${target} -> ${answer.status} ${answer.body.slice(0, 200)}`;
  expect(answer.status, shown).toBeGreaterThanOrEqual(400);
  expect(answer.status, shown).toBeLessThan(500);
  expect(answer.body, shown).not.toContain(code);
  expect(answer.body, shown).not.toContain('66811000077');
  expect(answer.headers.location, shown).toBeUndefined();
  expect(JSON.parse(answer.body), shown).toMatchObject({ success: false, result: null });
}

describe('development routes over real sockets', () => {
  it('has a code in the outbox to protect', () => {
    expect(code).toMatch(/^\d{6}$/);
  });

  it('answers a caller on this machine whichever way it spells the path', async () => {
    const spellings = [
      '/dev/sms-outbox',
      '/%64ev/sms-outbox',
      '/%64%65%76/%73%6D%73-%6f%75%74%62%6f%78/',
      'http://shop.test/%64ev/sms-outbox',
    ];
    for (const target of spellings) {
      const answer = await rawRequest({ port, target: `${target}${outboxQuery}` });
      expect(answer.status, target).toBe(200);
      expect(answer.body, target).toContain(code);
    }
  });

  it.skipIf(outside === undefined)('refuses a caller from another address, for every spelling', async () => {
    for (const spelling of outboxSpellings) {
      const target = `${spelling}${outboxQuery}`;
      for (const method of ['GET', 'HEAD']) {
        const answer = await rawRequest({ port, host: outside, localAddress: outside, method, target });
        if (method === 'HEAD') expect(answer.status, `HEAD ${target}`).toBeGreaterThanOrEqual(400);
        else expectRefused(answer, target);
      }
    }
    for (const spelling of sandboxSpellings) {
      const target = `${spelling}${authorizeQuery}`;
      expectRefused(await rawRequest({ port, host: outside, localAddress: outside, target }), target);
    }
  });

  it('refuses a caller a proxy on this machine forwards, for every spelling', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' },
      { 'x-forwarded-for': '203.0.113.7, 127.0.0.1' },
      { forwarded: 'for=203.0.113.7;proto=https' },
      { forwarded: 'for="[2001:db8::7]:4711"' },
      { 'x-real-ip': '203.0.113.7' },
    ];
    for (const headers of forwarded) {
      for (const spelling of outboxSpellings) {
        const target = `${spelling}${outboxQuery}`;
        expectRefused(await rawRequest({ port, target, headers }), `${JSON.stringify(headers)} ${target}`);
      }
    }
    for (const spelling of sandboxSpellings) {
      const target = `${spelling}${authorizeQuery}`;
      const headers = { 'x-forwarded-for': '203.0.113.7' };
      expectRefused(await rawRequest({ port, target, headers }), target);
    }
  });

  it("answers the refusal as an unknown path, in the caller's language", async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7', lang: 'en_US' };
    const refused = await rawRequest({ port, target: `/%64ev/sms-outbox${outboxQuery}`, headers });
    const unknown = await rawRequest({ port, target: '/no-such-path', headers });
    expect(refused.status).toBe(404);
    // The same envelope but for each answer's own request id.
    const withoutId = (body: string) => ({ ...(JSON.parse(body) as object), requestId: undefined });
    expect(withoutId(refused.body)).toEqual(withoutId(unknown.body));
  });
});
