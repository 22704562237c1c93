// API throughput and latency over real HTTP on loopback, against a bare Fastify reference:
// `npm run bench:api`. Three processes besides this one: the shop (`apps/server/src/main.ts` on a
// fresh embedded database with the demo data), the reference (`bench/hello.ts`, bare Fastify
// answering the target's own answer, same bytes), and the load generator (autocannon's CLI, one
// process per window). For each target both sides first answer WARM_REQUESTS of it, then the
// reference window runs right before the target window, five times; every figure is the median of
// the five with its spread, and the ratio is the median of the five target/reference pairs. Every
// call is asked as the shop's pages ask it (`accept-encoding: br, gzip`, `lang`, `app-version`, a
// token where the page has one); the bare reference sends its JSON plain, as bare Fastify does.
// Keyword-free lists and searches are also held against `bench/sql-reference.ts`, bare Fastify
// running the very SQL of the same call on the same database: on their hot path (first pages, from
// the answer cache) and uncached (later pages), both at the app's page size of 20, with products
// added to the demo data so page 2 is a full page. Member info is printed against its own statement
// the same way, without a budget of its own. Beside each ratio, the CPU each server process spent
// per request (from /proc): the shop's own work against its reference's, which the ratio mixes with
// PostgreSQL's and the load generator's.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../apps/server/test/free-port.ts';
import { load, type Window } from './autocannon.ts';
import { answerOf, BROWSER_HEADERS, discover } from './demo-shop.ts';
import { APP_PAGE_SIZE, fillLists } from './full-lists.ts';
import { exited, startShop, type RunningShop } from './shop.ts';

const root = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
// Five short pairs rather than three long ones: on a shared machine the median of more pairs
// swings less with other work.
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/**
 * Requests each side answers before a call's first window. On a fresh shop the CPU per request of
 * a list's page 2 falls by more than half over its first 15,000 or so, while V8 optimises the path
 * and grows its heap (a dozen full collections); the references settle within about 2,000
 * (docs/architecture.md, "Warm before measuring").
 */
const WARM_REQUESTS = Number(process.env.BENCH_WARM_REQUESTS ?? 20_000);
/** `BENCH_TARGETS=detail,home` measures only those (keys as in `targetsOf`). */
const ONLY = process.env.BENCH_TARGETS?.split(',').map((key) => key.trim());

interface Target {
  key: string;
  label: string;
  path: string;
  /** The least share of the reference's req/s the issue allows, in percent; none for a yardstick. */
  budget?: number;
  loggedIn?: boolean;
  /** Answers plain JSON rather than the envelope. */
  plain?: boolean;
  /** Held against bare Fastify running this list's own SQL rather than the plain reference. */
  sql?: { kind: 'category' | 'brand' | 'search' | 'member'; query: Record<string, string> };
}

interface Measured {
  target: Target;
  bytes: number;
  shop: Window[];
  reference: Window[];
}

/** A bare Fastify reference in its own process; it prints its address first. */
async function startReference(script: string, env: NodeJS.ProcessEnv = {}): Promise<Reference> {
  const server = spawn(process.execPath, [path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: server.stdout! });
  const [url] = (await lines[Symbol.asyncIterator]().next()).value?.split(/\s/) ?? [];
  if (!url) throw new Error('the reference server did not start');
  return { server, url };
}

/** Where the target's reference answers: its own answer stored in the plain one, or its SQL in the SQL one. */
async function referenceFor(target: Target, answer: string, reference: Reference): Promise<string> {
  const [url, body] = target.sql
    ? [`${reference.url}/sql/${target.key}`, JSON.stringify(target.sql)]
    : [`${reference.url}/reference`, answer];
  const stored = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
  if (!stored.ok) throw new Error(`the reference refused ${target.path}: ${await stored.text()}`);
  return url;
}

interface Reference {
  server: ChildProcess;
  url: string;
}

interface References {
  plain: Reference;
  sql: Reference;
}

async function measure(target: Target, shop: RunningShop, references: References, token: string): Promise<Measured> {
  const headers: Record<string, string> = target.loggedIn ? { ...BROWSER_HEADERS, token } : BROWSER_HEADERS;
  const shopTarget = `${shop.url}${target.path}`;
  // A later page is asked after its first page of the same size, as a shopper pages: the shop then
  // walks on from that page's last row (keyset), as the SQL yardstick's recorded statement does.
  const firstPage = new URL(shopTarget);
  if (target.sql && (firstPage.searchParams.get('pageNum') ?? '1') !== '1') {
    firstPage.searchParams.set('pageNum', '1');
    await answerOf(firstPage.href, headers);
  }
  const answer = JSON.stringify(await answerOf(shopTarget, headers, target.plain));
  const reference = target.sql ? references.sql : references.plain;
  const referenceTarget = await referenceFor(target, answer, reference);
  await load(referenceTarget, headers, { requests: WARM_REQUESTS }, CONNECTIONS);
  await load(shopTarget, headers, { requests: WARM_REQUESTS }, CONNECTIONS);
  const measured: Measured = { target, bytes: Buffer.byteLength(answer), shop: [], reference: [] };
  for (let round = 0; round < ROUNDS; round++) {
    measured.reference.push(await load(referenceTarget, headers, SECONDS, CONNECTIONS, reference.server.pid));
    measured.shop.push(await load(shopTarget, headers, SECONDS, CONNECTIONS, shop.server.pid));
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

/** The median CPU per request of a side's windows; a dash where /proc could not tell. */
function cpuFigure(windows: Window[]): string {
  const values = windows.flatMap((window) => (window.cpuUs === undefined ? [] : [window.cpuUs]));
  return values.length > 0 ? median(values).toFixed(0) : '—';
}

function printTable(rows: Measured[]): void {
  const columns: [string, number][] = [
    ['call', 40],
    ['bytes', 7],
    ['req/s (spread)', 20],
    ['p50 ms', 7],
    ['p99 ms', 7],
    ['ref req/s (spread)', 22],
    ['ref p99', 8],
    ['ref', 6],
    ['vs ref (spread)', 22],
    ['cpu µs', 7],
    ['ref cpu', 8],
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
      target.sql ? 'SQL' : 'bare',
      `${figure(ratios, 1)}%`,
      cpuFigure(shop),
      cpuFigure(reference),
      target.budget === undefined ? '—' : `>=${target.budget}%`,
      target.budget === undefined ? '' : ratio >= target.budget ? 'ok' : 'MISS',
    ]);
  }
}

