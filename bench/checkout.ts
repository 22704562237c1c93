// Checkout under load: `npm run bench:checkout`. The shop runs in this process on a fresh embedded
// database with the demo data; the bare Fastify reference (`bench/hello.ts`) and each window of
// load (`bench/checkout-load.ts`, autocannon) run in their own processes. For add to cart and an
// order paid from the balance, a reference window runs right before each target window, three
// times; figures are medians with the ratio to the reference. Then the statements each call sends,
// and a flash sale of 100 units that 1,000 buyers try at once.
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { connect, withTransaction } from '../apps/server/src/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateAll } from '../apps/server/src/db/migrate.ts';
import { ensureRegions } from '../apps/server/src/modules/address/index.ts';
import { ensureRootMember } from '../apps/server/src/seed/install.ts';
import { loadDemoData } from '../apps/server/src/seed/demo.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import { statementsDuring } from '../apps/server/test/statements.ts';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const BUYERS = 200;
interface Window {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

function loadWindow(url: string, buyers: string, body: string): Promise<Window> {
  const child = spawn(
    process.execPath,
    [path.join(root, 'bench/checkout-load.ts'), url, buyers || '-', body || '-', String(SECONDS), String(CONNECTIONS)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output) as Window) : reject(new Error(`load exited ${code}`)),
    ),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-bench-checkout-'));
const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
process.exitCode = 1;
const reference = spawn(process.execPath, [path.join(root, 'bench/hello.ts')], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  await ensureDatabase(embedded.url('postgres'), 'bench');
  const url = embedded.url('bench');
  const database = connect(url, 10);
  database.pool.on('error', () => {});
  await migrateAll(database.db);
  await ensureRegions(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ADMIN_DIST: path.join(dataDir, 'no-admin'),
    JOBS_ENABLED: 'false',
  });
  const { app, services } = await buildApp(config, database.db);
  await ensureRootMember(services);
  await loadDemoData(services);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const referenceUrl = `${await new Promise<string>((resolve) => createInterface({ input: reference.stdout }).once('line', resolve))}/reference`;

  // Buyers: members with an address, a session and a large cash balance; a product with ample stock.
  const q = <R extends object>(text: string, values: unknown[] = []) => database.pool.query<R>(text, values);
  const sku = await q<{ id: number; product_id: number; price_minor: number }>(`
    select k.id, k.product_id, k.price_minor from catalog_skus k join catalog_products p on p.id = k.product_id
    where p.is_listed and k.is_active and p.payment_method = 'cash' order by k.id limit 1`);
  const { id: skuId, product_id: productId, price_minor: priceMinor } = sku.rows[0]!;
  await q('update catalog_skus set stock = 10000000 where id = $1', [skuId]);
  const buyers = await q<{ id: number }>(
    `insert into members (username, password_hash, nickname, invite_code, sponsor_id)
     select 'bench' || n, 'not-a-password', 'bench' || n, 'BENCH' || n, (select id from members where sponsor_id is null limit 1)
     from generate_series(1, $1::int) n returning id`,
    [BUYERS + 1000],
  );
  await q(`
    insert into member_addresses (member_id, name, mobile, province_id, city_id, area_id, zip, address, is_default)
    select m.id, a.name, a.mobile, a.province_id, a.city_id, a.area_id, a.zip, a.address, true
    from members m cross join (select * from member_addresses order by id limit 1) a where m.username like 'bench%'`);
  const sessions: { memberId: number; token: string }[] = [];
  for (const { id } of buyers.rows)
    sessions.push({ memberId: Number(id), ...(await services.members.openSessionFor(database.db, Number(id))) });
  const steady = sessions.slice(0, BUYERS);
  for (const buyer of steady)
    await withTransaction(database.db, (tx) =>
      services.ledger.openingBalance(tx, { memberId: buyer.memberId, asset: 'CASH', amountMinor: 10_000_000_000 }),
    );
  const rules = await services.settings.get(database.db, 'orderRules');
  const orderMinor = priceMinor + (priceMinor >= rules.freeShippingMinor ? 0 : rules.shippingFeeMinor);
  const cash = (orderMinor / 100).toFixed(2);
  const addressOf = async (memberId: number) =>
    (await services.addresses.book.byDefault(database.db, 'en_US', memberId))!.id;
  // Each request is one buyer's (token and address, in turn), so neither a cart line's cap nor one
  // account's lock decides the figure.
  const addressIds = new Map<number, number>();
  for (const buyer of steady) addressIds.set(buyer.memberId, await addressOf(buyer.memberId));
  const buyerList = steady.map((buyer) => `${buyer.token}:${addressIds.get(buyer.memberId)}`).join(',');

