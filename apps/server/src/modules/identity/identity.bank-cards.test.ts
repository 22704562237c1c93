import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, adminIdentity, bank, identity, member, memberBank, memberCert } from '@mall/contracts';
import { createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';
import {
  approvedPersonal,
  company,
  personal,
  photo,
  reviewer,
  signedInMember,
  testEnv,
  upload,
  uploadAll,
} from './identity.test-support.ts';

let t: TestApp;
let alice: string;
let bob: string;
let carol: string;
let reviewerToken: string;

const card = {
  bankCode: 'TH-004',
  accountNo: '123-4-56789-0',
  branch: 'Silom',
  firstName: 'Somchai',
  lastName: 'Jaidee',
};

beforeAll(async () => {
  t = await createTestApp({ env: testEnv });
  [alice, bob, carol, reviewerToken] = await Promise.all([
    signedInMember(t, 'alice_bank'),
    signedInMember(t, 'bob_bank'),
    signedInMember(t, 'carol_bank'),
    reviewer(t, 'reviewer_bank'),
  ]);
});
afterAll(() => t.close());

describe('bank/banklist', () => {
  const bangkokBank = { zh_CN: '盘谷银行', zh_HK: '盘谷银行', en_US: 'Bangkok Bank', th_TH: 'ธนาคารกรุงเทพ' };
  it.each(Object.entries(bangkokBank))('lists Thai and Chinese banks with codes and logos (%s)', async (lang, name) => {
    const banks = await t.ok(bank.banklist, { lang });
    expect(banks.find((entry) => entry.code === 'TH-002')).toMatchObject({ country: 'TH', shortName: 'BBL', name });
    expect(banks.find((entry) => entry.code === 'CN-102')?.shortName).toBe('ICBC');
    expect(banks.every((entry) => entry.logo.startsWith('data:image/svg+xml;base64,'))).toBe(true);
  });

  it('filters by country', async () => {
    const banks = await t.ok(bank.banklist, { query: { country: 'CN' } });
    expect(banks.length).toBeGreaterThan(10);
    expect(banks.every((entry) => entry.country === 'CN')).toBe(true);
  });
});

describe('memberBank/add', () => {
  it('needs approved identity first', async () => {
    const { status, envelope } = await t.call(memberBank.add, { token: alice, body: card, lang: 'th_TH' });
    expect(status).toBe(409);
    expect(envelope.message).toBe('กรุณายืนยันตัวตนก่อน จึงจะเพิ่มบัญชีธนาคารได้หลังจากได้รับอนุมัติ');
  });

  it.each([
    ['zh_CN', '开户支行：不能为空'],
    ['zh_HK', '開戶分行：不能為空'],
    ['en_US', 'Branch: is required'],
    ['th_TH', 'สาขา: ต้องระบุ'],
  ])('names a missing field (%s)', async (lang, message) => {
    const { status, envelope } = await t.call(memberBank.add, { token: alice, lang, body: { ...card, branch: '' } });
    expect(status).toBe(400);
    expect(envelope.message).toBe(message);
  });

  it('takes a card in the approved name, masked, to be inspected', async () => {
    await approvedPersonal(t, alice, reviewerToken);
    const added = await t.ok(memberBank.add, {
      token: alice,
      body: { ...card, firstName: ' somchai ', lastName: 'JAIDEE' },
    });
    expect(added).toMatchObject({ bankCode: 'TH-004', bankName: 'Kasikornbank', accountNo: '**** 7890', status: 0 });
    const list = await t.ok(memberBank.selectList, { token: alice, lang: 'zh_CN' });
    expect(list.map((entry) => [entry.accountNo, entry.bankName])).toEqual([['**** 7890', '开泰银行']]);
  });

  it('refuses another holder, an unknown bank and the same account twice', async () => {
    const other = await t.call(memberBank.add, { token: alice, body: { ...card, firstName: 'Somsak' } });
    expect(other.envelope.fields?.[0]?.field).toBe('firstName');
    const unknown = await t.call(memberBank.add, { token: alice, body: { ...card, bankCode: 'XX-999' } });
    expect(unknown.envelope.fields?.[0]?.field).toBe('bankCode');
    const badNumber = await t.call(memberBank.add, { token: alice, body: { ...card, accountNo: '12ab' } });
    expect(badNumber.envelope.fields?.[0]?.field).toBe('accountNo');
    const twice = await t.call(memberBank.add, { token: alice, body: { ...card, accountNo: '1234567890' } });
    expect(twice.status).toBe(409);
  });

  it('needs the company name, matching the approved company, for a company account', async () => {
    await uploadAll(t, carol, 'company');
    await t.ok(identity.companyCert, { token: carol, body: company });
    const { memberId } = await t.ok(member.getUser, { token: carol });
    await t.ok(adminIdentity.approve, { token: reviewerToken, body: { memberId } });
    const missing = await t.call(memberBank.add, { token: carol, body: { ...card, firstName: 'Wei', lastName: 'Li' } });
    expect(missing.envelope.fields?.[0]?.field).toBe('companyName');
    const wrong = await t.call(memberBank.add, {
      token: carol,
      body: { ...card, firstName: 'Wei', lastName: 'Li', companyName: 'Other Co' },
    });
    expect(wrong.envelope.fields?.[0]?.field).toBe('companyName');
    const added = await t.ok(memberBank.add, {
      token: carol,
      body: { ...card, bankCode: 'CN-308', firstName: 'Wei', lastName: 'Li', companyName: 'pacer trading co., ltd.' },
    });
    expect(added).toMatchObject({ isCompany: true, bankName: 'China Merchants Bank' });
  });
});

describe('one member and another', () => {
  it('cannot read or delete another member card', async () => {
    expect(await t.ok(memberBank.selectList, { token: bob })).toEqual([]);
    const [aliceCard] = await t.ok(memberBank.selectList, { token: alice });
    const { status } = await t.call(memberBank.deleteById, { token: bob, body: { id: aliceCard!.id } });
    expect(status).toBe(404);
    expect(await t.ok(memberBank.selectList, { token: alice })).toHaveLength(1);
  });
});

describe('bank card review', () => {
  it('shows the full number to reviewers only and records the decision', async () => {
    const finance = await signedInOperator(t, {
      username: 'fin_bank',
      password: 'Finance@123456!',
      roles: ['finance'],
    });
    const page = await t.ok(adminIdentity.bankCardPage, { token: finance, query: { status: '0' } });
    const row = page.list.find((entry) => entry.username === 'alice_bank')!;
    expect(row.accountNo).toBe('1234567890');
    const passed = await t.ok(adminIdentity.bankCardReview, { token: finance, body: { id: row.id, status: '1' } });
    expect(passed.status).toBe(1);
    expect(
      (await t.call(adminIdentity.bankCardReview, { token: finance, body: { id: row.id, status: '2' } })).status,
    ).toBe(409);
    const [mine] = await t.ok(memberBank.selectList, { token: alice });
    expect(mine).toMatchObject({ status: 1, accountNo: '**** 7890' });
    const admin = await signedInOperator(t, { username: 'admin_bank', password: 'Admin@123456!', roles: ['admin'] });
    expect((await t.call(adminIdentity.bankCardPage, { token: admin, query: {} })).status).toBe(403);
    const log = await t.ok(adminAudit.page, { token: admin, query: { action: 'bankCard.review' } });
    expect(log.list).toHaveLength(1);
  });

  it("shows one member's identity state and masked cards on the member page, by role", async () => {
    const { memberId } = await t.ok(member.getUser, { token: alice });
    const finance = await signedInOperator(t, {
      username: 'fin_member',
      password: 'Finance@123456!',
      roles: ['finance'],
    });
    const operator = await signedInOperator(t, {
      username: 'op_member',
      password: 'Operator@123456!',
      roles: ['operator'],
    });
    for (const token of [finance, reviewerToken]) {
      const cards = await t.ok(adminIdentity.memberBankCards, { token, query: { memberId } });
      expect(cards).toEqual([expect.objectContaining({ accountNo: '**** 7890', status: 1 })]);
    }
    expect(await t.ok(adminIdentity.memberBankCards, { token: finance, query: { memberId: 999_999 } })).toEqual([]);
    expect((await t.call(adminIdentity.memberBankCards, { token: operator, query: { memberId } })).status).toBe(403);

    const dave = await signedInMember(t, 'dave_bank');
    await uploadAll(t, dave, 'personal');
    await t.ok(identity.personalCert, { token: dave, body: personal });
    const { memberId: daveId } = await t.ok(member.getUser, { token: dave });
    const reasons = 'The name on the card is misspelt';
    await t.ok(adminIdentity.reject, {
      token: reviewerToken,
      body: { memberId: daveId, code: 'DATA_MISMATCH', reasons },
    });
    const one = await t.ok(adminIdentity.page, { token: reviewerToken, query: { memberId: String(daveId) } });
    expect(one.list).toEqual([
      expect.objectContaining({
        memberId: daveId,
        kind: 'personal',
        state: 'rejected',
        rejectCode: 'DATA_MISMATCH',
        rejectReasons: reasons,
      }),
    ]);
    expect(one.list[0]!.reviewedAt).not.toBeNull();
    expect((await t.call(adminIdentity.page, { token: finance, query: { memberId: String(daveId) } })).status).toBe(
      403,
    );
  });

  it('lets the owner delete a card', async () => {
    const [mine] = await t.ok(memberBank.selectList, { token: alice });
    await t.ok(memberBank.deleteById, { token: alice, body: { id: mine!.id } });
    expect(await t.ok(memberBank.selectList, { token: alice })).toEqual([]);
    expect((await t.call(memberBank.deleteById, { token: alice, body: { id: mine!.id } })).status).toBe(404);
  });
});

describe('every call in the four languages', () => {
  const notFound = {
    zh_CN: '银行卡不存在',
    zh_HK: '銀行卡不存在',
    en_US: 'Bank card not found',
    th_TH: 'ไม่พบบัญชีธนาคาร',
  };
  const firstNameLabel = { zh_CN: '名', zh_HK: '名', en_US: 'First name', th_TH: 'ชื่อ' };
  it.each(Object.keys(notFound) as (keyof typeof notFound)[])('answers in %s', async (lang) => {
    for (const call of [memberCert.getCertInfo, memberCert.getCertStatus, memberBank.selectList] as const) {
      expect((await t.call(call, { token: bob, lang })).envelope.success, call.path).toBe(true);
    }
    expect((await t.call(bank.banklist, { lang })).envelope.success).toBe(true);
    const missing = await t.call(memberBank.deleteById, { token: bob, lang, body: { id: 999_999 } });
    expect(missing.envelope.message).toBe(notFound[lang]);
    const personalCert = await t.call(identity.personalCert, {
      token: bob,
      lang,
      body: { ...personal, firstName: '' },
    });
    expect(personalCert.envelope.message.startsWith(firstNameLabel[lang])).toBe(true);
    const companyCert = await t.call(identity.companyCert, { token: bob, lang, body: { ...company, companyName: '' } });
    expect(companyCert.envelope.fields?.[0]?.field).toBe('companyName');
    const image = await upload(t, bob, { slot: 'idFront', bytes: Buffer.from('not an image'), lang });
    expect(image.status).toBe(400);
    expect((await upload(t, bob, { slot: 'idFront', bytes: await photo(), lang })).status).toBe(200);
    expect((await t.call(memberBank.add, { token: bob, lang, body: card })).envelope.error).toBe('BANK_NEEDS_IDENTITY');
    for (const call of [adminIdentity.page, adminIdentity.bankCardPage] as const) {
      expect((await t.call(call, { token: reviewerToken, lang, query: {} })).envelope.success).toBe(true);
    }
    const decided = await t.call(adminIdentity.approve, { token: reviewerToken, lang, body: { memberId: 999_999 } });
    expect(decided.status).toBe(404);
  });
});
