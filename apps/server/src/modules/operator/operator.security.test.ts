// Operator logins are throttled as members' are: wrong guesses from one address cannot lock an
// operator out elsewhere, right logins are not counted, and a known device keeps working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminAuth } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['boss', 'clerk']) {
    await withTransaction(t.db, (tx) =>
      t.services.operators.create(tx, { username, displayName: username, password: 'Right@pass12', roles: ['admin'] }),
    );
  }
});
afterAll(() => t.close());

/** An operator login over HTTP from `ip`, optionally presenting a known-device token. */
async function login(username: string, password: string, ip: string, device?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: adminAuth.login.path,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', lang: 'en_US', ...(device ? { 'device-token': device } : {}) },
    payload: JSON.stringify({ username, password }),
  });
  const envelope = response.json() as { success: boolean; error?: string };
  return { status: response.statusCode, envelope, device: response.headers['device-token'] as string | undefined };
}

describe('the operator login throttle', () => {
  it('ten wrong passwords from one address throttle that address only, not the operator', async () => {
    const device = (await login('boss', 'Right@pass12', '203.0.113.8')).device;
    for (let i = 0; i < 10; i++) expect((await login('boss', `wrong-${i}`, '198.51.100.7')).status).toBe(401);
    // Failures still add up for this account from this address...
    expect((await login('boss', 'Right@pass12', '198.51.100.7')).status).toBe(429);
    // ...but the operator gets in from another address, and from a known device anywhere.
    expect((await login('boss', 'Right@pass12', '203.0.113.9')).envelope.success).toBe(true);
    expect((await login('boss', 'Right@pass12', '198.51.100.7', device)).envelope.success).toBe(true);
  });

  it('lets a known device in while guesses from many addresses hold the account', async () => {
    await t.db.execute(sql`delete from rate_limits`);
    const first = await login('clerk', 'Right@pass12', '203.0.113.10');
    expect(first.envelope.success).toBe(true);
    expect(first.device).toMatch(/.{20,}/);
    for (let n = 0; n < 6; n++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => login('clerk', `guess-${n}-${i}`, `198.51.100.${20 + n}`)),
      );
    }
    // The account-wide fallback holds a new device...
    expect((await login('clerk', 'Right@pass12', '203.0.113.99')).status).toBe(429);
    // ...and the known device still gets in, from a new address too.
    expect((await login('clerk', 'Right@pass12', '203.0.113.98', first.device)).envelope.success).toBe(true);
  });

  it('counts only failures per address: the 101st right login from one address gets in', async () => {
    await t.db.execute(sql`delete from rate_limits`);
    for (let i = 0; i < 100; i++) await login(i % 2 ? 'boss' : 'clerk', 'Right@pass12', '203.0.113.50');
    expect((await login('boss', 'Right@pass12', '203.0.113.50')).envelope.success).toBe(true);
  }, 120_000);
});
