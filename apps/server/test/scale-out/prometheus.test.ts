// Debian's Prometheus scrapes a running shop's `/metrics` every second, and its HTTP API then
// holds the figures an operator watches: request rate, latency, errors per call, pools, the job
// queue, cache hits, ledger postings and payments by outcome, with the values the calls made.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, ytConfig } from '@mall/contracts';
import { JOBS_SCHEMA } from '../../src/jobs/index.ts';
import { freePort } from '../free-port.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { buyWithQr, demoMember, skuOf } from '../orders-support.ts';

const prometheusBinary = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
const hasPrometheus = existsSync(prometheusBinary);
if (!hasPrometheus) {
  console.warn(
    `SKIPPED the Prometheus test: Prometheus is missing at ${prometheusBinary} (apt-get install prometheus)`,
  );
}

const PROBE_QUEUE = 'metrics-probe';
let t: TestApp;
let prometheus: ChildProcess | undefined;
let prometheusUrl: string;
let folder: string;
let output = '';

interface Sample {
  metric: Record<string, string>;
  value: [number, string];
}

/** Prometheus's answer to an instant query: each series with its value. */
async function query(expression: string): Promise<Sample[]> {
  const answer = await fetch(`${prometheusUrl}/api/v1/query?${new URLSearchParams({ query: expression })}`);
  const body = (await answer.json()) as { status: string; data: { result: Sample[] }; error?: string };
  if (body.status !== 'success') throw new Error(`${expression}: ${body.error}`);
  return body.data.result;
}

/**
 * The one value of an expression that answers a single series. A scrape that failed (a slow
 * machine) marks the series stale until the next one: it is asked again for up to 5 s, then NaN.
 */
async function valueOf(expression: string): Promise<number> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const [first] = await query(expression);
    if (first || Date.now() > deadline) return first ? Number(first.value[1]) : Number.NaN;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function scrapeConfig(target: string): string {
  return [
    'global:',
    '  scrape_interval: 1s',
    '  scrape_timeout: 1s',
    'scrape_configs:',
    '  - job_name: shop',
    '    static_configs:',
    `      - targets: ['${target}']`,
    '',
  ].join('\n');
}

async function waitReady(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (prometheus?.exitCode !== null) throw new Error(`prometheus exited:\n${output}`);
    const answer = await fetch(`${url}/-/ready`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`prometheus was not ready within 30 s:\n${output}`);
}

beforeAll(async () => {
  if (!hasPrometheus) return;
  t = await createTestApp({ demo: true, env: { NODE_ID: 'node-p' } });
  const shopPort = await freePort();
  await t.app.listen({ host: '127.0.0.1', port: shopPort });
  folder = await mkdtemp(path.join(os.tmpdir(), 'mall-prometheus-'));
  await writeFile(path.join(folder, 'prometheus.yml'), scrapeConfig(`127.0.0.1:${shopPort}`));
  const port = await freePort();
  prometheusUrl = `http://127.0.0.1:${port}`;
  prometheus = spawn(
    prometheusBinary,
    [
      `--config.file=${path.join(folder, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(folder, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [prometheus.stdout, prometheus.stderr]) stream?.on('data', (chunk) => (output += chunk));
  await waitReady(prometheusUrl);
}, 120_000);

afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    const exited = new Promise((resolve) => prometheus!.once('exit', resolve));
    prometheus.kill('SIGTERM');
    await exited;
  }
  await t?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
}, 60_000);

/** Jobs waiting in a queue nobody works: `count` of them, due in an hour. */
async function queueJobs(count: number): Promise<void> {
  const boss = new PgBoss({ connectionString: t.databaseUrl, schema: JOBS_SCHEMA, max: 1 });
  boss.on('error', () => {});
  await boss.start();
  try {
    await boss.createQueue(PROBE_QUEUE);
    for (let i = 0; i < count; i++) await boss.send(PROBE_QUEUE, { i }, { startAfter: 3600 });
  } finally {
    await boss.stop({ graceful: false });
  }
}

describe.skipIf(!hasPrometheus)("Prometheus scraping a shop's /metrics", () => {
  it('holds the rate, latency, errors, pools, jobs, caches, ledger and payments the calls made', async () => {
    const wrongLogin = () => t.call(member.login, { body: { username: 'nobody', password: 'Wrong@123456' } });
    const login = 'route="/mallapi/member/login"';
    const logins = `sum(mall_http_requests_total{${login},status="401",node="node-p"})`;
    // One first, seen by a scrape before the others: a rate needs two samples that differ.
    await wrongLogin();
    await expect.poll(() => valueOf(logins), { timeout: 15_000, interval: 250 }).toBe(1);
    for (let i = 0; i < 2; i++) await wrongLogin();
    for (let i = 0; i < 4; i++) await t.ok(ytConfig.terms);
    const buyer = await demoMember(t, 'demo_regular');
    await buyWithQr(t, buyer, await skuOf(t, 'Gentle Amino Acid Cleanser', 50));
    await queueJobs(2);
    // The scrape after the calls: every figure below is read from Prometheus, not from the shop.
    await expect
      .poll(() => valueOf(`mall_jobs{queue="${PROBE_QUEUE}",state="created"}`), { timeout: 15_000, interval: 250 })
      .toBe(2);
    expect(await valueOf('max_over_time(up{job="shop"}[1m])')).toBe(1);
    expect(await valueOf(logins)).toBe(3);
    expect(await valueOf(`sum(mall_http_errors_total{${login},status="401"})`)).toBe(3);
    expect(await valueOf(`sum(rate(mall_http_requests_total{${login}}[1m]))`)).toBeGreaterThan(0);
    // The demo buyer's own login is timed beside the three refused ones.
    const answered = await valueOf(`sum(mall_http_requests_total{${login}})`);
    expect(answered).toBe(4);
    expect(await valueOf(`mall_http_request_duration_seconds_count{${login}}`)).toBe(answered);
    expect(await valueOf(`mall_http_request_duration_seconds_bucket{${login},le="+Inf"}`)).toBe(answered);
    const median = await valueOf(
      `histogram_quantile(0.5, sum by (le) (mall_http_request_duration_seconds_bucket{${login}}))`,
    );
    expect(median).toBeGreaterThan(0);
    expect(median).toBeLessThan(5);
    const open = await valueOf('mall_db_pool_connections{pool="main"}');
    expect(open).toBeGreaterThan(0);
    expect(open).toBeLessThanOrEqual(t.config.dbPoolSize);
    expect(await valueOf('mall_db_pool_waiting{pool="main"}')).toBe(0);
    expect(await valueOf('mall_cache_lookups_total{cache="settings",result="hit"}')).toBeGreaterThan(0);
    const postings = await t.pool.query<{ id: string }>('select coalesce(max(id), 0) as id from ledger_transactions');
    expect(await valueOf('mall_ledger_postings{table="transactions"}')).toBe(Number(postings.rows[0]!.id));
    expect(Number(postings.rows[0]!.id)).toBeGreaterThan(0);
    const paid = await t.pool.query<{ n: number }>(
      "select count(*)::int as n from payment_intents where provider = 'sandbox' and state = 'success'",
    );
    expect(paid.rows[0]!.n).toBeGreaterThan(0);
    expect(await valueOf('mall_payments{provider="sandbox",outcome="success"}')).toBe(paid.rows[0]!.n);
    expect(await valueOf('mall_process_cpu_seconds_total')).toBeGreaterThan(0);
  });
});
