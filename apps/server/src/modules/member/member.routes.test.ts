import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminAudit, adminMembers, member, verify } from '@mall/contracts';
import { createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let adminToken: string;
let mobileSeq = 0;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signedInOperator(t, { username: 'admin', password: 'Admin@123456', roles: ['admin'] });
});
afterAll(() => t.close());

const freshMobile = () => `0813${String(++mobileSeq).padStart(6, '0')}`;
const e164 = (mobile: string) => `+66${mobile.slice(1)}`;

/** Sends a code and reads it from the outbox, as a developer would. */
async function codeFor(mobile: string, type: 'register' | 'login' | 'bind' | 'reset' | 'delete') {
  await t.db.execute(sql`delete from rate_limits where key like 'sms:%'`);
  await t.ok(verify.smscode, { body: { mobile, type } });
  const response = await t.app.inject({ method: 'GET', url: `/dev/sms-outbox?mobile=${mobile}` });
  const message = (response.json() as { messages: { code: string; type: string }[] }).messages[0]!;
  expect(message.type).toBe(type);
  return message.code;
}

async function signUp(extra: Record<string, unknown> = {}) {
  const mobile = freshMobile();
  const code = await codeFor(mobile, 'register');
  const session = await t.ok(member.register, {
    body: { mobile, code, password: 'secret12', agree: 'true', ...extra },
  });
  return { mobile, ...session };
}

describe('sign-up', () => {
  it('registers with a code, sponsored by the company root without an invite code', async () => {
    const { token, user, mobile } = await signUp();
    expect(user).toMatchObject({ mobile: e164(mobile), level: 1, language: 1, sponsorName: 'Company' });
    expect(user.username).toMatch(/^m\d{8}$/);
    expect(user.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await t.ok(member.getUser, { token })).memberId).toBe(user.memberId);
    // The company root is named in the reader's language.
    expect((await t.ok(member.getUser, { token, lang: 'zh_CN' })).sponsorName).toBe('公司');
    expect((await t.ok(member.memberinfo, { token, lang: 'zh_HK' })).sponsor?.nickname).toBe('公司');
    expect((await t.ok(member.memberinfo, { token, lang: 'th_TH' })).user.sponsorName).toBe('บริษัท');
  });

  it('takes the invite code owner as sponsor, and shows whose code it is', async () => {
    const inviter = await signUp();
    await t.ok(member.updateNick, { token: inviter.token, body: { nickname: 'Inviter Ann' } });
    const owner = await t.ok(member.getUserName, { query: { inviteCode: inviter.user.inviteCode.toLowerCase() } });
    expect(owner).toMatchObject({ nickname: 'Inviter Ann', inviteCode: inviter.user.inviteCode });
    const invited = await signUp({ inviteCode: inviter.user.inviteCode, username: 'invited_bob' });
    expect(invited.user).toMatchObject({ username: 'invited_bob', sponsorInviteCode: inviter.user.inviteCode });
  });

  it('refuses an unknown invite code in every language', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile, 'register');
    const texts: Record<string, string> = {
      en_US: 'Please check if the invitation code exists',
      zh_CN: '请检查邀请码是否存在',
      zh_HK: '請檢查邀請碼是否存在',
      th_TH: 'กรุณาตรวจสอบว่ารหัสเชิญมีอยู่จริง',
    };
    for (const [lang, text] of Object.entries(texts)) {
      const { status, envelope } = await t.call(member.register, {
        lang,
        body: { mobile, code, password: 'secret12', agree: 'true', inviteCode: 'NOSUCH99' },
      });
      expect(status).toBe(400);
      expect(envelope).toMatchObject({ error: 'INVITE_CODE_NOT_FOUND', message: text });
    }
    expect((await t.call(member.getUserName, { query: { inviteCode: 'NOSUCH99' } })).envelope.error).toBe(
      'INVITE_CODE_NOT_FOUND',
    );
  });

  it('requires privacy consent and a 6-character password', async () => {
    const noConsent = await t.call(member.register, {
      body: { mobile: freshMobile(), code: '123456', password: 'secret12', agree: 'false' },
    });
    expect(noConsent.envelope.message).toBe('Privacy policy: Please read and agree to the privacy policy');
    const short = await t.call(member.register, {
      body: { mobile: freshMobile(), code: '123456', password: '12345', agree: 'true' },
    });
    expect(short.envelope.fields?.[0]?.field).toBe('password');
  });

  it('refuses a wrong register code', async () => {
    const mobile = freshMobile();
    await codeFor(mobile, 'register');
    const { envelope } = await t.call(member.register, {
      body: { mobile, code: '000000', password: 'secret12', agree: 'true' },
    });
    expect(envelope.error).toBe('INVALID_CODE');
  });
});

