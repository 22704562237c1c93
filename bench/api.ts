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
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../apps/server/test/free-port.ts';
import { load, type Window } from './autocannon.ts';
import { answerOf, CLIENT_HEADERS, discover } from './demo-shop.ts';
import { exited, startShop } from './shop.ts';

const root = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = 3;
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
}

interface Measured {
  target: Target;
  bytes: number;
  shop: Window[];
  reference: Window[];
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
  await load(referenceTarget, headers, 1, CONNECTIONS);
  await load(shopTarget, headers, 1, CONNECTIONS);
  const measured: Measured = { target, bytes: Buffer.byteLength(answer), shop: [], reference: [] };
  for (let round = 0; round < ROUNDS; round++) {
    measured.reference.push(await load(referenceTarget, headers, SECONDS, CONNECTIONS));
    measured.shop.push(await load(shopTarget, headers, SECONDS, CONNECTIONS));
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

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-bench-api-'));
const stops: (() => Promise<void>)[] = [];
try {
  const shop = await startShop(dataDir, await freePort());
  stops.push(shop.stop);
  const reference = await startReference();
  stops.push(async () => {
    reference.server.kill('SIGTERM');
    await exited(reference.server, 15_000);
  });
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
  await Promise.all(stops.map((stop) => stop()));
  await rm(dataDir, { recursive: true, force: true });
}
