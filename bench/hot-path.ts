// What the hot path does besides throughput: `npm run bench:hot-path` (after `npm run build`). On
// the shop as `npm start` runs it (its own process, embedded database, demo data), restarted once
// with PostgreSQL's pg_stat_statements loaded so the bench sees what the shop asks:
// - static files as served: compression and caching of the app's page, its hashed files and an
//   API answer;
// - statement planning: for the statements the hot calls send, how often PostgreSQL planned them
//   and what planning costs per call next to execution;
// - home cache expiry under load: 16 connections on the home modules, first across a natural
//   expiry, then while every cached catalogue answer is dropped twice a second (as an operator's
//   edit in any process drops them): how often the modules were read again, and the latency.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../apps/server/test/free-port.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { CACHE_CHANNEL } from '../apps/server/src/db/cache-bus.ts';
import { load, type Window } from './autocannon.ts';
import { BROWSER_HEADERS, discover } from './demo-shop.ts';
import { APP_PAGE_SIZE, fillLists } from './full-lists.ts';
import { startShop, type RunningShop } from './shop.ts';

const CONNECTIONS = 16;
const YEAR_SECONDS = 31_536_000;
/** How the shop's statements read the home modules (`catalog.home.service.ts`). */
const HOME_MODULES_STATEMENT = '%from "catalog_home_modules"%';
/** The shop's pool as the bench starts it: the shop inherits the bench's environment. */
const POOL_CONNECTIONS = loadConfig({ DB_POOL_SIZE: process.env.DB_POOL_SIZE }).dbPoolSize;
/**
 * PostgreSQL plans a prepared statement for its first five runs on a connection, then plans the
 * generic plan once and keeps it when it costs no more: six at most, however many calls follow.
 */
const PLANS_PER_CONNECTION = 6;

interface Served {
  status: number;
  bytes: number;
  encoding: string;
  cacheControl: string;
}

/** One GET as a browser sends it, with the bytes as they crossed the wire (before decoding). */
function served(url: string): Promise<Served> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: BROWSER_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          bytes: Buffer.concat(chunks).length,
          encoding: String(response.headers['content-encoding'] ?? 'none'),
          cacheControl: String(response.headers['cache-control'] ?? 'none'),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

function verdict(met: boolean): string {
  return met ? 'ok' : 'MISS';
}

async function staticFiles(shop: RunningShop): Promise<boolean> {
  const page = await served(`${shop.url}/`);
  if (page.status !== 200) throw new Error('the shop serves no app page: run `npm run build` first');
  const html = await (await fetch(`${shop.url}/`)).text();
  const scriptPath = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const stylePath = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!scriptPath || !stylePath) throw new Error('the app page names no hashed script or stylesheet');
  const [script, style, answer] = await Promise.all([
    served(`${shop.url}${scriptPath}`),
    served(`${shop.url}${stylePath}`),
    served(`${shop.url}/mallapi/appIndex/homepageModule`),
  ]);
  const compressed = (file: Served) => file.encoding === 'br' || file.encoding === 'gzip';
  const immutable = (file: Served) =>
    file.cacheControl.includes('immutable') && file.cacheControl.includes(`max-age=${YEAR_SECONDS}`);
  const rows: [string, Served, boolean][] = [
    ['the app page (/)', page, compressed(page) && page.cacheControl.includes('no-cache')],
    [`hashed script ${scriptPath}`, script, compressed(script) && immutable(script)],
    [`hashed stylesheet ${stylePath}`, style, compressed(style) && immutable(style)],
    ['API answer (home modules)', answer, compressed(answer)],
  ];
  console.log('static files and answers as served (accept-encoding: br, gzip)');
  console.log('  budget: compressed; hashed files immutable for a year; the page no-cache');
  for (const [label, file, met] of rows) {
    console.log(
      `  ${label.padEnd(52)} ${String(file.bytes).padStart(7)} B  ${file.encoding.padEnd(5)} ${file.cacheControl.padEnd(36)} ${verdict(met)}`,
    );
  }
  return rows.every(([, , met]) => met);
}

interface StatementRow {
  query: string;
  calls: string;
  plans: string;
  total_plan_time: number;
  total_exec_time: number;
}

