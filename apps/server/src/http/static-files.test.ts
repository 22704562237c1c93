// The apps and the API as a browser (or a CDN in front) sees them: encodings and cache lifetimes.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let folder: string;
// Big enough to be worth compressing, like any real chunk.
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const page =
  '<!doctype html><html><head><script>document.documentElement.lang = "en";</script></head><body></body></html>';

/** A build output as vite-plugin-compression2 leaves it: each file with its .br and .gz copies. */
async function writeBuilt(root: string, file: string, content: string): Promise<void> {
  const target = path.join(root, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
  await writeFile(`${target}.br`, brotliCompressSync(content));
  await writeFile(`${target}.gz`, gzipSync(content));
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'mall-static-'));
  for (const app of ['web', 'admin']) {
    await writeBuilt(path.join(folder, app), 'index.html', page);
    await writeBuilt(path.join(folder, app), 'assets/index-Ab12Cd34.js', script);
  }
  t = await createTestApp({
    demo: true,
    env: { WEB_DIST: path.join(folder, 'web'), ADMIN_DIST: path.join(folder, 'admin') },
  });
});

afterAll(async () => {
  await t?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('static files', () => {
  it.each(['/assets/index-Ab12Cd34.js', '/admin/assets/index-Ab12Cd34.js'])(
    'sends the brotli copy of %s, cached for a year as immutable',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      // The precompressed file as it is, not compressed a second time on the way out.
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    },
  );

  it('sends gzip to a client without brotli and the plain file to one without either', async () => {
    const url = '/assets/index-Ab12Cd34.js';
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it.each(['/', '/index.html', '/admin/', '/admin/index.html'])('asks browsers to revalidate %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });

  it('does not publish the compressed copies under their own names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js.br' });
    expect(response.statusCode).toBe(404);
  });

  it('lets caches keep uploaded images for a day', async () => {
    await mkdir(path.join(t.config.uploadsDir, 'products'), { recursive: true });
    await writeFile(path.join(t.config.uploadsDir, 'products', 'a-100.webp'), Buffer.alloc(2048, 1));
    const response = await t.app.inject({
      method: 'GET',
      url: '/uploads/products/a-100.webp',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('API answers', () => {
  const home = '/mallapi/appIndex/homepageModule';

  it('compresses a large answer, which still reads as the envelope', async () => {
    const headers = { 'accept-encoding': 'br', lang: 'en_US' };
    const response = await t.app.inject({ method: 'GET', url: home, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-security-policy']).toBeDefined();
    const plain = brotliDecompressSync(response.rawPayload);
    expect(plain.length).toBeGreaterThan(1024);
    expect(JSON.parse(plain.toString())).toMatchObject({
      success: true,
      code: 200,
      result: { modules: expect.any(Array) },
    });
  });

  it('leaves a small answer and a client that asks for no encoding alone', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/mallapi/nothing/here',
      headers: { 'accept-encoding': 'br', lang: 'en_US' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: false });
    const plain = await t.app.inject({ method: 'GET', url: home, headers: { lang: 'en_US' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ success: true });
  });

  it('reads a request body as sent, whatever content-encoding it claims', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/adminapi/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip', lang: 'en_US' },
      payload: 'username=nobody&password=wrong-password-1A!',
    });
    expect(response.json()).toMatchObject({ success: false, code: expect.any(Number) });
    // Decompressing would fail on this plain body and answer a 400 about the body instead.
    expect(response.json().error).not.toBe('VALIDATION');
  });
});

describe('security headers', () => {
  // The full set, pinned: worked out once at start, they must stay what helmet wrote per request.
  const expected = {
    'content-security-policy':
      "default-src 'self';script-src 'self' 'sha256-NMmFHYIhnoE+XjKYBietuDYEAI7fMlXi6RycCc1j9LI=';" +
      "script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;" +
      "font-src 'self' data:;connect-src 'self';frame-src 'self' https:;object-src 'none';base-uri 'self';form-action 'self';" +
      "frame-ancestors 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'cross-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it.each([
    ['a page', 'GET', '/'],
    ['a hashed asset', 'GET', '/assets/index-Ab12Cd34.js'],
    ['an unknown address', 'GET', '/nothing/here'],
  ] as const)('are the same on %s', async (_what, method, url) => {
    const response = await t.app.inject({ method, url, headers: { lang: 'en_US' } });
    const security = Object.fromEntries(Object.keys(expected).map((name) => [name, response.headers[name]]));
    expect(security).toEqual(expected);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  // A call answers JSON, never rendered: the strict set APIs carry, not the pages' long policy.
  const call = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
  const pageOnly = Object.keys(expected).filter((name) => !(name in call));

  it.each([
    ['an API answer', 'GET', '/mallapi/appIndex/homepageModule'],
    ['an unknown call', 'GET', '/mallapi/nothing/here'],
    ['a refused login', 'POST', '/adminapi/auth/login'],
  ] as const)("are the calls' set on %s", async (_what, method, url) => {
    const response = await t.app.inject({ method, url, headers: { lang: 'en_US' } });
    expect(Object.fromEntries(Object.keys(call).map((name) => [name, response.headers[name]]))).toEqual(call);
    expect(pageOnly.filter((name) => response.headers[name] !== undefined)).toEqual([]);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
