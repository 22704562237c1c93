// The protocol's edges: authentication before validation, where lang and app-version come from,
// framework errors as envelopes (431 included, over a real socket), security headers, and logs
// that never carry a statement's values.
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { appVersion, member, memberFavorite, product } from '@mall/contracts';
import { createMember, createTestApp, type TestApp } from '../../test/harness.ts';
import { redactError } from '../lib/redact.ts';
import { inlineScriptHashes } from './security-headers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createMember(t.services, { username: 'alice', mobile: '0811111111' });
});
afterAll(() => t.close());

const inject = (options: InjectOptions) => t.app.inject(options);

describe('authentication order', () => {
  it('answers NO_POWER to a guest before looking at a malformed field', async () => {
    const { status, envelope } = await t.call(memberFavorite.add, { body: { productId: '0x1F' } });
    expect(status).toBe(401);
    expect(envelope.error).toBe('NO_POWER');
  });

  it('answers TOKEN_INVALID on an optional-login call with a bad token instead of a guest view', async () => {
    const { status, envelope } = await t.call(product.searchKeyword, { token: 'forged-token' });
    expect(status).toBe(401);
    expect(envelope).toMatchObject({ success: false, code: 502, error: 'TOKEN_INVALID' });
    expect((await t.call(product.searchKeyword)).status).toBe(200);
  });

  it('still serves a member on an optional-login call', async () => {
    const { token } = await t.ok(member.login, { body: { username: 'alice', password: 'Demo@123456' } });
    expect((await t.call(product.searchKeyword, { token })).status).toBe(200);
  });
});

describe('lang and app-version', () => {
  const loginPayload = 'password=secret1';

  it('reads lang from the query when there is no header', async () => {
    const response = await inject({ method: 'GET', url: '/mallapi/member/getUser?lang=en_US' });
    expect(response.json().message).toBe('Please log in first');
  });

  it('reads lang from the form body when neither header nor query has it', async () => {
    const response = await inject({
      method: 'POST',
      url: '/mallapi/member/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${loginPayload}&lang=en_US`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/is required/);
  });

  it('reads lang from a JSON body too', async () => {
    const response = await inject({
      method: 'POST',
      url: '/mallapi/member/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ password: 'secret1', lang: 'zh_HK' }),
    });
    expect(response.json().message).toMatch(/不能為空/);
  });

  it('prefers the header, then the query, then the body', async () => {
    const headerWins = await inject({
      method: 'POST',
      url: '/mallapi/member/login?lang=zh_HK',
      headers: { lang: 'en_US', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${loginPayload}&lang=th_TH`,
    });
    expect(headerWins.json().message).toMatch(/is required/);
    const queryWins = await inject({
      method: 'POST',
      url: '/mallapi/member/login?lang=zh_HK',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${loginPayload}&lang=en_US`,
    });
    expect(queryWins.json().message).toMatch(/不能為空/);
  });

  it('reads app-version from the query', async () => {
    const response = await inject({ method: 'GET', url: `${appVersion.checkUpdate.path}?app-version=h5_1.2.3` });
    expect(response.json().result.currentVersion).toBe('1.2.3');
    const header = await inject({
      method: 'GET',
      url: `${appVersion.checkUpdate.path}?app-version=h5_1.2.3`,
      headers: { 'app-version': 'h5_2.0.0' },
    });
    expect(header.json().result.currentVersion).toBe('2.0.0');
  });
});

describe('framework errors', () => {
  it('answers an unsupported content type with a 415 envelope', async () => {
    const response = await inject({
      method: 'POST',
      url: '/mallapi/member/login',
      headers: { 'content-type': 'application/xml', lang: 'en_US' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 415, error: 'UNSUPPORTED_MEDIA_TYPE', result: null });
    expect(response.json().message).toMatch(/content type/);
  });

  it("refuses a text/plain body with the same 415 envelope, in the caller's language", async () => {
    for (const lang of ['en_US', 'th_TH']) {
      const xml = await inject({
        method: 'POST',
        url: '/mallapi/member/login',
        headers: { 'content-type': 'application/xml', lang },
        payload: '<login/>',
      });
      for (const contentType of ['text/plain', 'text/plain; charset=utf-8', 'TEXT/PLAIN']) {
        for (const payload of ['username=alice&password=Demo%40123456', '{"username":"alice"}']) {
          const response = await inject({
            method: 'POST',
            url: '/mallapi/member/login',
            headers: { 'content-type': contentType, lang },
            payload,
          });
          expect(response.statusCode, `${contentType} ${payload}`).toBe(415);
          // The same envelope but for the request id, which is each request's own.
          expect({ ...response.json(), requestId: '' }).toEqual({ ...xml.json(), requestId: '' });
        }
      }
    }
  });

  it('answers an address that does not decode with a 400 envelope', async () => {
    const response = await inject({ method: 'GET', url: '/mallapi/%E0%A4%A', headers: { lang: 'en_US' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 400, error: 'VALIDATION', result: null });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a known call with the wrong method with a 405 envelope', async () => {
    const response = await inject({ method: 'GET', url: '/mallapi/member/login', headers: { lang: 'en_US' } });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toMatchObject({ success: false, code: 405, error: 'METHOD_NOT_ALLOWED' });
  });

  it('answers a URL over the header limit with a localised 431 envelope', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = new URL(`/mallapi/product/searchKeyword?keyword=${'a'.repeat(20_000)}`, address);
      const { status, headers, body } = await new Promise<{
        status: number;
        headers: Record<string, unknown>;
        body: string;
      }>((resolve, reject) => {
        const req = httpRequest(url, { headers: { lang: 'en_US' } }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(431);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(body)).toMatchObject({ success: false, code: 431, error: 'HEADERS_TOO_LARGE', result: null });
      expect(JSON.parse(body).message).toMatch(/too long/);
    } finally {
      await t.app.server.close();
    }
  });
});

describe('security headers', () => {
  it.each([
    ['an API answer', '/mallapi/ytConfig/getAboutUs'],
    ['an unknown address', '/nothing/here'],
    ['a validation failure', '/mallapi/product/detail?id=x'],
  ])('are on %s', async (_name, url) => {
    const response = await inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    // Calls carry the strict policy; pages the one naming their scripts (static-files.test.ts).
    expect(csp).toContain(url.startsWith('/mallapi/') ? "default-src 'none'" : "script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('allow exactly the inline scripts of the built pages', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'mall-csp-'));
    try {
      const page = path.join(folder, 'index.html');
      await writeFile(page, '<script>doThis()</script><script type="module" src="/a.js"></script>');
      // sha256 of "doThis()", as a browser computes it for the CSP.
      expect(inlineScriptHashes([page, path.join(folder, 'missing.html')])).toEqual([
        "'sha256-z3V382Klrvj2x/BvRR7YkQjpw2z51q+KUecyOtT3acE='",
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('error logs', () => {
  it('keep the statement but not its values', async () => {
    const failure = await t.db.execute(sql`select ${'secret-0811111111'}::int`).catch((error: unknown) => error);
    const logged = JSON.stringify(redactError(failure));
    expect(logged).toContain('Failed query');
    expect(logged).not.toContain('secret-0811111111');
  });

  it('drop the row PostgreSQL quotes in a constraint failure', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "members_mobile"'), {
      code: '23505',
      constraint: 'members_mobile',
      detail: 'Key (mobile)=(0811111111) already exists.',
    });
    const logged = JSON.stringify(redactError(new Error('Failed query: insert\nparams: 0811111111', { cause })));
    expect(logged).not.toContain('0811111111');
    expect(logged).toContain('members_mobile');
  });
});
