// The SQL yardstick of `bench/api.ts`, in its own process: bare Fastify answering a list call (or
// the member's profile) by running the very statements the shop sends for it, on the shop's
// database, and writing the rows as they come (no mapping, no envelope, no hooks). The statements
// are found by asking the shop's own catalogue and member code once with the pool's queries
// recorded (the first page before a later one, as a shopper pages and as `bench:api` asks the
// shop, so both walk on from the first page's last row). Prints its address on stdout's first line.
import Fastify from 'fastify';
import type pg from 'pg';
import { product, supplierBrand } from '@mall/contracts';
import { connect, plannedOncePool } from '../apps/server/src/db/client.ts';
import { CatalogService } from '../apps/server/src/modules/catalog/catalog.service.ts';
import { withPeopleAndReader } from '../apps/server/src/modules/member/member.views.ts';
import { OauthService } from '../apps/server/src/modules/oauth/index.ts';
import { SettingsService } from '../apps/server/src/modules/settings/index.ts';

type Statement = { pool: pg.Pool; config: pg.QueryConfig };

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const database = connect(databaseUrl, 10);
const pools = [database.pool, plannedOncePool(database.pool)].filter((pool): pool is pg.Pool => pool !== undefined);
let recording: Statement[] | null = null;
for (const pool of pools) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [first, values] = args;
    if (recording) {
      // Drizzle passes the values beside the config object, not in it.
      const config = typeof first === 'string' ? { text: first } : (first as pg.QueryConfig);
      const bound = (values as unknown[] | undefined) ?? config.values;
      recording.push({ pool, config: { ...config, values: bound } });
    }
    return query(...args);
  };
}

const catalog = new CatalogService();
const viewer = { locale: 'en_US' as const, memberId: null, level: 0 };
// The profile page's one statement, as the shop's member views build it.
const profileOf = withPeopleAndReader(
  database.db,
  'member_profile',
  new OauthService(new SettingsService(), false).linksColumn(),
);

/** The shop's own read for a call kind, with its query as the client sends it. */
function shopRead(kind: string, raw: Record<string, string>): () => Promise<unknown> {
  if (kind === 'member') return () => profileOf(Number(raw.memberId));
  if (kind === 'category') {
    const query = product.cateProductPage.query!.parse(raw);
    return () => catalog.listing.categoryProducts(database.db, viewer, query);
  }
  if (kind === 'brand') {
    const query = supplierBrand.productPage.query!.parse(raw);
    return () => catalog.listing.brandProducts(database.db, viewer, query);
  }
  const query = product.searchKeyword.query!.parse(raw);
  return () => catalog.listing.search(database.db, viewer, query);
}

const statements = new Map<string, Statement[]>();
const app = Fastify({ logger: false });

app.put<{ Params: { key: string }; Body: { kind: string; query: Record<string, string> } }>(
  '/sql/:key',
  async (request) => {
    const { kind, query } = request.body;
    if (query.pageNum && query.pageNum !== '1') await shopRead(kind, { ...query, pageNum: '1' })();
    recording = [];
    try {
      await shopRead(kind, query)();
      statements.set(request.params.key, recording);
    } finally {
      recording = null;
    }
    return { statements: statements.get(request.params.key)!.length };
  },
);

app.get<{ Params: { key: string } }>('/sql/:key', async (request) => {
  let rows: unknown[] = [];
  // A fresh config each time: node-postgres keeps per-query state on the object it is given.
  for (const { pool, config } of statements.get(request.params.key) ?? [])
    rows = (await pool.query({ ...config })).rows;
  return rows;
});

app.setErrorHandler((error, _request, reply) => {
  process.stderr.write(`sql reference: ${String(error)}\n`);
  void reply.code(500).send({ error: String(error) });
});

const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(address);
process.on('SIGTERM', () => void app.close().then(() => database.close().then(() => process.exit(0))));
