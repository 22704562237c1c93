import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { member, verify } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { createMember, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  // The gateway stub below listens on loopback, which only a development setting lets through.
  t = await createTestApp({ env: { ALLOW_PRIVATE_PROVIDER_URLS: 'true' } });
  await createMember(t.services, { username: 'known', mobile: '0811000001' });
});
afterAll(() => t.close());

async function outbox(mobile: string) {
  const response = await t.app.inject({ method: 'GET', url: `/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}` });
  return response.json() as { mobile: string; messages: { code: string; type: string; text: string }[] };
}

const send = (mobile: string, type: string) => t.call(verify.smscode, { body: { mobile, type } });

describe('sending one-time codes', () => {
  it('answers a known and an unknown number alike, and delivers only to the known one', async () => {
    const known = await send('0811000001', 'login');
    const unknown = await send('0811000002', 'login');
    expect(known.status).toBe(200);
    expect(unknown.envelope).toEqual({
      ...known.envelope,
      result: { ...known.envelope.result, mobile: '+66811000002' },
    });
    expect((await outbox('0811000001')).messages).toHaveLength(1);
    expect((await outbox('0811000002')).messages).toHaveLength(0);
    const { code, text } = (await outbox('+66811000001')).messages[0]!;
    expect(code).toMatch(/^\d{6}$/);
    expect(text).toContain(code);
  });

  it('stores only a hash of the code', async () => {
    await t.db.execute(sql`delete from rate_limits`);
    expect((await send('0811000001', 'reset')).envelope.success).toBe(true);
    const { code } = (await outbox('0811000001')).messages[0]!;
    const rows = await t.db.execute<{ code_hash: string }>(
      sql`select code_hash from verify_codes where mobile = '+66811000001' and purpose = 'reset'`,
    );
    expect(rows.rows[0]!.code_hash).not.toContain(code);
  });

  it('refuses numbers outside the configured countries, naming the field', async () => {
    const { status, envelope } = await send('12345', 'login');
    expect(status).toBe(400);
    expect(envelope.message).toBe('Mobile number: Please enter a valid mobile number');
    // A valid Chinese mobile passes, a US number does not (not a configured country).
    expect((await send('13800138000', 'register')).status).toBe(200);
    expect((await send('+12025550123', 'register')).status).toBe(400);
  });

  it('sends once per number per cool-down, even to 20 requests at the same instant', async () => {
    const contenders = Array.from({ length: 20 }, () => send('0811000003', 'register'));
    const results = await Promise.all(contenders);
    expect(results.filter((r) => r.envelope.success)).toHaveLength(1);
    expect(results.filter((r) => r.envelope.error === 'RATE_LIMITED')).toHaveLength(19);
    expect((await outbox('0811000003')).messages).toHaveLength(1);
  });

  it('allows the next send once the cool-down has passed', async () => {
    await send('0811000004', 'register');
    expect((await send('0811000004', 'register')).envelope.error).toBe('RATE_LIMITED');
    await t.db.execute(
      sql`update rate_limits set window_started_at = window_started_at - interval '61 seconds' where key like 'sms:cooldown:%'`,
    );
    expect((await send('0811000004', 'register')).envelope.success).toBe(true);
  });

  it('a send inside the cool-down names the seconds left, in the envelope, the header and the words', async () => {
    await t.db.execute(sql`delete from rate_limits`);
    expect((await send('0811000005', 'register')).envelope.success).toBe(true);
    const words = {
      zh_CN: /^操作过于频繁，请 (\d+) 秒后再试$/,
      zh_HK: /^操作過於頻繁，請 (\d+) 秒後再試$/,
      en_US: /^Too many attempts, please try again in (\d+) s$/,
      th_TH: /^ทำรายการบ่อยเกินไป กรุณาลองใหม่ในอีก (\d+) วินาที$/,
    };
    for (const [lang, pattern] of Object.entries(words)) {
      const response = await t.app.inject({
        method: 'POST',
        url: verify.smscode.path,
        headers: { lang, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'mobile=0811000005&type=register',
      });
      const envelope = response.json<{ error: string; message: string; retryAfter: number }>();
      expect(response.statusCode).toBe(429);
      expect(envelope.error).toBe('RATE_LIMITED');
      // The cool-down is 60 s and began a moment ago.
      expect(envelope.retryAfter).toBeGreaterThan(50);
      expect(envelope.retryAfter).toBeLessThanOrEqual(60);
      expect(response.headers['retry-after']).toBe(String(envelope.retryAfter));
      expect(pattern.exec(envelope.message)?.[1]).toBe(String(envelope.retryAfter));
    }
    // Later in the window, a shorter wait.
    await t.db.execute(
      sql`update rate_limits set window_started_at = window_started_at - interval '40 seconds' where key like 'sms:cooldown:%'`,
    );
    const later = (await send('0811000005', 'register')).envelope as { retryAfter?: number };
    expect(later.retryAfter).toBeLessThanOrEqual(20);
  });

  it('limits sends per IP address across numbers', async () => {
    await withTransaction(t.db, (tx) =>
      t.services.settings.update(tx, 'accountLimits', defaultsWith({ smsPerIpPerHour: 3 }), null),
    );
    await t.db.execute(sql`delete from rate_limits`);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await send(`08120000${10 + i}`, 'register'));
    expect(answers.map((a) => a.envelope.success)).toEqual([true, true, true, false]);
    expect(answers[3]!.envelope).toMatchObject({ code: 429, error: 'RATE_LIMITED' });
    await withTransaction(t.db, (tx) => t.services.settings.update(tx, 'accountLimits', defaultsWith({}), null));
    await t.db.execute(sql`delete from rate_limits`);
  });
});

