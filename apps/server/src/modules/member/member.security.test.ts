// Sessions end when they should, and the login throttle cannot be used to lock a member out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { member, verify } from '@mall/contracts';
import { createMember, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createMember(t.services, { username: 'victim', password: 'Right@pass1' });
  await createMember(t.services, { username: 'changer', password: 'Right@pass1' });
  await createMember(t.services, { username: 'spread', password: 'Right@pass1', mobile: '0811000077' });
  await createMember(t.services, { username: 'pwguard', password: 'Right@pass1', mobile: '0811000078' });
});
afterAll(() => t.close());

/** A password login over HTTP from `ip`, optionally presenting a known-device cookie. */
async function login(username: string, password: string, ip: string, device?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: member.login.path,
    remoteAddress: ip,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      lang: 'en_US',
      ...(device ? { cookie: `mall_device=${device}` } : {}),
    },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  const envelope = response.json() as { success: boolean; error?: string; result?: { token: string } };
  return { status: response.statusCode, envelope, device: response.headers['device-token'] as string | undefined };
}

/** A public call from `ip`, form-encoded, answering the envelope. */
async function post(path: string, body: Record<string, string>, ip: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en_US' },
    payload: new URLSearchParams(body).toString(),
  });
  return response.json() as { success: boolean; error?: string; result?: { token: string } };
}

async function latestCode(mobile: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}` });
  return (response.json() as { messages: { code: string }[] }).messages[0]!.code;
}

describe('the login throttle', () => {
  it('does not let guesses from other addresses lock the owner out of a known device', async () => {
    const first = await login('victim', 'Right@pass1', '203.0.113.10');
    expect(first.envelope.success).toBe(true);
    const device = first.device!;
    expect(device).toMatch(/.{20,}/);
    // An attacker guesses from one address until refused, then from many more.
    const attacker = [];
    for (let i = 0; i < 12; i++) attacker.push(await login('victim', `wrong-guess-${i}`, '198.51.100.7'));
    expect(attacker.at(-1)!.status).toBe(429);
    for (let n = 0; n < 6; n++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => login('victim', `guess-${n}-${i}`, `198.51.100.${20 + n}`)),
      );
    }
    // The owner, from a new address without the device, is throttled by the account-wide fallback...
    expect((await login('victim', 'Right@pass1', '203.0.113.99')).status).toBe(429);
    // ...but the known device still gets in with the right password.
    const owner = await login('victim', 'Right@pass1', '203.0.113.10', device);
    expect(owner.envelope.success).toBe(true);
  });

  it('counts guesses per account and address, so one address cannot lock everyone out', async () => {
    await t.db.execute(sql`delete from rate_limits`);
    for (let i = 0; i < 11; i++) await login('victim', `bad-guess-${i}`, '198.51.100.50');
    expect((await login('victim', 'Right@pass1', '198.51.100.50')).status).toBe(429);
    // The same account from another address, without any device, is not affected.
    expect((await login('victim', 'Right@pass1', '203.0.113.77')).envelope.success).toBe(true);
  });

  it('gives right logins back, so a member logging in often is never refused', async () => {
    await t.db.execute(sql`delete from rate_limits`);
    for (let i = 0; i < 15; i++) expect((await login('changer', 'Right@pass1', '203.0.113.40')).status).toBe(200);
  });

  it('counts only failures per address: the 101st right login from one carrier address gets in', async () => {
    await t.db.execute(sql`delete from rate_limits`);
    const names = ['victim', 'changer', 'spread'];
    for (let i = 0; i < 100; i++) await login(names[i % 3]!, 'Right@pass1', '203.0.113.200');
    expect((await login('victim', 'Right@pass1', '203.0.113.200')).envelope.success).toBe(true);
  }, 120_000);

  it('still refuses an address after 100 failures across accounts', async () => {
    await t.db.execute(sql`delete from rate_limits`);
    for (let i = 0; i < 100; i++) await login(`nobody${i}`, 'Wrong@pass1', '198.51.100.201');
    expect((await login('changer', 'Right@pass1', '198.51.100.201')).status).toBe(429);
  }, 120_000);

  it('lets a member whose account is under a spread attack log in with an SMS code', async () => {
    await t.db.execute(sql`delete from rate_limits`);
    for (let n = 0; n < 6; n++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => login('0811000077', `guess-${n}-${i}`, `198.51.100.${100 + n}`)),
      );
    }
    expect((await login('0811000077', 'Right@pass1', '203.0.113.150')).status).toBe(429);
    expect((await post(verify.smscode.path, { mobile: '0811000077', type: 'login' }, '203.0.113.150')).success).toBe(
      true,
    );
    const code = await latestCode('0811000077');
    const session = await post(member.loginCode.path, { mobile: '0811000077', code }, '203.0.113.150');
    expect(session.success).toBe(true);
  });

  it('ignores a device token issued to another member', async () => {
    await t.db.execute(sql`delete from rate_limits`);
    const other = await login('changer', 'Right@pass1', '203.0.113.5');
    for (let i = 0; i < 11; i++) await login('victim', `bad-guess-${i}`, '198.51.100.60');
    expect((await login('victim', 'Right@pass1', '198.51.100.60', other.device)).status).toBe(429);
  });
});

describe('sessions', () => {
  it('a password change ends every other session of the member', async () => {
    await t.db.execute(sql`delete from rate_limits`);
    const phone = (await login('changer', 'Right@pass1', '203.0.113.1')).envelope.result!.token;
    const laptop = (await login('changer', 'Right@pass1', '203.0.113.2')).envelope.result!.token;
    await t.ok(member.updatePassword, {
      token: laptop,
      body: { password: 'newpass1', confirmPassword: 'newpass1', oldPassword: 'Right@pass1' },
    });
    expect((await t.call(member.getUser, { token: phone })).envelope).toMatchObject({ code: 502 });
    expect((await t.call(member.getUser, { token: laptop })).envelope.success).toBe(true);
  });
});

describe('changing the password', () => {
  const change = (token: string, oldPassword: string) =>
    t.call(member.updatePassword, {
      token,
      body: { password: 'Next@pass2', confirmPassword: 'Next@pass2', oldPassword },
    });

  it('throttles guesses at the old password like logins, while a reset code still works', async () => {
    await t.db.execute(sql`delete from rate_limits`);
    const token = (await login('pwguard', 'Right@pass1', '203.0.113.30')).envelope.result!.token;
    for (let i = 0; i < 10; i++) {
      expect((await change(token, `wrong-old-${i}`)).envelope.error).toBe('WRONG_PASSWORD');
    }
    const refused = await change(token, 'Right@pass1');
    expect(refused.status).toBe(429);
    expect(refused.envelope.error).toBe('RATE_LIMITED');
    // The owner can still prove the account with a reset code sent to their mobile.
    expect((await post(verify.smscode.path, { mobile: '0811000078', type: 'reset' }, '203.0.113.30')).success).toBe(
      true,
    );
    const code = await latestCode('0811000078');
    const reset = await t.call(member.updatePassword, {
      token,
      body: { password: 'Next@pass2', confirmPassword: 'Next@pass2', code },
    });
    expect(reset.envelope.success).toBe(true);
  });
});
