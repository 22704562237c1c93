// Development routes hand out codes: only a client on this machine may read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { OutboxSmsProvider } from './sms.ts';

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy the forwarded address is trusted for limits, never for development routes.
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/dev/sms-outbox?mobile=0811000001', remoteAddress, headers });

describe('development routes', () => {
  it('answer a client on this machine', async () => {
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
    expect((await outbox('::1')).statusCode).toBe(200);
    expect((await outbox('::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('are not found from any other address, whatever X-Forwarded-For claims', async () => {
    expect((await outbox('203.0.113.9')).statusCode).toBe(404);
    expect((await outbox('192.168.1.20', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    const sandbox = await t.app.inject({
      method: 'GET',
      url: '/dev/oauth-sandbox/userinfo',
      remoteAddress: '10.0.0.2',
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it('print every development code to the server log as well', async () => {
    const lines: string[] = [];
    await new OutboxSmsProvider(t.db, (line) => lines.push(line)).send({
      mobile: '+66811000009',
      purpose: 'login',
      code: '123456',
      text: 'Your code is 123456',
      minutes: 5,
    });
    expect(lines).toEqual(['Development SMS to +66811000009 (login): code 123456']);
  });
});