function defaultsWith(overrides: Record<string, number>) {
  return {
    codeTtlSeconds: 300,
    codeMaxAttempts: 5,
    smsCooldownSeconds: 60,
    smsPerMobilePerDay: 10,
    smsPerIpPerHour: 1000,
    loginPerIdentifierPer15Min: 10,
    loginPerIpPer15Min: 1000,
    ...overrides,
  };
}

describe('checking and spending codes', () => {
  it('sends bind codes only to free numbers, and checks a right code without spending it', async () => {
    expect((await send('0811000001', 'bind')).envelope.success).toBe(true);
    expect((await outbox('0811000001')).messages.map((m) => m.type)).not.toContain('bind');
    await send('0811000005', 'bind');
    const bindCode = (await outbox('0811000005')).messages[0]!.code;
    for (let i = 0; i < 6; i++) {
      expect(
        (await t.call(verify.checkCode, { body: { mobile: '0811000005', type: 'bind', code: bindCode } })).envelope,
      ).toMatchObject({ success: true, result: { valid: true } });
    }
  });

  it('burns a code after 5 wrong tries, even when the sixth is right', async () => {
    await send('0811000006', 'register');
    const { code } = (await outbox('0811000006')).messages[0]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const { status, envelope } = await t.call(verify.checkCode, {
        body: { mobile: '0811000006', type: 'register', code: wrong },
      });
      expect(status).toBe(400);
      expect(envelope).toMatchObject({ error: 'INVALID_CODE', message: 'Invalid verification code' });
    }
    const right = await t.call(verify.checkCode, { body: { mobile: '0811000006', type: 'register', code } });
    expect(right.envelope.error).toBe('INVALID_CODE');
  });

  it('counts parallel wrong guesses exactly: no more than 5 tries get compared', async () => {
    await send('0811000007', 'register');
    const { code } = (await outbox('0811000007')).messages[0]!;
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    await Promise.all(
      guesses.map((guess) =>
        t.call(verify.checkCode, { body: { mobile: '0811000007', type: 'register', code: guess } }),
      ),
    );
    const rows = await t.db.execute<{ attempts: number }>(
      sql`select attempts from verify_codes where mobile = '+66811000007'`,
    );
    expect(rows.rows[0]!.attempts).toBe(5);
  });

  it('answers every one of 64 simultaneous right checks, and the code is still spent only once', async () => {
    await send('0811000009', 'register');
    const { code } = (await outbox('0811000009')).messages[0]!;
    let release!: () => void;
    const barrier = new Promise<void>((resolve) => (release = resolve));
    const checks = Array.from({ length: 64 }, async () => {
      await barrier;
      return t.call(verify.checkCode, { body: { mobile: '0811000009', type: 'register', code } });
    });
    release();
    const answers = await Promise.all(checks);
    expect(answers.filter((a) => a.envelope.success)).toHaveLength(64);
    // Checking spent nothing: sign-up with the same code works, once.
    const body = { mobile: '0811000009', code, password: 'secret123', agree: true };
    expect((await t.call(member.register, { body })).envelope.success).toBe(true);
    expect(
      (await t.call(verify.checkCode, { body: { mobile: '0811000009', type: 'register', code } })).envelope.error,
    ).toBe('INVALID_CODE');
  });

  it('spends a code once when 16 spends of the right code arrive together', async () => {
    await t.db.execute(sql`delete from rate_limits`);
    await send('0811000001', 'login');
    const { code } = (await outbox('0811000001')).messages[0]!;
    let release!: () => void;
    const barrier = new Promise<void>((resolve) => (release = resolve));
    const logins = Array.from({ length: 16 }, async () => {
      await barrier;
      return t.call(member.loginCode, { body: { mobile: '0811000001', code } });
    });
    release();
    const answers = await Promise.all(logins);
    expect(answers.filter((a) => a.envelope.success)).toHaveLength(1);
    expect(answers.filter((a) => a.envelope.error === 'INVALID_CODE')).toHaveLength(15);
  });

  it('expires a code after 5 minutes', async () => {
    await send('0811000008', 'register');
    const { code } = (await outbox('0811000008')).messages[0]!;
    await t.db.execute(
      sql`update verify_codes set created_at = created_at - interval '301 seconds', expires_at = expires_at - interval '301 seconds' where mobile = '+66811000008'`,
    );
    const { envelope } = await t.call(verify.checkCode, { body: { mobile: '0811000008', type: 'register', code } });
    expect(envelope.error).toBe('INVALID_CODE');
  });

  it('spends a login code once', async () => {
    await t.db.execute(sql`delete from rate_limits`);
    await send('0811000001', 'login');
    const { code } = (await outbox('0811000001')).messages[0]!;
    const session = await t.ok(member.loginCode, { body: { mobile: '0811000001', code } });
    expect(session.user.username).toBe('known');
    expect((await t.call(member.loginCode, { body: { mobile: '0811000001', code } })).envelope.error).toBe(
      'INVALID_CODE',
    );
  });

  it('answers a code login for an unknown number like a wrong code', async () => {
    const unknown = await t.call(member.loginCode, { body: { mobile: '0811000099', code: '123456' } });
    const wrong = await t.call(member.loginCode, { body: { mobile: '0811000001', code: '123456' } });
    expect(unknown.envelope).toEqual(wrong.envelope);
  });
});

