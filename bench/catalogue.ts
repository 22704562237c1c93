// Catalogue throughput and latency over real HTTP on loopback: `npm exec -- node bench/catalogue.ts`.
// Starts an embedded PostgreSQL in a temporary folder with the demo data, listens on 127.0.0.1, and
// measures home, search and product detail against a bare Fastify route answering a constant JSON
// in the same process and run, so the ratios say what the catalogue costs over the framework alone.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { connect } from '../apps/server/src/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateAll } from '../apps/server/src/db/migrate.ts';
import { loadDemoData } from '../apps/server/src/seed/demo.ts';
import { ensureRootMember } from '../apps/server/src/seed/install.ts';
import { freePort } from '../apps/server/test/free-port.ts';

const CONNECTIONS = 16;
const SECONDS = 5;
const POOL_SIZE = 20;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-bench-catalogue-'));
const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
const bare = Fastify({ logger: false });
try {
  await ensureDatabase(embedded.url('postgres'), 'bench');
  const url = embedded.url('bench');
  const database = connect(url, POOL_SIZE);
  // Stopping the server at the end terminates idle connections; that is expected, not a failure.
  database.pool.on('error', () => {});
  await migrateAll(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    DB_POOL_SIZE: String(POOL_SIZE),
    WEB_DIST: path.join(dataDir, 'no-web'),
    ADMIN_DIST: path.join(dataDir, 'no-admin'),
  });
  const { app, services } = await buildApp(config, database.db);
  await ensureRootMember(services);
  await loadDemoData(services, config.uploadsDir);
  const mallUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  const constant = { success: true, code: 200, message: 'ok', result: { id: 1, name: 'constant', price: '1.00' } };
  bare.get('/constant', async () => constant);
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  const found = await (await fetch(`${mallUrl}/mallapi/product/searchKeyword?keyword=rice&pageSize=1`)).json();
  const productId = (found as { result: { list: { id: number }[] } }).result.list[0]!.id;

  const targets: [string, string][] = [
    ['bare Fastify constant JSON', `${bareUrl}/constant`],
    ['home (appIndex/homepageModule)', `${mallUrl}/mallapi/appIndex/homepageModule`],
    ['search (product/searchKeyword "rice")', `${mallUrl}/mallapi/product/searchKeyword?keyword=rice&pageSize=20`],
    [
      'search, Chinese substring (芒果)',
      `${mallUrl}/mallapi/product/searchKeyword?keyword=${encodeURIComponent('芒果')}`,
    ],
    ['product detail (product/detail)', `${mallUrl}/mallapi/product/detail?id=${productId}`],
  ];
  const headers = { lang: 'en_US', 'app-version': 'h5_2.7.5' };
  console.log(
    `catalogue bench: ${CONNECTIONS} connections, ${SECONDS} s each, loopback, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  const results: { label: string; result: Result }[] = [];
  for (const [label, target] of targets) {
    // A short warm-up so the first measurement does not pay for JIT and cold caches.
    await autocannon({ url: target, connections: CONNECTIONS, amount: 500, headers });
    const result = await autocannon({ url: target, connections: CONNECTIONS, duration: SECONDS, headers });
    if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
      throw new Error(`${label}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
    }
    results.push({ label, result });
  }
  const baseline = results[0]!.result;
  console.log(
    `${'call'.padEnd(40)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'vs bare'.padStart(9)}`,
  );
  for (const { label, result } of results) {
    const ratio = result.requests.average / baseline.requests.average;
    console.log(
      `${label.padEnd(40)} ${result.requests.average.toFixed(0).padStart(9)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${`${(ratio * 100).toFixed(1)}%`.padStart(9)}`,
    );
  }
  await app.close();
  await database.close();
} finally {
  await bare.close();
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}