async function statementPlanning(shop: RunningShop, database: pg.Client, databaseUrl: string): Promise<boolean> {
  const { brandId, categoryId, token } = await discover(shop.url);
  // Second pages at the app's page size: first pages are served from the answer cache and ask
  // PostgreSQL nothing.
  const calls = [
    `/mallapi/product/cateProductPage?cateId=${categoryId}&pageNum=2&pageSize=${APP_PAGE_SIZE}`,
    `/mallapi/supplierBrand/productPage?brandId=${brandId}&pageNum=2&pageSize=${APP_PAGE_SIZE}`,
    `/mallapi/product/searchKeyword?keyword=rice&pageNum=2&pageSize=${APP_PAGE_SIZE}`,
  ];
  await fillLists(databaseUrl, shop.url, categoryId, calls);
  await database.query('select pg_stat_statements_reset()');
  for (const call of calls) await load(`${shop.url}${call}`, BROWSER_HEADERS, 2, CONNECTIONS);
  await load(`${shop.url}/mallapi/member/memberinfo`, { ...BROWSER_HEADERS, token }, 2, CONNECTIONS);
  const { rows } = await database.query<StatementRow>(
    `select query, calls, plans, total_plan_time, total_exec_time from pg_stat_statements
     where dbid = (select oid from pg_database where datname = current_database()) and calls >= 100
     order by calls desc limit 8`,
  );
  console.log('statement planning: the statements of a category, brand, search and member page, 2 s of load each');
  console.log(
    `  budget: prepared once per connection and planned at most ${PLANS_PER_CONNECTION} times on each of the pool's ${POOL_CONNECTIONS} connections`,
  );
  console.log(
    `  ${'calls'.padStart(7)} ${'plans'.padStart(6)} ${'plan ms/call'.padStart(12)} ${'exec ms/call'.padStart(12)}  statement`,
  );
  let met = true;
  for (const row of rows) {
    const calls = Number(row.calls);
    const planPerCall = row.total_plan_time / calls;
    const execPerCall = row.total_exec_time / calls;
    // A prepared statement is planned at most a few times per connection before PostgreSQL keeps
    // its generic plan; one planned on every call costs several times its execution.
    const ok = Number(row.plans) <= PLANS_PER_CONNECTION * POOL_CONNECTIONS;
    met &&= ok;
    const text = row.query.replace(/\s+/g, ' ').slice(0, 70);
    console.log(
      `  ${String(calls).padStart(7)} ${row.plans.padStart(6)} ${planPerCall.toFixed(3).padStart(12)} ${execPerCall.toFixed(3).padStart(12)}  ${text} ${verdict(ok)}`,
    );
  }
  return met && rows.length > 0;
}

async function homeReads(database: pg.Client): Promise<number> {
  const { rows } = await database.query<{ calls: string | null }>(
    'select sum(calls) as calls from pg_stat_statements where query like $1',
    [HOME_MODULES_STATEMENT],
  );
  return Number(rows[0]?.calls ?? 0);
}

async function cacheExpiry(shop: RunningShop, database: pg.Client): Promise<boolean> {
  const home = `${shop.url}/mallapi/appIndex/homepageModule`;
  await load(home, BROWSER_HEADERS, 1, CONNECTIONS);
  console.log(`home cache expiry under load: ${CONNECTIONS} connections on the home modules (cached 10 s)`);
  console.log('  budget: no stampede, one read of the modules per expiry or drop');
  const report = (label: string, window: Window, reads: number, expected: number) => {
    const met = reads <= expected;
    console.log(
      `  ${label.padEnd(44)} ${window.rps.toFixed(0).padStart(6)} req/s, p99 ${window.p99} ms, max ${window.max} ms; ` +
        `modules read ${reads} times (at most ${expected}) ${verdict(met)}`,
    );
    return met;
  };
  let before = await homeReads(database);
  const across = await load(home, BROWSER_HEADERS, 12, CONNECTIONS);
  const natural = report('12 s across its expiry', across, (await homeReads(database)) - before, 2);

  before = await homeReads(database);
  let drops = 0;
  const dropping = setInterval(() => {
    drops += 1;
    void database.query('select pg_notify($1, $2)', [CACHE_CHANNEL, JSON.stringify(['catalog:'])]);
  }, 500);
  let dropped: Window;
  try {
    dropped = await load(home, BROWSER_HEADERS, 6, CONNECTIONS);
  } finally {
    clearInterval(dropping);
  }
  const reads = (await homeReads(database)) - before;
  return report(`6 s, the catalogue dropped ${drops} times`, dropped, reads, drops + 1) && natural;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-bench-hot-path-'));
const pgPort = await freePort();
let shop: RunningShop | undefined;
let database: pg.Client | undefined;
const adminUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/mall`;
try {
  // The first start makes the database; pg_stat_statements can only load when PostgreSQL starts.
  shop = await startShop(dataDir, pgPort);
  const setup = new pg.Client({ connectionString: adminUrl });
  await setup.connect();
  await setup.query("alter system set shared_preload_libraries = 'pg_stat_statements'");
  await setup.end();
  await shop.stop();
  shop = await startShop(dataDir, pgPort);
  database = new pg.Client({ connectionString: adminUrl });
  await database.connect();
  await database.query('create extension if not exists pg_stat_statements');
  await database.query('alter system set pg_stat_statements.track_planning = on');
  await database.query('select pg_reload_conf()');
  console.log(
    `hot-path bench: ${os.cpus().length} CPUs (load ${os.loadavg()[0]!.toFixed(1)}), Node ${process.version}`,
  );
  const met = [
    await staticFiles(shop),
    await statementPlanning(shop, database, adminUrl),
    await cacheExpiry(shop, database),
  ];
  console.log(met.every(Boolean) ? 'every budget met' : 'some budgets missed');
  if (!met.every(Boolean)) process.exitCode = 1;
} finally {
  await database?.end();
  await shop?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