describe('the SMS gateway', () => {
  it('posts the configured body with the auth header to the gateway', async () => {
    const received: { headers: IncomingMessage['headers']; body: string }[] = [];
    const gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    try {
      await withTransaction(t.db, (tx) =>
        t.services.settings.update(
          tx,
          'smsProvider',
          {
            kind: 'http',
            url: `http://127.0.0.1:${port}/send`,
            authHeaderName: 'X-Api-Key',
            authHeaderValue: 'k-123',
            contentType: 'json',
            bodyTemplate: '{"to":"{mobile}","message":"{text}","otp":"{code}"}',
          },
          null,
        ),
      );
      await t.db.execute(sql`delete from rate_limits`);
      expect((await send('0811000001', 'reset')).envelope.success).toBe(true);
      expect(received).toHaveLength(1);
      expect(received[0]!.headers['x-api-key']).toBe('k-123');
      const body = JSON.parse(received[0]!.body) as { to: string; message: string; otp: string };
      expect(body.to).toBe('+66811000001');
      expect(body.otp).toMatch(/^\d{6}$/);
      expect(body.message).toContain(body.otp);
    } finally {
      const current = await t.services.settings.get(t.db, 'smsProvider');
      await withTransaction(t.db, (tx) =>
        t.services.settings.update(tx, 'smsProvider', { ...current, kind: 'outbox' }, null),
      );
      gateway.close();
    }
  });
});

describe('quick login and the outbox in production', () => {
  it('answers univerify with the spec text', async () => {
    const { envelope } = await t.call(verify.univerify);
    expect(envelope.message).toBe('Device not supported for quick login or data traffic not turned on');
  });

  it('has no outbox route when NODE_ENV=production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/dev/sms-outbox?mobile=0811000001' });
      expect(response.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/sms-outbox?mobile=0811000001' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
