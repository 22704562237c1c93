// Two shop processes on one database, as behind a load balancer: what an operator changes through
// one, and a logout on one, reach the other's caches within a second (PostgreSQL LISTEN/NOTIFY).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { adminAuth, adminCatalog, adminSettings, appIndex, member, productCate, ytConfig } from '@mall/contracts';
import { ensureDatabase } from '../../src/db/embedded.ts';
import { DEMO_ADMIN, DEMO_MEMBER_PASSWORD } from '../../src/seed/demo.ts';
import { freePort } from '../free-port.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

interface Shop {
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

type Answer = { success: boolean; code: number; error?: string; result: unknown };

let dataDir: string;
let databaseUrl: string;
const shops: Shop[] = [];

async function startShop(): Promise<Shop> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_DIST: path.join(dataDir, 'no-admin'),
      JOBS_ENABLED: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const shop = { base: `http://127.0.0.1:${port}`, child, exited, output: () => output };
  shops.push(shop);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited:\n${output}`);
    const health = await fetch(`${shop.base}/healthz`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
    if (health?.status === 200) return shop;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the shop never became healthy:\n${output}`);
}

async function call(
  shop: Shop,
  def: { method: string; path: string },
  options: { body?: unknown; token?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { lang: 'en_US', 'app-version': 'h5_2.7.5' };
  if (options.token) headers.token = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${shop.base}${def.path}`, {
    method: def.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(10_000),
  });
  return (await response.json()) as Answer;
}

async function ok<T>(shop: Shop, def: { method: string; path: string }, options?: { body?: unknown; token?: string }) {
  const answer = await call(shop, def, options);
  if (!answer.success) throw new Error(`${def.path}: ${JSON.stringify(answer)}`);
  return answer.result as T;
}

/** Polls `read` on the other process until it shows `expected`; answers how long that took. */
async function seenWithin(read: () => Promise<unknown>, expected: unknown): Promise<number> {
  const started = Date.now();
  await expect.poll(read, { timeout: 1_000, interval: 25 }).toEqual(expected);
  return Date.now() - started;
}

let one: Shop;
let two: Shop;
let adminToken: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-scale-out-'));
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplate');
  const database = `${template}_t${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, database, template);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
  // The first fills the empty database with the demo shop; the second finds it filled.
  one = await startShop();
  two = await startShop();
  adminToken = (await ok<{ token: string }>(one, adminAuth.login, { body: DEMO_ADMIN })).token;
}, 240_000);

afterAll(async () => {
  for (const shop of shops) if (shop.child.exitCode === null) shop.child.kill('SIGTERM');
  await Promise.all(shops.map((shop) => shop.exited));
  await rm(dataDir, { recursive: true, force: true });
});

describe('two shop processes on one database', () => {
  it('show an operator edit made through one on the other within a second', async () => {
    type Tree = { id: number; name: string }[];
    const tree = await ok<Tree>(two, productCate.tree);
    const homeBefore = await ok<{ modules: { title: string }[] }>(two, appIndex.homepageModule);
    expect(await ok<string>(two, ytConfig.terms)).not.toBe('Terms, edited once.');

    type Category = { id: number; parentId: number | null; name: Record<string, string>; sort: number };
    const categories = await ok<Category[]>(one, adminCatalog.category.list, { token: adminToken });
    const { id, parentId, name, sort } = categories.find((category) => category.id === tree[0]!.id)!;
    await ok(one, adminCatalog.category.save, {
      token: adminToken,
      body: { id, parentId, sort, name: { ...name, en_US: 'Renamed in process one' } },
    });
    await seenWithin(async () => (await ok<Tree>(two, productCate.tree))[0]!.name, 'Renamed in process one');

    await ok(one, adminCatalog.homeModule.save, {
      token: adminToken,
      body: { kind: 'products', title: { zh_CN: '新栏目', en_US: 'Added in process one' }, productIds: [], sort: -1 },
    });
    expect(homeBefore.modules[0]?.title).not.toBe('Added in process one');
    await seenWithin(
      async () => (await ok<{ modules: { title: string }[] }>(two, appIndex.homepageModule)).modules[0]?.title,
      'Added in process one',
    );

    await ok(one, adminSettings.update, {
      token: adminToken,
      body: { key: 'terms', value: { zh_CN: '条款。', en_US: 'Terms, edited once.' } },
    });
    await seenWithin(() => ok<string>(two, ytConfig.terms), 'Terms, edited once.');
  });

  it('refuses on the other a token logged out on one, within a second', async () => {
    const session = await ok<{ token: string }>(one, member.login, {
      body: { username: 'demo_vip', password: DEMO_MEMBER_PASSWORD },
    });
    expect((await call(two, member.getUser, { token: session.token })).success).toBe(true);
    await ok(one, member.exit, { token: session.token });
    await seenWithin(async () => (await call(two, member.getUser, { token: session.token })).error, 'TOKEN_INVALID');
  });

  it('keep both processes running', () => {
    for (const shop of [one, two]) expect(shop.child.exitCode, shop.output()).toBeNull();
  });
});
