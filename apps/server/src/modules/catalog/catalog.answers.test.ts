// Shared catalogue answers are kept as their bytes: written and compressed once when the cache is
// filled, served with an ETag (304 when the client holds it), and replaced on every process, through
// LISTEN/NOTIFY, when a setting or a catalogue row changes.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalog, appIndex } from '@mall/contracts';
import { buildApp } from '../../app.ts';
import { listenForInvalidations, type CacheListener } from '../../db/cache-bus.ts';
import { connect, withTransaction, type Database } from '../../db/client.ts';
import { answerCompressions } from '../../lib/answer-cache.ts';
import { createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let adminToken: string;
/** A second app on the same database, as another server process behind the load balancer. */
let other: { app: Awaited<ReturnType<typeof buildApp>>; database: Database };
const listeners: CacheListener[] = [];
/** Both processes read one frozen clock, so an answer changes only when something it shows does. */
const frozen = new Date('2026-11-29T10:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signedInOperator(t, { username: 'admin', password: 'Admin@123456', roles: ['admin'] });
  const database = connect(t.databaseUrl, 4);
  other = { app: await buildApp(t.config, database.db), database };
  for (const services of [t.services, other.app.services]) {
    services.catalog.clock = () => frozen;
    const listener = listenForInvalidations(t.databaseUrl, services.caches);
    listeners.push(listener);
    await listener.listening;
  }
});
afterAll(async () => {
  await Promise.all(listeners.map((listener) => listener.close()));
  await other?.app.app.close();
  await other?.database.close();
  await t?.close();
});

const BROWSER = { lang: 'en_US', 'app-version': 'h5_2.7.5' };

async function ask(app: TestApp['app'], url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { ...BROWSER, ...headers } });
}

/** The plain JSON of an answer, whatever encoding it came in. */
function plain(response: Awaited<ReturnType<typeof ask>>): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString('utf8');
}

describe('a shared answer kept as its bytes', () => {
  it('is compressed once however often and in whatever encoding it is asked', async () => {
    const first = await ask(t.app, appIndex.home.path, { 'accept-encoding': 'br, gzip' });
    expect(first.statusCode).toBe(200);
    const json = plain(first);
    expect(JSON.parse(json)).toMatchObject({ success: true, code: 200 });
    const compressions = answerCompressions();
    for (let round = 0; round < 5; round++) {
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['', undefined],
      ] as const) {
        const response = await ask(t.app, appIndex.home.path, accept ? { 'accept-encoding': accept } : {});
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.etag).toBe(first.headers.etag);
        expect(plain(response)).toBe(json);
      }
    }
    expect(answerCompressions()).toBe(compressions);
  });

  it('answers 304 with no body to a client that holds it', async () => {
    const first = await ask(t.app, appIndex.homepageModule.path, { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await ask(t.app, appIndex.homepageModule.path, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await ask(t.app, appIndex.homepageModule.path, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
  });
});

describe('across processes', () => {
  async function newEtagOnOtherWithinASecond(change: () => Promise<unknown>, shows: string) {
    const before = await ask(other.app.app, appIndex.home.path, { 'accept-encoding': 'br, gzip' });
    // Asked twice: the answer is kept, so only the change can give the next one a new ETag.
    const kept = await ask(other.app.app, appIndex.home.path, { 'accept-encoding': 'br, gzip' });
    expect(kept.headers.etag).toBe(before.headers.etag);
    expect(plain(before)).not.toContain(shows);
    await change();
    const changedAt = Date.now();
    await expect
      .poll(async () => (await ask(other.app.app, appIndex.home.path)).headers.etag, { timeout: 1_000, interval: 50 })
      .not.toBe(before.headers.etag);
    expect(Date.now() - changedAt).toBeLessThan(1_000);
    expect(plain(await ask(other.app.app, appIndex.home.path))).toContain(shows);
  }

  it('gives a new ETag on the other process within a second of a setting change', async () => {
    await newEtagOnOtherWithinASecond(
      () =>
        withTransaction(t.db, (tx) =>
          t.services.settings.update(tx, 'homeNotice', { zh_CN: '公告', en_US: 'Notice from process one' }, null),
        ),
      'Notice from process one',
    );
  });

  it('gives a new ETag on the other process within a second of a catalogue edit', async () => {
    await newEtagOnOtherWithinASecond(
      () =>
        t.ok(adminCatalog.homeModule.save, {
          token: adminToken,
          json: true,
          body: {
            kind: 'products',
            title: { zh_CN: '新栏目', en_US: 'Module from process one' },
            productIds: [],
            sort: -1,
          },
        }),
      'Module from process one',
    );
  });
});
