// A clone in a folder only root can enter: PostgreSQL runs as its own user, which cannot reach
// the data folder there, so the cluster lives where it can and the shop still starts.
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { canReach, clusterDir, postgresUser } from '../../src/db/postgres-files.ts';
import { freePort } from '../free-port.ts';

const isRoot = os.userInfo().uid === 0;
const cleanup: string[] = [];
afterAll(async () => {
  for (const folder of cleanup) await rm(folder, { recursive: true, force: true });
});

describe.runIf(isRoot)('an embedded PostgreSQL under a folder only root can enter', () => {
  it('keeps its cluster where its user can reach it, starts, and answers queries', { timeout: 120_000 }, async () => {
    const privateRoot = await mkdtemp(path.join(os.tmpdir(), 'mall-private-'));
    cleanup.push(privateRoot);
    await chmod(privateRoot, 0o700);
    const dataDir = path.join(privateRoot, 'clone', 'data');
    await mkdir(dataDir, { recursive: true });

    const user = await postgresUser();
    expect(user).not.toBeNull();
    expect(await canReach(user!, dataDir)).toBe(false);
    const cluster = await clusterDir(dataDir, user);
    expect(cluster.startsWith(dataDir)).toBe(false);
    expect(await canReach(user!, path.dirname(cluster))).toBe(true);
    cleanup.push(path.dirname(cluster));

    const server = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
    try {
      const client = new pg.Client({ connectionString: server.url('postgres') });
      await client.connect();
      const { rows } = await client.query<{ answer: number }>('select 6 * 7 as answer');
      await client.end();
      expect(rows[0]?.answer).toBe(42);
    } finally {
      await server.stop();
    }
  });
});

describe.runIf(isRoot)('reachability', () => {
  it('needs every folder above to let the user pass', async () => {
    const user = (await postgresUser())!;
    const open = await mkdtemp(path.join(os.tmpdir(), 'mall-open-'));
    cleanup.push(open);
    await chmod(open, 0o755);
    expect(await canReach(user, open)).toBe(true);
    await chmod(open, 0o750);
    expect(await canReach(user, path.join(open, 'below'))).toBe(false);
  });
});
