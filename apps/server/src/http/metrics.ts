// `/metrics` in Prometheus's text format: what each call costs and how often it fails, per process;
// the pools, caches and this process's event loop; and, read from the database at each scrape, the
// job queue, ledger postings and payments, which are the whole shop's (every node reports them alike).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { plannedOncePool, replicaPool, type Db } from '../db/client.ts';
import { cacheCounts } from '../lib/cache.ts';
import { isLocalCaller } from '../lib/loopback-only.ts';
import { shopGauges } from './metrics-shop.ts';

export interface MetricsOptions {
  db: Db;
  nodeId: string;
  /** A bearer token that may scrape from elsewhere; unset: loopback callers only. */
  token: string | undefined;
}

/** The call a request served: its route's pattern, never the raw path (ids would explode the series). */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

function httpMetrics(registry: Registry) {
  const labelNames = ['method', 'route', 'status'] as const;
  return {
    requests: new Counter({
      name: 'mall_http_requests_total',
      help: 'Answers by call and status',
      labelNames,
      registers: [registry],
    }),
    errors: new Counter({
      name: 'mall_http_errors_total',
      help: 'Answers of status 400 or more by call',
      labelNames,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'mall_http_request_duration_seconds',
      help: 'Time from request to answer by call',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
      registers: [registry],
    }),
  };
}

function poolGauges(registry: Registry, db: Db): void {
  const main = (db as Db & { $client: pg.Pool }).$client;
  const replica = replicaPool(main);
  const pools = {
    main,
    planned: plannedOncePool(main),
    replica,
    'replica-planned': replica && plannedOncePool(replica),
  };
  const gauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const [label, pool] of Object.entries(pools)) if (pool) this.set({ pool: label }, read(pool));
      },
    });
  gauge('mall_db_pool_connections', 'Connections open in the pool', (pool) => pool.totalCount);
  gauge('mall_db_pool_idle', 'Open connections not in use', (pool) => pool.idleCount);
  gauge('mall_db_pool_waiting', 'Calls waiting for a free connection', (pool) => pool.waitingCount);
}

function cacheGauge(registry: Registry): void {
  new Counter({
    name: 'mall_cache_lookups_total',
    help: 'Cache lookups of this process by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, counts] of cacheCounts) {
        this.inc({ cache, result: 'hit' }, counts.hits);
        this.inc({ cache, result: 'miss' }, counts.misses);
      }
    },
  });
}

/** Loopback callers (no proxy naming anyone else) and holders of the token; everyone else gets 404. */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (isLocalCaller(request)) return true;
  if (token === undefined) return false;
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function installMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const registry = new Registry();
  registry.setDefaultLabels({ node: options.nodeId });
  collectDefaultMetrics({ register: registry, prefix: 'mall_' });
  const http = httpMetrics(registry);
  poolGauges(registry, options.db);
  cacheGauge(registry);
  shopGauges(registry, options.db);

  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = routeOf(request);
    if (route !== '/metrics') {
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      http.requests.inc(labels);
      if (reply.statusCode >= 400) http.errors.inc(labels);
      http.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    }
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, options.token)) return reply.callNotFound();
    const body = await registry.metrics();
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(body);
  });
}