describe('login', () => {
  it('logs in with the password by mobile or user name, and with a code', async () => {
    const { mobile, user } = await signUp();
    expect((await t.ok(member.login, { body: { username: mobile, password: 'secret12' } })).user.memberId).toBe(
      user.memberId,
    );
    expect((await t.ok(member.login, { body: { username: user.username, password: 'secret12' } })).token).toBeTruthy();
    const code = await codeFor(mobile, 'login');
    const session = await t.ok(member.loginCode, { body: { mobile, code } });
    expect(session.user.memberId).toBe(user.memberId);
    expect(Date.parse(session.invalidTime) - Date.now()).toBeGreaterThan(59.99 * 86_400_000);
  });

  it('limits password tries per identifier, for right and wrong passwords alike', async () => {
    const { user } = await signUp();
    const tries = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.call(member.login, { body: { username: user.username, password: 'wrong-pass' } }),
      ),
    );
    expect(tries.filter((r) => r.envelope.error === 'LOGIN_FAILED')).toHaveLength(10);
    expect(tries.filter((r) => r.envelope.error === 'RATE_LIMITED')).toHaveLength(2);
    const locked = await t.call(member.login, { body: { username: user.username, password: 'secret12' } });
    expect(locked.envelope.error).toBe('RATE_LIMITED');
  });
});

