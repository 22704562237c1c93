import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { member } from '@mall/contracts';
import { createMember, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });
  await createMember(t.services, { username: 'alice', mobile: '0811111111' });
});
afterAll(() => t.close());

const login = () => t.ok(member.login, { body: { username: 'alice', password: 'Demo@123456' } });

describe('the login guard', () => {
  it('answers 401 NO_POWER to a guest on a protected call', async () => {
    const { status, envelope } = await t.call(member.getUser);
    expect(status).toBe(401);
    expect(envelope).toMatchObject({ success: false, code: 401, error: 'NO_POWER', result: null });
    expect(envelope.message).toBe('Please log in first');
  });

  it('answers 502 TOKEN_INVALID to a forged token', async () => {
    const { status, envelope } = await t.call(member.getUser, { token: 'forged-token-value' });
    expect(status).toBe(401);
    expect(envelope).toMatchObject({ success: false, code: 502, error: 'TOKEN_INVALID' });
  });

  it('lets a real token through and refuses it once revoked by exit', async () => {
    const { token } = await login();
    expect(await t.ok(member.getUser, { token })).toMatchObject({ username: 'alice', level: 1 });
    await t.ok(member.exit, { token });
    expect((await t.call(member.getUser, { token })).envelope.code).toBe(502);
  });

  it('refuses an expired token', async () => {
    const { token } = await login();
    await t.db.execute(sql`update member_sessions set expires_at = now() - interval '1 second'`);
    expect((await t.call(member.getUser, { token })).envelope).toMatchObject({ code: 502, error: 'TOKEN_INVALID' });
  });

  it('issues tokens valid for 60 days', async () => {
    const before = Date.now();
    const { invalidTime } = await login();
    const days = (Date.parse(invalidTime) - before) / 86_400_000;
    expect(days).toBeGreaterThan(59.99);
    expect(days).toBeLessThan(60.01);
  });
});

describe('the envelope', () => {
  it('answers an unknown call with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/mallapi/nothing/here', headers: { lang: 'en_US' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 404, error: 'NOT_FOUND', result: null });
  });

  it('names the bad field in the caller language', async () => {
    const english = await t.call(member.login, { body: { password: 'secret1' } });
    expect(english.status).toBe(400);
    expect(english.envelope).toMatchObject({ code: 400, error: 'VALIDATION', message: 'User name: is required' });
    const chinese = await t.call(member.login, { body: { username: 'alice', password: '1' }, lang: 'zh_CN' });
    expect(chinese.envelope.message).toBe('密码：至少 6 个字符');
    expect(chinese.envelope.fields).toEqual([{ field: 'password', message: '至少 6 个字符' }]);
  });

  it('answers the shopper in Thai throughout, field and reason included', async () => {
    const thai = await t.call(member.getUser, { lang: 'th_TH' });
    expect(thai.envelope.message).toBe('กรุณาเข้าสู่ระบบก่อน');
    const invalid = await t.call(member.login, { body: { username: 'alice', password: '1' }, lang: 'th_TH' });
    expect(invalid.envelope.message).toBe('รหัสผ่าน: ต้องมีอย่างน้อย 6 ตัวอักษร');
  });

  it('accepts JSON bodies as well as forms', async () => {
    const { envelope } = await t.call(member.login, {
      body: { username: 'alice', password: 'Demo@123456' },
      json: true,
    });
    expect(envelope.success).toBe(true);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: member.login.path,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'VALIDATION' });
  });

  it('refuses a body over the size limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: member.login.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${'x'.repeat(4096)}&password=secret1`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE' });
  });

  it('gives one generic answer for an unknown user and a wrong password', async () => {
    const unknown = await t.call(member.login, { body: { username: 'nobody', password: 'whatever1' } });
    const wrong = await t.call(member.login, { body: { username: 'alice', password: 'whatever1' } });
    expect(unknown.envelope).toEqual(wrong.envelope);
    expect(unknown.envelope).toMatchObject({ error: 'LOGIN_FAILED', code: 401 });
  });

  it('logs in by mobile number too', async () => {
    expect(
      (await t.ok(member.login, { body: { username: '0811111111', password: 'Demo@123456' } })).user.username,
    ).toBe('alice');
  });

  it('reports a healthy database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/mallapi/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/mallapi/ytConfig/getAboutUs');
  });
});
