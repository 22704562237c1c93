// A rejection built from the shop's template reasons: the reviewer picks one or more templates and
// may add a free note; the member reads the templates in their own language and the note as given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminIdentity, identity, member, memberCert } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { personal, reviewer, signedInMember, testEnv, uploadAll } from './identity.test-support.ts';

let t: TestApp;
let carol: string;
let carolId: number;
let reviewerToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: testEnv });
  [carol, reviewerToken] = await Promise.all([signedInMember(t, 'carol_id'), reviewer(t)]);
  carolId = (await t.ok(member.getUser, { token: carol })).memberId;
  await uploadAll(t, carol, 'personal');
  await t.ok(identity.personalCert, { token: carol, body: personal });
});
afterAll(() => t.close());

describe('adminIdentity/reject with template reasons', () => {
  it('refuses a rejection with no template and no note, and an unknown template', async () => {
    const empty = await t.call(adminIdentity.reject, { token: reviewerToken, body: { memberId: carolId } as never });
    expect(empty.status).toBe(400);
    const unknown = await t.call(adminIdentity.reject, {
      token: reviewerToken,
      body: { memberId: carolId, templates: 'NOT_A_TEMPLATE' } as never,
    });
    expect(unknown.status).toBe(400);
    expect((await t.ok(memberCert.getCertStatus, { token: carol })).state).toBe('review');
  });

  it('shows the member the templates in their language and the free note as given', async () => {
    const rejected = await t.ok(adminIdentity.reject, {
      token: reviewerToken,
      body: { memberId: carolId, templates: 'NAME_MISMATCH,IMAGE_UNCLEAR', reasons: 'Use the name on your ID card' },
    });
    expect(rejected).toMatchObject({
      state: 'rejected',
      rejectCode: 'DATA_MISMATCH',
      rejectTemplates: ['NAME_MISMATCH', 'IMAGE_UNCLEAR'],
      rejectReasons: 'Use the name on your ID card',
    });
    const thai = await t.ok(memberCert.getCertStatus, { token: carol, lang: 'th_TH' });
    expect(thai.rejectTexts).toEqual(['ชื่อไม่ตรงกับเอกสาร', 'รูปภาพไม่ชัดหรือไม่ครบถ้วน']);
    expect(thai.rejectReasons).toBe('Use the name on your ID card');
    const english = await t.ok(memberCert.getCertInfo, { token: carol, lang: 'en_US' });
    expect(english.rejectTexts).toEqual(['The name does not match the document', 'An image is blurred or incomplete']);
    const chinese = await t.ok(memberCert.getCertStatus, { token: carol, lang: 'zh_CN' });
    expect(chinese.rejectTexts).toEqual(['姓名与证件不符', '图片模糊或不完整']);
    const queue = await t.ok(adminIdentity.page, { token: reviewerToken, query: { state: 'rejected' } });
    expect(queue.list.find((row) => row.memberId === carolId)?.rejectTemplates).toEqual([
      'NAME_MISMATCH',
      'IMAGE_UNCLEAR',
    ]);
  });
});