describe('profile', () => {
  it('edits every field and remembers the language', async () => {
    const { token } = await signUp();
    await t.ok(member.updateNick, { token, body: { nickname: 'Nina' } });
    await t.ok(member.updateSex, { token, body: { sex: 'other' } });
    await t.ok(member.updateBirthday, { token, body: { birthday: '1990-02-28' } });
    await t.ok(member.updateLanguage, { token, body: { language: '3' } });
    await t.ok(member.update, { token, body: { email: 'nina@example.com', username: 'nina_t' } });
    const user = await t.ok(member.getUser, { token });
    expect(user).toMatchObject({
      nickname: 'Nina',
      sex: 'other',
      birthday: '1990-02-28',
      language: 3,
      email: 'nina@example.com',
      username: 'nina_t',
    });
    expect((await t.call(member.updateSex, { token, body: { sex: 'robot' } })).status).toBe(400);
    expect((await t.call(member.updateBirthday, { token, body: { birthday: '2990-01-01' } })).status).toBe(400);
    expect((await t.call(member.update, { token, body: { email: 'nope' } })).envelope.message).toBe(
      'E-mail: Please enter a valid email address',
    );
  });

  it('keeps preferences and names a coach without touching the sponsor', async () => {
    const coach = await signUp();
    const { token } = await signUp();
    expect(await t.ok(member.homepagePacerAlert, { token })).toEqual({ enabled: true });
    await t.ok(member.updateHomepagePacerAlert, { token, body: { enabled: 'false' } });
    expect(await t.ok(member.homepagePacerAlert, { token })).toEqual({ enabled: false });
    expect(await t.ok(member.personalizedRecommendation, { token, body: { enabled: '0' } })).toEqual({
      enabled: false,
    });
    const user = await t.ok(member.updateCoach, { token, body: { inviteCode: coach.user.inviteCode } });
    expect(user).toMatchObject({ coachInviteCode: coach.user.inviteCode, sponsorName: 'Company' });
    const info = await t.ok(member.memberinfo, { token });
    expect(info.coach?.inviteCode).toBe(coach.user.inviteCode);
  });

  it('changes the password only when both entries match and the old one is right', async () => {
    const { token, mobile } = await signUp();
    const mismatch = await t.call(member.updatePassword, {
      token,
      body: { password: 'newpass1', confirmPassword: 'newpass2', oldPassword: 'secret12' },
    });
    expect(mismatch.envelope.message).toBe('Confirm password: Two input password must be consistent');
    const wrongOld = await t.call(member.updatePassword, {
      token,
      body: { password: 'newpass1', confirmPassword: 'newpass1', oldPassword: 'nope-nope' },
    });
    expect(wrongOld.envelope.error).toBe('WRONG_PASSWORD');
    const tooLong = await t.call(member.updatePassword, {
      token,
      body: { password: 'x'.repeat(21), confirmPassword: 'x'.repeat(21), oldPassword: 'secret12' },
    });
    expect(tooLong.status).toBe(400);
    await t.ok(member.updatePassword, {
      token,
      body: { password: 'newpass1', confirmPassword: 'newpass1', oldPassword: 'secret12' },
    });
    const code = await codeFor(mobile, 'reset');
    await t.ok(member.updatePassword, { token, body: { password: 'newpass2', confirmPassword: 'newpass2', code } });
    expect((await t.call(member.login, { body: { username: mobile, password: 'newpass2' } })).envelope.success).toBe(
      true,
    );
  });

  it('binds a new mobile proven by a code sent to it', async () => {
    const { token } = await signUp();
    const next = freshMobile();
    const code = await codeFor(next, 'bind');
    expect((await t.ok(member.bindmobile, { token, body: { mobile: next, code } })).mobile).toBe(e164(next));
  });

  it('re-encodes an uploaded avatar to 100, 200 and 800 px WebP', async () => {
    const { token } = await signUp();
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const upload = (file: Buffer, type: string) => {
      const boundary = '----avatar';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: member.updateHeadImage.path,
        headers: { token, lang: 'en_US', 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const response = await upload(png, 'image/png');
    expect(response.statusCode).toBe(200);
    const user = response.json().result as { headImage100: string; headImage200: string; headImage800: string };
    for (const [url, size] of [
      [user.headImage100, 100],
      [user.headImage200, 200],
      [user.headImage800, 800],
    ] as const) {
      const file = path.join(t.config.uploadsDir, url.replace('/uploads/', ''));
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    // Content decides, not the declared type: text claiming to be a PNG is refused.
    const fake = await upload(Buffer.from('<?php echo 1; ?>'), 'image/png');
    expect(fake.statusCode).toBe(400);
    // A new avatar replaces the old files.
    await upload(png, 'image/png');
    expect(existsSync(path.join(t.config.uploadsDir, user.headImage200.replace('/uploads/', '')))).toBe(false);
  });

  it('shows a guest as memberId 0, Customer', async () => {
    expect(await t.ok(member.getMemberCommonInfo)).toMatchObject({ memberId: 0, nickname: 'Customer', isGuest: true });
    const { token, user } = await signUp();
    expect(await t.ok(member.getMemberCommonInfo, { token })).toMatchObject({
      memberId: user.memberId,
      isGuest: false,
    });
  });
});

describe('isolation and lock-out', () => {
  it('lets one member change only their own data', async () => {
    const alice = await signUp();
    const bob = await signUp();
    await t.ok(member.updateNick, { token: alice.token, body: { nickname: 'Alice', memberId: bob.user.memberId } });
    expect((await t.ok(member.getUser, { token: bob.token })).nickname).not.toBe('Alice');
    expect((await t.ok(member.getUser, { token: alice.token })).memberId).toBe(alice.user.memberId);
    // Bob's register code cannot be spent by Alice on her account either.
    const code = await codeFor(bob.mobile, 'delete');
    expect((await t.call(member.delete, { token: alice.token, body: { code } })).envelope.error).toBe('INVALID_CODE');
    expect((await t.call(member.getUser, { token: alice.token })).envelope.success).toBe(true);
  });

  it('locks a disabled member out for good, in the audit log, and lets them log in again when enabled', async () => {
    const { token, user, mobile } = await signUp();
    const found = await t.ok(adminMembers.page, { token: adminToken, query: { keyword: mobile } });
    expect(found.list.map((m) => m.memberId)).toEqual([user.memberId]);
    await t.ok(adminMembers.disable, { token: adminToken, body: { memberId: user.memberId } });
    expect((await t.call(member.getUser, { token })).envelope).toMatchObject({ code: 502, error: 'TOKEN_INVALID' });
    expect((await t.call(member.login, { body: { username: mobile, password: 'secret12' } })).envelope.error).toBe(
      'LOGIN_FAILED',
    );
    const detail = await t.ok(adminMembers.detail, { token: adminToken, query: { memberId: user.memberId } });
    expect(detail.member.status).toBe('disabled');
    expect(detail.sessions).toEqual([]);
    await t.ok(adminMembers.enable, { token: adminToken, body: { memberId: user.memberId } });
    // Old tokens stay dead: whoever held one while the account was disabled must log in again.
    expect((await t.call(member.getUser, { token })).envelope).toMatchObject({ code: 502, error: 'TOKEN_INVALID' });
    const again = await t.ok(member.login, { body: { username: mobile, password: 'secret12' } });
    expect((await t.call(member.getUser, { token: again.token })).envelope.success).toBe(true);
    const audit = await t.ok(adminAudit.page, { token: adminToken, query: { action: 'member.disable' } });
    expect(audit.list[0]).toMatchObject({ targetId: String(user.memberId), after: { status: 'disabled' } });
  });

  it('searches by invite code and user name, paged', async () => {
    const { user } = await signUp();
    const byCode = await t.ok(adminMembers.page, { token: adminToken, query: { keyword: user.inviteCode } });
    expect(byCode.list[0]?.memberId).toBe(user.memberId);
    const paged = await t.ok(adminMembers.page, { token: adminToken, query: { pageSize: 2 } });
    expect(paged.list).toHaveLength(2);
    expect(paged.hasMore).toBe(true);
    const { status } = await t.call(adminMembers.page, { token: (await signUp()).token });
    expect(status).toBe(401);
  });
});

describe('account deletion', () => {
  it('anonymises the member, revokes every token and frees the number', async () => {
    const { token, mobile, user } = await signUp();
    const second = await t.ok(member.login, { body: { username: mobile, password: 'secret12' } });
    const code = await codeFor(mobile, 'delete');
    await t.ok(member.delete, { token, body: { code } });
    for (const session of [token, second.token]) {
      expect((await t.call(member.getUser, { token: session })).envelope).toMatchObject({ code: 502 });
    }
    const detail = await t.ok(adminMembers.detail, { token: adminToken, query: { memberId: user.memberId } });
    expect(detail.member).toMatchObject({
      status: 'deleted',
      mobile: null,
      email: null,
      username: `deleted_${user.memberId}`,
      inviteCode: user.inviteCode,
    });
    expect(detail.sessions).toHaveLength(0);
    // The number can sign up again as a new member.
    const again = await codeFor(mobile, 'register');
    const fresh = await t.ok(member.register, { body: { mobile, code: again, password: 'secret12', agree: '1' } });
    expect(fresh.user.memberId).not.toBe(user.memberId);
  });
});
