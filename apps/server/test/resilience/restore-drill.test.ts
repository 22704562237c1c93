// The restore drill, on a shop of its own (its own embedded PostgreSQL, DATA_DIR and port): a base
// backup taken while the shop runs, orders placed through the API, and `npm run db:restore` to a
// moment between two of them brings back exactly the orders before it, with a clean ledger.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabaseServer, prepareDatabase } from '../../src/boot.ts';
import { loadConfig } from '../../src/config/env.ts';
import type { EmbeddedServer } from '../../src/db/embedded.ts';
import { freePort } from '../free-port.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { buyWithCash, demoMember, skuOf } from '../orders-support.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

let dataDir = '';
let embedded: EmbeddedServer | null = null;
let t: TestApp | null = null;

afterAll(async () => {
  await t?.close();
  await embedded?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Runs one of the shop's commands (`npm run db:backup` and friends) as its own process. */
function command(script: string, args: string[], pgPort: number) {
  // A DATABASE_URL from the developer's shell must not point the commands at a real database.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'apps/server/src/cli', script), ...args],
      {
        cwd: root,
        env: { ...inherited, NODE_ENV: 'test', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) },
        timeout: 120_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

async function ordersOf(url: string, memberId: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ order_no: string }>(
      'select order_no from orders where member_id = $1 order by id',
      [memberId],
    );
    return rows.map((row) => row.order_no);
  } finally {
    await client.end();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the restore drill', () => {
  it(
    'restores to a moment between two orders: exactly the orders before it, and the ledger audit is clean',
    { timeout: 240_000 },
    async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-restore-'));
      const pgPort = await freePort();
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
      const opened = await openDatabaseServer(config);
      embedded = opened.embedded;
      await prepareDatabase(config, opened.url, () => undefined);
      t = await createTestApp({ databaseUrl: opened.url, checkDocument: false });
      const buyer = await demoMember(t, 'demo_regular');
      const sku = await skuOf(t, 'Gentle Amino Acid Cleanser');
      const before = await ordersOf(opened.url, buyer.memberId);

      const backup = await command('db-backup.ts', [], pgPort);
      expect(backup.output).toContain('[db:backup] base backup of');
      expect(backup.code).toBe(0);

      const first = await buyWithCash(t, buyer, sku);
      const second = await buyWithCash(t, buyer, sku);
      await pause(200);
      const moment = new Date();
      await pause(200);
      const third = await buyWithCash(t, buyer, sku);
      expect(await ordersOf(opened.url, buyer.memberId)).toEqual([
        ...before,
        first.orderNo,
        second.orderNo,
        third.orderNo,
      ]);

      // The shop stops; a restore refuses while it runs, so this order matters.
      await t.close();
      t = null;
      const refused = await command('db-restore.ts', ['--to', moment.toISOString()], pgPort);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('stop the shop first');
      await embedded!.stop();
      embedded = null;

      const restore = await command('db-restore.ts', ['--to', moment.toISOString()], pgPort);
      expect(restore.output).toContain('[db:restore] done');
      expect(restore.code).toBe(0);
      const kept = (await readdir(dataDir)).filter((name) => name.startsWith('pg.replaced-'));
      expect(kept).toHaveLength(1);

      const audit = await command('ledger-audit.ts', [], pgPort);
      expect(audit.output).toMatch(/^ledger audit: \d+ accounts, \d+ transfers/);
      expect(audit.output).not.toContain('FAIL');
      expect(audit.code).toBe(0);

      const reopened = await openDatabaseServer(config);
      embedded = reopened.embedded;
      expect(await ordersOf(reopened.url, buyer.memberId)).toEqual([...before, first.orderNo, second.orderNo]);
    },
  );
});