  const targets = [
    { label: 'add to cart (cart/add)', path: '/mallapi/cart/add', body: `productGoodsId=${skuId}&num=1` },
    {
      label: 'order paid from balance (orders/create)',
      path: '/mallapi/orders/create',
      body: `productGoodsId=${skuId}&num=1&addressId={address}&useCash=${cash}&confirmBalances=true&idempotencyKey={key}`,
    },
  ];
  console.log(`checkout over HTTP: ${CONNECTIONS} connections, ${SECONDS} s windows, median of 3, ${BUYERS} buyers`);
  console.log(
    `${'call'.padEnd(42)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ref req/s'.padStart(10)} ${'ratio'.padStart(6)} failed`,
  );
  for (const target of targets) {
    const shop: Window[] = [];
    const ref: Window[] = [];
    for (let round = 0; round < 3; round++) {
      ref.push(await loadWindow(referenceUrl, '', ''));
      shop.push(await loadWindow(`${base}${target.path}`, buyerList, target.body));
    }
    const ratio = median(shop.map((window, index) => window.rps / ref[index]!.rps));
    console.log(
      `${target.label.padEnd(42)} ${median(shop.map((w) => w.rps))
        .toFixed(0)
        .padStart(8)} ${median(shop.map((w) => w.p50))
        .toFixed(1)
        .padStart(7)} ${median(shop.map((w) => w.p99))
        .toFixed(1)
        .padStart(7)} ${median(ref.map((w) => w.rps))
        .toFixed(0)
        .padStart(10)} ${(ratio * 100).toFixed(1).padStart(5)}% ${median(shop.map((w) => w.failed))}`,
    );
  }

  // Statements each call sends (the budget: add to cart 2; order and payment at most 3 round trips).
  const one = steady[1]!;
  const post = (callPath: string, body: string) =>
    fetch(`${base}${callPath}`, {
      method: 'POST',
      headers: { token: one.token, 'content-type': 'application/x-www-form-urlencoded', lang: 'en_US' },
      body,
    }).then((response) => response.json());
  await post('/mallapi/cart/count', '');
  const addStatements = await statementsDuring(database.pool, () =>
    post('/mallapi/cart/add', `productGoodsId=${skuId}&num=1`),
  );
  const orderBody = `productGoodsId=${skuId}&num=1&addressId=${addressIds.get(one.memberId)}&useCash=${cash}&confirmBalances=true&idempotencyKey=bench-statements-1`;
  const orderStatements = await statementsDuring(database.pool, () => post('/mallapi/orders/create', orderBody));
  console.log(
    `statements: add to cart ${addStatements.length} (budget 2); order paid from balance ${orderStatements.length} (budget 3 round trips)`,
  );

  // A flash sale: 100 units, 1,000 buyers at once.
  const sale = await q<{ id: number }>(
    `insert into catalog_flash_sales (product_id, sku_id, starts_at, ends_at, price_minor, stock, per_buyer_limit)
     values ($1, $2, now() - interval '1 hour', now() + interval '1 hour', 100, 100, 1) returning id`,
    [productId, skuId],
  );
  const crowd = sessions.slice(BUYERS);
  const started = performance.now();
  const answers = await Promise.all(
    crowd.map(async (buyer) => {
      const addressId = await addressOf(buyer.memberId);
      const response = await fetch(`${base}/mallapi/orders/create`, {
        method: 'POST',
        headers: { token: buyer.token, 'content-type': 'application/x-www-form-urlencoded' },
        body: `productGoodsId=${skuId}&num=1&flashSaleId=${sale.rows[0]!.id}&addressId=${addressId}&idempotencyKey=flash-${buyer.memberId}`,
      });
      return ((await response.json()) as { success: boolean }).success;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sold = await q<{ sold_count: number; stock: number }>(
    'select sold_count, stock from catalog_flash_sales where id = $1',
    [sale.rows[0]!.id],
  );
  const orders = answers.filter(Boolean).length;
  console.log(
    `flash sale: 1,000 buyers for 100 units in ${seconds.toFixed(2)} s: ${orders} orders, sold ${sold.rows[0]!.sold_count} of ${sold.rows[0]!.stock} ${orders === 100 && sold.rows[0]!.sold_count === 100 ? 'PASS' : 'MISS'}`,
  );
  await app.close();
  await database.close();
  process.exitCode = orders === 100 ? 0 : 1;
} finally {
  reference.kill('SIGTERM');
  await embedded.stop();
}
