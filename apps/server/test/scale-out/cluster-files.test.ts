// Files across nodes: with `npm run start:cluster` (2 nodes behind HAProxy), an identity image and a
// product image uploaded through one node are served by another, on the nodes' shared folder and
// on an S3-compatible bucket (s3rver, started by the test). Skipped, saying so, without HAProxy.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminCatalog, member } from '@mall/contracts';
import { DEMO_ADMIN, DEMO_MEMBER_PASSWORD } from '../../src/seed/demo.ts';
import { S3FileStore, s3ClientOf } from '../../src/lib/s3-file-store.ts';
import { freePort } from '../free-port.ts';
import { cloneTemplate } from '../harness.ts';
import { startLocalS3, type LocalS3 } from '../local-s3.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const haproxy = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const hasHaproxy = existsSync(haproxy);
if (!hasHaproxy)
  console.warn(`SKIPPED the cluster files test: HAProxy is missing at ${haproxy} (apt-get install haproxy)`);

interface Cluster {
  base: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the cluster on a fresh database and data folder; resolves once the balancer is up. */
async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-cluster-files-'));
  const databaseUrl = await cloneTemplate();
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start-cluster.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      NODES: '2',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_DIST: path.join(dataDir, 'no-admin'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/\[cluster\] shop at /.test(output)) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`start:cluster exited (${code}):\n${output}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function send(base: string, path: string, init: { body?: FormData | string; token?: string } = {}) {
  const headers: Record<string, string> = { lang: 'en_US', 'app-version': 'h5_2.7.5' };
  if (init.token) headers.token = init.token;
  if (typeof init.body === 'string') headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body,
    signal: AbortSignal.timeout(15_000),
  });
  return { response, node: response.headers.get('x-node') ?? 'none' };
}

async function result<T>(base: string, path: string, init: { body?: FormData | string; token?: string }) {
  const { response, node } = await send(base, path, init);
  const answer = (await response.json()) as { success: boolean; result: T };
  if (!answer.success) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return { result: answer.result, node };
}

/** GETs `url` through the balancer until a node other than `uploader` answers; that answer. */
async function fromAnotherNode(base: string, url: string, uploader: string) {
  for (let attempt = 0; attempt < 6; attempt++) {
    const { response, node } = await send(base, url);
    if (node !== uploader) return { status: response.status, node, bytes: Buffer.from(await response.arrayBuffer()) };
    await response.arrayBuffer();
  }
  throw new Error(`every answer for ${url} came from ${uploader}`);
}

interface Store {
  env: Record<string, string>;
  /** Whether the store holds `key` (`uploads/...`, `private/identity/...`: the same in both). */
  holds(dataDir: string, key: string): Promise<boolean>;
  close(): Promise<void>;
}

const stores: [string, () => Promise<Store>][] = [
  [
    'the shared folder',
    async () => ({
      env: {},
      holds: async (dataDir, key) => existsSync(path.join(dataDir, key)),
      close: async () => {},
    }),
  ],
  [
    'an S3-compatible bucket',
    async () => {
      const s3: LocalS3 = await startLocalS3();
      const bucket = new S3FileStore(s3ClientOf(s3.options), s3.options.bucket, '');
      return { env: s3.env, holds: (_dataDir, key) => bucket.exists(key), close: () => s3.close() };
    },
  ],
];

describe.skipIf(!hasHaproxy).each(stores)('two nodes on %s', (_name, openStore) => {
  let cluster: Cluster;
  let store: Store;
  beforeAll(async () => {
    const opened = await openStore();
    store = opened;
    cluster = await startCluster(opened.env);
  }, 240_000);
  afterAll(async () => {
    await cluster?.stop();
    await store?.close();
  }, 60_000);

  it('serves an identity image uploaded through one node from another, by its signed link', async () => {
    const { result: login } = await result<{ token: string }>(cluster.base, member.login.path, {
      body: JSON.stringify({ username: 'demo_regular', password: DEMO_MEMBER_PASSWORD }),
    });
    const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2288cc' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('slot', 'idFront');
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'id.jpg');
    const { result: image, node: uploader } = await result<{ url: string }>(
      cluster.base,
      '/mallapi/member/updateIdImage',
      { body: form, token: login.token },
    );
    const key = /identity\/([0-9a-f]{32})/.exec(image.url)![1]!;
    expect(await store.holds(cluster.dataDir, `private/identity/${key}.webp`)).toBe(true);
    const served = await fromAnotherNode(cluster.base, image.url, uploader);
    expect(served.status).toBe(200);
    expect(served.node).not.toBe(uploader);
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 400 });
  });

  it('serves a product image uploaded through one node from another under /uploads/', async () => {
    const { result: login } = await result<{ token: string }>(cluster.base, adminAuth.login.path, {
      body: JSON.stringify(DEMO_ADMIN),
    });
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ff8800' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
    const { result: images, node: uploader } = await result<{ s200: string }>(
      cluster.base,
      adminCatalog.productUploadImage.path,
      { body: form, token: login.token },
    );
    expect(await store.holds(cluster.dataDir, images.s200.slice(1))).toBe(true);
    const served = await fromAnotherNode(cluster.base, images.s200, uploader);
    expect(served.status).toBe(200);
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'webp', width: 200 });
  });
});
