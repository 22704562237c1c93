// Scale-out on one PostgreSQL: `npm run bench:cluster`. In one run, the same browsing mix (home,
// a product, a category page, a search; logged out, as a browser asks) through HAProxy to 1 node and
// to NODES nodes (3), with the CPU seconds each request cost the nodes, PostgreSQL (the postmaster
// and every backend) and the balancer, read from /proc before and after each window. From those it
// projects the throughput of more nodes on a machine with more cores and says which resource
// saturates first: a 2-core machine cannot show the gain of 3 nodes, but it can show their cost.
// The mix: first pages from each node's answer cache and later pages read by SQL.
// BENCH_SECONDS (10) per window, BENCH_CONNECTIONS (24) clients, NODES (3).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabaseServer, prepareDatabase } from '../apps/server/src/boot.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import { haproxyConfig } from '../scripts/cluster-haproxy.ts';
import {
  CONNECTIONS_SQL,
  loadMix,
  startNode,
  stopProcess,
  waitHealthy,
  type MixWindow,
  type Node,
} from './cluster-parts.ts';
import { BROWSER_HEADERS, discover } from './demo-shop.ts';
import { cpuSeconds, postgresCpuSeconds } from './process-cpu.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 24);
const NODES = Number(process.env.NODES ?? 3);
const haproxyBinary = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

interface Measured {
  nodes: number;
  window: MixWindow;
  /** CPU seconds per request. */
  node: number;
  postgres: number;
  balancer: number;
  /** Client connections PostgreSQL had open at the end of the window. */
  pgConnections: number;
}

/** What a browsing shopper asks: first pages (from each node's answer cache) and later pages (SQL). */
function mixOf(ids: Awaited<ReturnType<typeof discover>>): string[] {
  const later = 'pageNum=2&pageSize=2';
  return [
    '/mallapi/appIndex/home',
    `/mallapi/product/detail?id=${ids.productId}`,
    `/mallapi/product/cateProductPage?cateId=${ids.categoryId}`,
    `/mallapi/product/cateProductPage?cateId=${ids.categoryId}&${later}`,
    '/mallapi/product/searchKeyword?keyword=rice',
    `/mallapi/product/searchKeyword?keyword=rice&${later}`,
  ];
}

/** `count` nodes behind a fresh HAProxy; measures one window of the mix through it. */
async function measure(
  count: number,
  folder: string,
  nodeEnv: NodeJS.ProcessEnv,
  postmaster: number,
  databaseUrl: string,
) {
  const nodes: Node[] = [];
  for (let i = 1; i <= count; i++) nodes.push(startNode(`node-${i}`, await freePort(), nodeEnv));
  const port = await freePort();
  const file = path.join(folder, `haproxy-${count}.cfg`);
  await writeFile(
    file,
    haproxyConfig({ host: '127.0.0.1', port, nodes: nodes.map((node) => `127.0.0.1:${node.port}`) }),
  );
  let balancer: ChildProcess | undefined;
  try {
    await Promise.all(nodes.map((node) => waitHealthy(`http://127.0.0.1:${node.port}`, node.process, 180_000)));
    // Started once every node answers, so it never reports one down while it boots.
    balancer = spawn(haproxyBinary, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
    const base = `http://127.0.0.1:${port}`;
    await waitHealthy(base, balancer, 30_000);
    const mix = mixOf(await discover(base));
    // Warm-up, as long for each node as for one: JIT, every node's answer cache, PostgreSQL's buffers.
    await loadMix(base, mix, BROWSER_HEADERS, 5 * count, CONNECTIONS);
    const nodeCpu = () => nodes.reduce((sum, node) => sum + cpuSeconds(node.process.pid!), 0);
    const before = { node: nodeCpu(), postgres: postgresCpuSeconds(postmaster), balancer: cpuSeconds(balancer!.pid!) };
    const window = await loadMix(base, mix, BROWSER_HEADERS, SECONDS, CONNECTIONS);
    const after = { node: nodeCpu(), postgres: postgresCpuSeconds(postmaster), balancer: cpuSeconds(balancer!.pid!) };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const pgConnections = (await client.query<{ n: number }>(CONNECTIONS_SQL)).rows[0]!.n - 1;
    await client.end();
    const per = (key: keyof typeof before) => (after[key] - before[key]) / window.requests;
    return {
      nodes: count,
      window,
      node: per('node'),
      postgres: per('postgres'),
      balancer: per('balancer'),
      pgConnections,
    };
  } finally {
    if (balancer) await stopProcess(balancer, 5_000);
    await Promise.all(nodes.map((node) => stopProcess(node.process, 30_000)));
  }
}

const ms = (seconds: number) => (seconds * 1000).toFixed(2);

function printMeasured(rows: Measured[]): void {
  console.log(
    ['nodes', 'req/s', 'p50 ms', 'p99 ms', 'node CPU ms/req', 'PG CPU ms/req', 'HAProxy ms/req', 'PG conns']
      .map((cell, i) => (i === 0 ? cell.padEnd(6) : cell.padStart(16)))
      .join(''),
  );
  for (const row of rows) {
    const cells = [
      String(row.nodes),
      row.window.rps.toFixed(0),
      row.window.p50.toFixed(0),
      row.window.p99.toFixed(0),
      ms(row.node),
      ms(row.postgres),
      ms(row.balancer),
      String(row.pgConnections),
    ];
    console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(6) : cell.padStart(16))).join(''));
  }
}

