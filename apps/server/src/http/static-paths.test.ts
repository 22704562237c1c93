// The served folders (the two apps, public uploads) over real sockets: no spelling of a path
// (dot segments, percent-encoded dots and slashes, backslashes, double encoding) reaches a file
// outside them, such as the private identity images beside the uploads or the data folder.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { freePort } from '../../test/free-port.ts';
import { rawRequest } from '../../test/raw-http.ts';

const secret = 'private-bytes-7f3c9a';
let t: TestApp;
let folder: string;
let port = 0;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'mall-static-paths-'));
  for (const app of ['web', 'admin']) {
    await mkdir(path.join(folder, app), { recursive: true });
    await writeFile(path.join(folder, app, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(path.join(folder, app, '.env'), secret);
  }
  await writeFile(path.join(folder, 'secret.txt'), secret);
  t = await createTestApp({ env: { WEB_DIST: path.join(folder, 'web'), ADMIN_DIST: path.join(folder, 'admin') } });
  // Beside the public uploads, as in a default install ($DATA_DIR/uploads and $DATA_DIR/private).
  await mkdir(path.join(t.config.privateUploadsDir, 'identity'), { recursive: true });
  await writeFile(path.join(t.config.privateUploadsDir, 'identity', 'card.webp'), secret);
  await writeFile(path.join(path.dirname(t.config.uploadsDir), 'secret.txt'), secret);
  await writeFile(path.join(t.config.uploadsDir, 'public.txt'), 'public-bytes');
  port = await freePort();
  await t.app.listen({ port, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await rm(folder, { recursive: true, force: true });
});

/** Ways to climb one folder up from under a served prefix. */
const ups = ['../', '%2e%2e/', '%2E%2E%2F', '..%2f', '.%2e/', '..\\', '..%5c', '%252e%252e%252f', './../', '/../'];

describe('served folders', () => {
  it('never serve a file outside them, however the path is spelt', async () => {
    const targets: string[] = [];
    for (const prefix of ['/', '/admin/', '/uploads/']) {
      for (const up of ups) {
        for (const depth of [1, 2, 3]) {
          const climb = up.repeat(depth);
          targets.push(`${prefix}${climb}secret.txt`, `${prefix}${climb}private/identity/card.webp`);
        }
      }
      targets.push(`${prefix}.env`, `${prefix}%2eenv`);
    }
    for (const target of targets) {
      const answer = await rawRequest({ port, target });
      expect(answer.body, `${target} -> ${answer.status}`).not.toContain(secret);
      expect(answer.status, target).toBeGreaterThanOrEqual(300);
    }
  });

  it('still serve the apps and the public uploads', async () => {
    expect((await rawRequest({ port, target: '/uploads/public.txt' })).body).toBe('public-bytes');
    expect((await rawRequest({ port, target: '/' })).body).toContain('<title>app</title>');
    expect((await rawRequest({ port, target: '/admin/' })).body).toContain('<title>app</title>');
  });
});
