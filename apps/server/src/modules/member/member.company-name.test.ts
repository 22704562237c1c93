// A member who joined without an invite code is sponsored by the company root: every member answer
// names it in the caller's language, never as its stored English nickname.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { member, verify } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let mobileSeq = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COMPANY = { zh_CN: '公司', zh_HK: '公司', en_US: 'Company', th_TH: 'บริษัท' } as const;

async function codeFor(mobile: string, type: 'register' | 'login') {
  await t.db.execute(sql`delete from rate_limits where key like 'sms:%'`);
  await t.ok(verify.smscode, { body: { mobile, type } });
  const response = await t.app.inject({ method: 'GET', url: `/dev/sms-outbox?mobile=${mobile}` });
  return (response.json() as { messages: { code: string }[] }).messages[0]!.code;
}

describe('the company root as a new member reads it', () => {
  for (const [lang, name] of Object.entries(COMPANY)) {
    it(`in ${lang}: sign-up, both logins, the profile and a profile change`, async () => {
      const mobile = `0815${String(++mobileSeq).padStart(6, '0')}`;
      const registered = await t.ok(member.register, {
        lang,
        body: { mobile, code: await codeFor(mobile, 'register'), password: 'secret12', agree: 'true' },
      });
      expect(registered.user.sponsorName).toBe(name);

      const byPassword = await t.ok(member.login, { lang, body: { username: mobile, password: 'secret12' } });
      expect(byPassword.user.sponsorName).toBe(name);
      const byCode = await t.ok(member.loginCode, { lang, body: { mobile, code: await codeFor(mobile, 'login') } });
      expect(byCode.user.sponsorName).toBe(name);

      const { token } = byCode;
      expect((await t.ok(member.getUser, { token, lang })).sponsorName).toBe(name);
      expect((await t.ok(member.memberinfo, { token, lang })).sponsor?.nickname).toBe(name);
      expect((await t.ok(member.updateNick, { token, lang, body: { nickname: 'Nok' } })).sponsorName).toBe(name);
    });
  }
});