/**
 * Each node is one event loop: at most one core, so N nodes serve at most N / node-CPU-per-request.
 * PostgreSQL spreads over every core it is given. On one machine of C cores (nodes, PostgreSQL and
 * the balancer together) the whole shop serves at most C / (all CPU per request).
 */
function printProjection(row: Measured): void {
  const total = row.node + row.postgres + row.balancer;
  console.log(
    `\nprojection from the ${row.nodes}-node window (CPU per request: nodes ${ms(row.node)} ms, ` +
      `PostgreSQL ${ms(row.postgres)} ms, HAProxy ${ms(row.balancer)} ms)`,
  );
  console.log(
    `  one node (one core) serves at most ${(1 / row.node).toFixed(0)} req/s; one PostgreSQL core ${(1 / row.postgres).toFixed(0)} req/s`,
  );
  console.log(['cores', 'req/s', 'nodes to run', 'PG cores busy'].map((c) => c.padStart(16)).join(''));
  for (const cores of [2, 4, 8, 16, 32, 64]) {
    const rps = cores / total;
    const nodesNeeded = Math.ceil(rps * row.node);
    console.log(
      [String(cores), rps.toFixed(0), String(nodesNeeded), (rps * row.postgres).toFixed(1)]
        .map((c) => c.padStart(16))
        .join(''),
    );
  }
  console.log(
    `  saturates first: the nodes while N x ${(1 / row.node).toFixed(0)} < P x ${(1 / row.postgres).toFixed(0)} ` +
      `(N nodes, P PostgreSQL cores), that is with fewer than ${(row.node / row.postgres).toFixed(1)} nodes per ` +
      `PostgreSQL core; beyond that PostgreSQL, at P x ${(1 / row.postgres).toFixed(0)} req/s, whatever the nodes.`,
  );
}

if (!existsSync(haproxyBinary)) throw new Error(`HAProxy is missing at ${haproxyBinary} (apt-get install haproxy)`);
const folder = await mkdtemp(path.join(os.tmpdir(), 'mall-bench-cluster-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: folder,
  EMBEDDED_PG_PORT: String(await freePort()),
  DATABASE_URL: undefined,
});
const { url, embedded } = await openDatabaseServer(config);
try {
  await prepareDatabase(config, url, (line) => console.log(`[bench] ${line}`));
  const postmaster = embedded?.pid();
  if (!postmaster) throw new Error('the embedded PostgreSQL has no process id');
  const nodeEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    DATA_DIR: folder,
    TRUST_PROXY: 'true',
    JOBS_ENABLED: 'false',
    WEB_DIST: path.join(folder, 'no-web'),
    ADMIN_DIST: path.join(folder, 'no-admin'),
    PRIVATE_LINK_SECRET: randomBytes(32).toString('base64url'),
  };
  const [load1] = os.loadavg();
  console.log(
    `cluster bench: browsing mix, ${CONNECTIONS} connections, ${SECONDS} s windows, 1 and ${NODES} nodes ` +
      `behind HAProxy on one PostgreSQL; ${os.cpus().length} CPUs (load ${load1!.toFixed(1)}), Node ${process.version}`,
  );
  const rows: Measured[] = [];
  for (const count of [1, NODES]) rows.push(await measure(count, folder, nodeEnv, postmaster, url));
  printMeasured(rows);
  printProjection(rows[rows.length - 1]!);
} finally {
  await embedded?.stop();
  await rm(folder, { recursive: true, force: true });
}
