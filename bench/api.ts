// API throughput and latency over real HTTP on loopback, against a bare Fastify reference:
// `npm run bench:api`. Three processes besides this one: the shop (`apps/server/src/main.ts` on a
// fresh embedded database with the demo data), the reference (`bench/hello.ts`, bare Fastify
// answering the target's own answer, same bytes), and the load generator (autocannon's CLI, one
// process per window). For each target the reference window runs right before the target window,
// three times; every figure is the median of the three with its spread, and the ratio is the
// median of the three target/reference pairs. Answers are not compressed (autocannon asks for no
// encoding), so both sides send the same JSON.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../apps/server/test/free-port.ts';

const root = path.resolve(import.meta.dirname, '..');
const autocannonCli = createRequire(path.join(root, 'apps/server/package.json')).resolve('autocannon/autocannon.js');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = 3;
const CLIENT_HEADERS = { lang: 'en_US', 'app-version': 'h5_2.7.5' };
/** `BENCH_TARGETS=detail,home` measures only those (keys as in `targetsOf`). */
const ONLY = process.env.BENCH_TARGETS?.split(',').map((key) => key.trim());
let stopping = false;

interface Target {
  key: string;
  label: string;
  path: string;
  /** The least share of the reference's req/s the issue allows, in percent; none for a yardstick. */
  budget?: number;
  loggedIn?: boolean;
  /** Answers plain JSON rather than the envelope. */
  plain?: boolean;
}

interface Window {
  rps: number;
  p50: number;
  p99: number;
}

