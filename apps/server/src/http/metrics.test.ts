// `/metrics`: Prometheus text with the figures an operator watches, to loopback callers and to the
// bearer token only; anyone else gets the 404 of an unknown path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ID: 'node-m', METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

/** The value of the first series of `name` whose labels include every one of `labels`. */
function valueOf(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const pairs = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => pairs.includes(`${key}="${value}"`))) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics', () => {
  it('counts calls, errors and latency per call path, with pools, caches, jobs, ledger and payments', async () => {
    await t.call(member.login, { body: { username: 'nobody', password: 'Wrong@123456' } });
    await t.call(member.login, { body: { username: 'nobody', password: 'Wrong@123456' } });
    await t.app.inject('/healthz');
    const answer = await t.app.inject('/metrics');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    const login = { method: 'POST', route: '/mallapi/member/login', status: '401', node: 'node-m' };
    expect(valueOf(text, 'mall_http_requests_total', login)).toBe(2);
    expect(valueOf(text, 'mall_http_errors_total', login)).toBe(2);
    expect(valueOf(text, 'mall_http_requests_total', { route: '/healthz', status: '200' })).toBe(1);
    expect(
      valueOf(text, 'mall_http_request_duration_seconds_count', { method: 'POST', route: '/mallapi/member/login' }),
    ).toBe(2);
    expect(valueOf(text, 'mall_db_pool_connections', { pool: 'main' })).toBeGreaterThan(0);
    expect(valueOf(text, 'mall_db_pool_waiting', { pool: 'main' })).toBe(0);
    expect(valueOf(text, 'mall_cache_lookups_total', { cache: 'settings', result: 'miss' })).toBeGreaterThan(0);
    expect(valueOf(text, 'mall_ledger_postings', { table: 'transfers' })).toBeGreaterThanOrEqual(0);
    for (const name of ['mall_jobs', 'mall_payments', 'mall_process_cpu_seconds_total']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it('is refused to other machines, to a proxy forwarding for one, and to a wrong token', async () => {
    const remote = { remoteAddress: '203.0.113.9' };
    expect((await t.app.inject({ url: '/metrics', ...remote })).statusCode).toBe(404);
    const proxied = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' }, ...remote });
    expect(wrong.statusCode).toBe(404);
    const right = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` }, ...remote });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('mall_http_requests_total');
  });
});
