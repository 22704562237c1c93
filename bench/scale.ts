// Catalogue latency at a million products: `npm run bench:scale` (SCALE_PRODUCTS=50000 for a
// short run). Starts an embedded PostgreSQL in a temporary folder with the demo shop, measures
// each call's p50/p99 over real HTTP on loopback, then generates SCALE_PRODUCTS products (default
// 1,000,000; SCALE_CATEGORY_PRODUCTS of them, default 50,000, in the measured category's tree)
// and SCALE_MEMBERS members (default 100,000) with SQL and measures the same calls again.
// Requests are sequential (one at a time): the figures are what one shopper waits, not throughput.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { connect } from '../apps/server/src/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateAll } from '../apps/server/src/db/migrate.ts';
import { ensureRegions } from '../apps/server/src/modules/address/index.ts';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS, loadDemoData } from '../apps/server/src/seed/demo.ts';
import { ensureRootMember } from '../apps/server/src/seed/install.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import { loadScaleData } from './scale-data.ts';

const PRODUCTS = Number(process.env.SCALE_PRODUCTS ?? 1_000_000);
const MEMBERS = Number(process.env.SCALE_MEMBERS ?? 100_000);
const INTO_CATEGORY = Math.min(PRODUCTS, Number(process.env.SCALE_CATEGORY_PRODUCTS ?? 50_000));
const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 200);
const WARMUP = 20;

interface Target {
  label: string;
  path: string;
  token?: boolean;
  /** Called before each request, untimed (the uncached home clears the catalogue's caches). */
  before?: () => Promise<unknown>;
}