/** A keyword-free list or a search: first page from the answer cache, and a later page uncached vs its SQL. */
function listTargets(key: string, label: string, call: string, sql: NonNullable<Target['sql']>): Target[] {
  const first = { ...sql.query, pageSize: APP_PAGE_SIZE };
  const later = { ...first, pageNum: '2' };
  return [
    { key, label: `${label}, first page (hot)`, path: `${call}?${new URLSearchParams(first)}`, budget: 25 },
    {
      key: `${key}-sql`,
      label: `${label}, first page vs its SQL`,
      path: `${call}?${new URLSearchParams(first)}`,
      sql: { ...sql, query: first },
    },
    {
      key: `${key}-uncached`,
      label: `${label}, page 2 (uncached) vs SQL`,
      path: `${call}?${new URLSearchParams(later)}`,
      budget: 80,
      sql: { ...sql, query: later },
    },
  ];
}

function targetsOf(ids: Awaited<ReturnType<typeof discover>>): Target[] {
  return [
    { key: 'app-home', label: "appIndex/home (the app's first call)", path: '/mallapi/appIndex/home', budget: 75 },
    { key: 'home', label: 'appIndex/homepageModule', path: '/mallapi/appIndex/homepageModule', budget: 75 },
    { key: 'detail', label: 'product/detail', path: `/mallapi/product/detail?id=${ids.productId}`, budget: 35 },
    ...listTargets('search', 'search "rice"', '/mallapi/product/searchKeyword', {
      kind: 'search',
      query: { keyword: 'rice' },
    }),
    ...listTargets('brand', 'brand page', '/mallapi/supplierBrand/productPage', {
      kind: 'brand',
      query: { brandId: String(ids.brandId) },
    }),
    ...listTargets('category', 'category page', '/mallapi/product/cateProductPage', {
      kind: 'category',
      query: { cateId: String(ids.categoryId) },
    }),
    // The yardstick of every uncached call: one trivial statement (`select 1`) and a tiny answer.
    // No call that asks PostgreSQL anything can beat it on this machine.
    { key: 'ceiling', label: 'health check (select 1)', path: '/healthz', plain: true },
    // The issue sets it no budget. Uncached by nature (it changes with every balance, level and
    // profile write), so it is printed as the uncached lists are measured: against its own SQL.
    {
      key: 'member',
      label: 'member info (logged in) vs its SQL',
      path: '/mallapi/member/memberinfo',
      loggedIn: true,
      sql: { kind: 'member', query: { memberId: String(ids.memberId) } },
    },
    {
      key: 'member-home',
      label: 'appIndex/home, logged in',
      path: '/mallapi/appIndex/home',
      budget: 75,
      loggedIn: true,
    },
  ];
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-bench-api-'));
const stops: (() => Promise<void>)[] = [];
try {
  const pgPort = await freePort();
  const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/mall`;
  const shop = await startShop(dataDir, pgPort);
  stops.push(shop.stop);
  const reference = await startReference('bench/hello.ts');
  const sqlReference = await startReference('bench/sql-reference.ts', {
    DATABASE_URL: databaseUrl,
  });
  for (const { server } of [reference, sqlReference]) {
    stops.unshift(async () => {
      server.kill('SIGTERM');
      await exited(server, 15_000);
    });
  }
  const references = { plain: reference, sql: sqlReference };
  const ids = await discover(shop.url);
  const laterPages = targetsOf(ids).filter((t) => t.key.endsWith('-uncached'));
  await fillLists(
    databaseUrl,
    shop.url,
    ids.categoryId,
    laterPages.map((t) => t.path),
  );
  const [load1] = os.loadavg();
  console.log(
    `api bench: ${CONNECTIONS} connections, ${ROUNDS} x ${SECONDS} s windows interleaved with the reference, ` +
      `${os.cpus().length} CPUs (load ${load1!.toFixed(1)}), Node ${process.version}, ` +
      `accept-encoding "${BROWSER_HEADERS['accept-encoding']}"`,
  );
  const rows: Measured[] = [];
  for (const target of targetsOf(ids).filter((t) => !ONLY || ONLY.includes(t.key))) {
    rows.push(await measure(target, shop, references, ids.token));
    console.log(`  measured ${target.label}`);
  }
  printTable(rows);
} finally {
  for (const stop of stops) await stop();
  await rm(dataDir, { recursive: true, force: true });
}
