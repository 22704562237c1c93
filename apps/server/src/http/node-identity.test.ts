// Every answer names the node that served it and the request's id; failures carry that id in the
// envelope, so a shopper's error screen leads to the node's log lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { NODE_ID: 'node-a' } });
});
afterAll(() => t.close());

describe('x-node and request ids', () => {
  it('names the node and the request on a success, a 404 and a refused call', async () => {
    const health = await t.app.inject('/healthz');
    const missing = await t.app.inject('/mallapi/no/such/call');
    const refused = await t.app.inject({
      method: 'POST',
      url: member.login.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en_US' },
      payload: 'username=&password=',
    });
    for (const answer of [health, missing, refused]) {
      expect(answer.headers['x-node']).toBe('node-a');
      expect(answer.headers['x-request-id']).toMatch(/^[\w.:-]{8,}$/);
    }
    expect(missing.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    expect(missing.json().requestId).toBe(missing.headers['x-request-id']);
    expect(refused.json()).toMatchObject({ success: false, error: 'VALIDATION' });
    expect(refused.json().requestId).toBe(refused.headers['x-request-id']);
    expect(new Set([health, missing, refused].map((a) => a.headers['x-request-id'])).size).toBe(3);
  });

  it('keeps an id the balancer gave and refuses one that is not a plain token', async () => {
    const kept = await t.app.inject({ url: '/mallapi/no/such', headers: { 'x-request-id': 'lb-0123456789' } });
    expect(kept.json().requestId).toBe('lb-0123456789');
    const odd = await t.app.inject({ url: '/mallapi/no/such', headers: { 'x-request-id': 'a b<script>' } });
    expect(odd.json().requestId).not.toBe('a b<script>');
    expect(odd.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the existing envelope fields as they were', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: member.login.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en_US' },
      payload: 'username=nobody&password=Wrong%40123456',
    });
    expect(Object.keys(answer.json()).sort()).toEqual(['code', 'error', 'message', 'requestId', 'result', 'success']);
  });
});