interface Figures {
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

async function measure(base: string, target: Target, token: string): Promise<Figures> {
  const headers: Record<string, string> = { lang: 'en_US', 'app-version': 'h5_2.7.5' };
  if (target.token) headers.token = token;
  const times: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    await target.before?.();
    const started = process.hrtime.bigint();
    const response = await fetch(`${base}${target.path}`, { headers });
    const body = (await response.json()) as { success: boolean; message: string };
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (!body.success) throw new Error(`${target.label}: ${body.message}`);
    if (i >= WARMUP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function measureAll(base: string, targets: Target[], token: string): Promise<Map<string, Figures>> {
  const figures = new Map<string, Figures>();
  for (const target of targets) figures.set(target.label, await measure(base, target, token));
  return figures;
}

function report(targets: Target[], demo: Map<string, Figures>, scale: Map<string, Figures>): boolean {
  const ms = (value: number) => value.toFixed(1).padStart(8);
  console.log(
    `${'call'.padEnd(44)} ${'demo p50'.padStart(8)} ${'demo p99'.padStart(8)} ${'scale p50'.padStart(9)} ${'scale p99'.padStart(9)} ${'p50 x'.padStart(6)}`,
  );
  for (const { label } of targets) {
    const small = demo.get(label)!;
    const large = scale.get(label)!;
    console.log(
      `${label.padEnd(44)} ${ms(small.p50)} ${ms(small.p99)} ${ms(large.p50).padStart(9)} ${ms(large.p99).padStart(9)} ${(large.p50 / small.p50).toFixed(2).padStart(6)}`,
    );
  }
  const category = targets.find((target) => target.label.startsWith('category'))!.label;
  const ratio = scale.get(category)!.p50 / demo.get(category)!.p50;
  const within = ratio <= 2;
  console.log(
    `budget: category page with ${INTO_CATEGORY.toLocaleString('en')} more products within 2x of the demo figure: ` +
      `${ratio.toFixed(2)}x ${within ? 'PASS' : 'MISS'}`,
  );
  return within;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-bench-scale-'));
const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
// A run that fails before its report exits non-zero.
process.exitCode = 1;
try {
  await ensureDatabase(embedded.url('postgres'), 'bench');
  const url = embedded.url('bench');
  const database = connect(url, 10);
  // Stopping the server at the end terminates idle connections; that is expected, not a failure.
  database.pool.on('error', () => {});
  await migrateAll(database.db);
  // The demo's address books are read against the regions, as at a shop's first start.
  await ensureRegions(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ADMIN_DIST: path.join(dataDir, 'no-admin'),
  });
  const { app, services } = await buildApp(config, database.db);
  await ensureRootMember(services);
  await loadDemoData(services);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });

  const sql = new pg.Client({ connectionString: url });
  sql.on('error', () => {});
  await sql.connect();
  const ids = await sql.query<{ category: number; product: number; member: number }>(`
    select (select id from catalog_categories where parent_id is null and name->>'en_US' = 'Food & Drinks') as category,
           (select min(id) from catalog_products where is_listed) as product,
           (select id from members where username = '${DEMO_MEMBERS[1].username}') as member`);
  const { category, product, member } = ids.rows[0]!;
  const login = await fetch(`${base}/mallapi/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'app-version': 'h5_2.7.5' },
    body: new URLSearchParams({ username: DEMO_MEMBERS[1].username, password: DEMO_MEMBER_PASSWORD }).toString(),
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  const search = (keyword: string) =>
    `/mallapi/product/searchKeyword?keyword=${encodeURIComponent(keyword)}&pageSize=20`;
  const targets: Target[] = [
    { label: 'home, cached (appIndex/homepageModule)', path: '/mallapi/appIndex/homepageModule' },
    {
      label: 'home, rebuilt each call',
      path: '/mallapi/appIndex/homepageModule',
      before: () => services.catalog.invalidate(database.db),
    },
    {
      label: `category (cateProductPage, Food tree)`,
      path: `/mallapi/product/cateProductPage?cateId=${category}&pageSize=20`,
    },
    {
      label: 'category, by price',
      path: `/mallapi/product/cateProductPage?cateId=${category}&pageSize=20&sort=priceAsc`,
    },
    { label: 'category, page 20', path: `/mallapi/product/cateProductPage?cateId=${category}&pageSize=20&pageNum=20` },
    {
      // A shopper scrolling: page 19 was just read, so page 20 walks on from where it ended.
      label: 'category, page 20 after page 19',
      path: `/mallapi/product/cateProductPage?cateId=${category}&pageSize=20&pageNum=20`,
      before: async () =>
        (
          await fetch(`${base}/mallapi/product/cateProductPage?cateId=${category}&pageSize=20&pageNum=19`)
        ).arrayBuffer(),
    },
    { label: 'search "rice" (Latin)', path: search('rice') },
    { label: 'search 米 (Chinese, 1 character)', path: search('米') },
    { label: 'search 芒果 (Chinese, 2 characters)', path: search('芒果') },
    { label: 'search ชา (Thai, 2 characters)', path: search('ชา') },
    { label: 'search "rice", by sales', path: `${search('rice')}&sort=sales` },
    { label: 'product detail', path: `/mallapi/product/detail?id=${product}` },
    { label: 'recommendations (member)', path: '/mallapi/appIndex/queryMemberRecommend?pageSize=20', token: true },
    { label: 'favourites (member)', path: '/mallapi/memberFavorite/query_page?pageSize=20', token: true },
  ];
  console.log(
    `scale bench: ${REQUESTS} sequential requests per call after ${WARMUP} warm-up, loopback, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  const demo = await measureAll(base, targets, token);
  const started = Date.now();
  await loadScaleData(sql, { products: PRODUCTS, members: MEMBERS, intoCategory: INTO_CATEGORY }, category, member);
  await services.catalog.invalidate(database.db);
  console.log(
    `loaded ${PRODUCTS.toLocaleString('en')} products (${INTO_CATEGORY.toLocaleString('en')} in the Food tree) and ` +
      `${MEMBERS.toLocaleString('en')} members in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const scale = await measureAll(base, targets, token);
  process.exitCode = report(targets, demo, scale) ? 0 : 1;
  await sql.end();
  await app.close();
  await database.close();
} finally {
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}