interface Measured {
  target: Target;
  bytes: number;
  shop: Window[];
  reference: Window[];
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the shop exited early with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop did not become healthy within ${timeoutMs} ms`);
}

/** The shop as `npm start` runs it, on its own embedded database, loading the demo data at first start. */
async function startShop(dataDir: string): Promise<{ server: ChildProcess; url: string }> {
  const port = await freePort();
  // A DATABASE_URL from the shell must not point the bench at a real database.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      JOBS_ENABLED: 'false',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Its complaints matter while it runs; at the end the database it stops drops its connections.
  server.stderr!.on('data', (chunk: Buffer) => {
    if (!stopping) process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server, 180_000);
  return { server, url };
}

/** The bare Fastify reference in its own process; it prints its address first. */
async function startReference(): Promise<{ server: ChildProcess; url: string }> {
  const server = spawn(process.execPath, [path.join(root, 'bench/hello.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: server.stdout! });
  const [url] = (await lines[Symbol.asyncIterator]().next()).value?.split(/\s/) ?? [];
  if (!url) throw new Error('the reference server did not start');
  return { server, url };
}

/** One window of load from autocannon's CLI in its own process. */
async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Window> {
  const args = [autocannonCli, '-c', String(CONNECTIONS), '-d', String(seconds), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`autocannon exited with ${code} on ${url}`);
  const result = JSON.parse(output) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function answerOf(url: string, headers: Record<string, string>, plain = false): Promise<unknown> {
  const response = await fetch(url, { headers });
  const answer = (await response.json()) as { success: boolean; result: unknown };
  if (plain ? !response.ok : !answer.success) throw new Error(`${url} failed: ${JSON.stringify(answer)}`);
  return answer;
}

async function measure(target: Target, shopUrl: string, referenceUrl: string, token: string): Promise<Measured> {
  const headers: Record<string, string> = target.loggedIn ? { ...CLIENT_HEADERS, token } : CLIENT_HEADERS;
  const shopTarget = `${shopUrl}${target.path}`;
  const answer = JSON.stringify(await answerOf(shopTarget, headers, target.plain));
  const stored = await fetch(`${referenceUrl}/reference`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: answer,
  });
  if (!stored.ok) throw new Error(`the reference refused the answer of ${target.path}`);
  const referenceTarget = `${referenceUrl}/reference`;
  // A short warm-up each, so the first window pays for neither JIT nor a cold cache.
  await load(referenceTarget, headers, 1);
  await load(shopTarget, headers, 1);
  const measured: Measured = { target, bytes: Buffer.byteLength(answer), shop: [], reference: [] };
  for (let round = 0; round < ROUNDS; round++) {
    measured.reference.push(await load(referenceTarget, headers, SECONDS));
    measured.shop.push(await load(shopTarget, headers, SECONDS));
  }
  return measured;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median with the spread (lowest-highest) of the rounds. */
function figure(values: number[], digits = 0): string {
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return `${median(values).toFixed(digits)} (${low}-${high})`;
}

function printTable(rows: Measured[]): void {
  const columns: [string, number][] = [
    ['call', 34],
    ['bytes', 7],
    ['req/s (spread)', 20],
    ['p50 ms', 7],
    ['p99 ms', 7],
    ['ref req/s (spread)', 22],
    ['ref p99', 8],
    ['vs ref (spread)', 22],
    ['budget', 7],
    ['', 4],
  ];
  const line = (cells: string[]) =>
    console.log(
      cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i]![1]) : cell.padStart(columns[i]![1]))).join(' '),
    );
  line(columns.map(([name]) => name));
  for (const { target, bytes, shop, reference } of rows) {
    const ratios = shop.map((window, i) => (100 * window.rps) / reference[i]!.rps);
    const ratio = median(ratios);
    line([
      target.label,
      String(bytes),
      figure(shop.map((w) => w.rps)),
      median(shop.map((w) => w.p50)).toFixed(0),
      median(shop.map((w) => w.p99)).toFixed(0),
      figure(reference.map((w) => w.rps)),
      median(reference.map((w) => w.p99)).toFixed(0),
      `${figure(ratios, 1)}%`,
      target.budget === undefined ? '—' : `>=${target.budget}%`,
      target.budget === undefined ? '' : ratio >= target.budget ? 'ok' : 'MISS',
    ]);
  }
}

/** Ids the targets need, found through the API as a client would find them. */
async function discover(shopUrl: string) {
  const get = async (pathAndQuery: string) =>
    ((await answerOf(`${shopUrl}${pathAndQuery}`, CLIENT_HEADERS)) as { result: unknown }).result;
  const found = (await get('/mallapi/product/searchKeyword?keyword=rice&pageSize=1')) as { list: { id: number }[] };
  const brands = (await get('/mallapi/supplierBrand/brandRecommendList')) as { id: number }[];
  const tree = (await get('/mallapi/productCate/tree')) as { id: number }[];
  const login = await fetch(`${shopUrl}/mallapi/member/login`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'demo_vip', password: 'Demo@123456' }).toString(),
  });
  const { result } = (await login.json()) as { result: { token: string } | null };
  if (!found.list[0] || !brands[0] || !tree[0] || !result)
    throw new Error('the demo data lacks a product, brand or member');
  return { productId: found.list[0].id, brandId: brands[0].id, categoryId: tree[0].id, token: result.token };
}

function targetsOf(ids: Awaited<ReturnType<typeof discover>>): Target[] {
  return [
    { key: 'detail', label: 'product detail', path: `/mallapi/product/detail?id=${ids.productId}`, budget: 35 },
    { key: 'home', label: 'home modules (from cache)', path: '/mallapi/appIndex/homepageModule', budget: 75 },
    {
      key: 'search',
      label: 'search "rice" (uncached list)',
      path: '/mallapi/product/searchKeyword?keyword=rice',
      budget: 25,
    },
    {
      key: 'brand',
      label: 'brand page (uncached list)',
      path: `/mallapi/supplierBrand/productPage?brandId=${ids.brandId}`,
      budget: 25,
    },
    {
      key: 'category',
      label: 'category page (uncached list)',
      path: `/mallapi/product/cateProductPage?cateId=${ids.categoryId}`,
      budget: 25,
    },
    // The yardstick of every uncached call: one trivial statement (`select 1`) and a tiny answer.
    // No call that asks PostgreSQL anything can beat it on this machine.
    { key: 'ceiling', label: 'health check (select 1)', path: '/healthz', plain: true },
    // No budget of its own in the issue: held to the detail's, one member's page like a product's.
    { key: 'member', label: 'member info (logged in)', path: '/mallapi/member/memberinfo', budget: 35, loggedIn: true },
  ];
}

/** Resolves when the process has exited, or after `timeoutMs` at the latest. */
function exited(server: ChildProcess, timeoutMs: number): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-bench-api-'));
const started: ChildProcess[] = [];
try {
  const shop = await startShop(dataDir);
  started.push(shop.server);
  const reference = await startReference();
  started.push(reference.server);
  const ids = await discover(shop.url);
  const [load1] = os.loadavg();
  console.log(
    `api bench: ${CONNECTIONS} connections, ${ROUNDS} x ${SECONDS} s windows interleaved with the reference, ` +
      `${os.cpus().length} CPUs (load ${load1!.toFixed(1)}), Node ${process.version}`,
  );
  const rows: Measured[] = [];
  for (const target of targetsOf(ids).filter((t) => !ONLY || ONLY.includes(t.key))) {
    rows.push(await measure(target, shop.url, reference.url, ids.token));
    console.log(`  measured ${target.label}`);
  }
  printTable(rows);
} finally {
  stopping = true;
  for (const server of started) server.kill('SIGTERM');
  // The shop stops its embedded database on SIGTERM; give it the time before its folder goes.
  await Promise.all(started.map((server) => exited(server, 15_000)));
  await rm(dataDir, { recursive: true, force: true });
}
