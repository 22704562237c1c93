import { createHmac } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, adminIdentity, identity, member, memberCert } from '@mall/contracts';
import { createTestApp, signedInOperator, type TestApp } from '../../../test/harness.ts';
import {
  LINK_SECRET,
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
let reviewerToken: string;

beforeAll(async () => {
  t = await createTestApp({ env: testEnv });
  [alice, bob, reviewerToken] = await Promise.all([
    signedInMember(t, 'alice_id'),
    signedInMember(t, 'bob_id'),
    reviewer(t),
  ]);
});
afterAll(() => t.close());

const fetchLink = (url: string) => t.app.inject({ method: 'GET', url });

describe('memberCert/getCertStatus and getCertInfo', () => {
  it.each(['zh_CN', 'zh_HK', 'en_US', 'th_TH'])('answer "none" before any submission (%s)', async (lang) => {
    const status = await t.ok(memberCert.getCertStatus, { token: bob, lang });
    expect(status).toMatchObject({ kind: null, state: 'none', rejectCode: null });
    const info = await t.ok(memberCert.getCertInfo, { token: bob, lang });
    expect(info).toMatchObject({ state: 'none', personal: null, images: [] });
  });

  it('need a session', async () => {
    const { envelope } = await t.call(memberCert.getCertStatus);
    expect(envelope.error).toBe('NO_POWER');
  });
});

describe('validation names the field in the caller language', () => {
  const labels = { zh_CN: '身份证号码', zh_HK: '身份證號碼', en_US: 'ID number', th_TH: 'เลขบัตรประชาชน' };
  it.each(Object.entries(labels))('refuses Chinese characters in an id number (%s)', async (lang, label) => {
    const { status, envelope } = await t.call(identity.personalCert, {
      token: bob,
      lang,
      body: { ...personal, idNumber: '1101700中文3451' },
    });
    expect(status).toBe(400);
    expect(envelope.fields?.[0]?.field).toBe('idNumber');
    expect(envelope.message).toContain(label);
  });

  it('refuses a company code that is not 18 letters or digits', async () => {
    const { envelope } = await t.call(identity.companyCert, {
      token: bob,
      body: { ...company, companyCode: '91310000MA1FL0XQ2' },
    });
    expect(envelope.fields?.[0]).toEqual({ field: 'companyCode', message: 'must be 18 letters or digits' });
  });

  it('refuses a director id outside 16-18 characters', async () => {
    const { envelope } = await t.call(identity.companyCert, {
      token: bob,
      lang: 'zh_CN',
      body: { ...company, directors: JSON.stringify([{ name: 'Li Wei', idNumber: '3101011990010' }]) },
    });
    expect(envelope.fields?.[0]?.field).toBe('directors.0.idNumber');
    expect(envelope.message).toBe('董事及股东：须为 16 至 18 个字符');
  });

  it('refuses an expired passport', async () => {
    const { status, envelope } = await t.call(identity.companyCert, {
      token: bob,
      lang: 'th_TH',
      body: {
        certType: 'foreigner',
        firstName: 'John',
        lastName: 'Smith',
        passportNo: 'X1234567',
        passportExpiry: '2020-01-31',
        gender: '0',
        nationality: 'British',
        workAddress: '1 Silom Road',
        email: 'john@example.com',
        province: 'Bangkok',
        district: 'Bang Rak',
        town: 'Silom',
        zip: '10500',
      },
    });
    expect(status).toBe(400);
    expect(envelope.fields?.[0]?.field).toBe('passportExpiry');
    expect(envelope.message).toBe('วันหมดอายุหนังสือเดินทาง: หนังสือเดินทางหมดอายุแล้ว');
  });

  it('names the first missing image', async () => {
    const { envelope } = await t.call(identity.personalCert, { token: bob, body: personal });
    expect(envelope.fields?.map((f) => f.field)).toEqual(['idFront', 'idBack', 'idHolding', 'bankBook']);
    expect(envelope.message).toBe('ID card front: please upload this photo');
  });
});

describe('member/updateIdImage', () => {
  it('refuses a file that is not an image whatever its name and type say', async () => {
    const { status, envelope } = await upload(t, bob, {
      slot: 'idFront',
      bytes: Buffer.from('<?php system($_GET["c"]); ?>'),
      filename: 'front.jpg',
      type: 'image/jpeg',
      lang: 'zh_HK',
    });
    expect(status).toBe(400);
    expect(envelope.message).toBe('請上載 JPG、PNG、WebP、HEIC 或 AVIF 格式的圖片');
  });

  it('refuses an oversized file with a clear message', async () => {
    const { status, envelope } = await upload(t, bob, { slot: 'idFront', bytes: Buffer.alloc(9 * 1024 * 1024, 1) });
    expect(status).toBe(413);
    expect(envelope.message).toBe('The image must not be larger than 8 MB');
  });

  it('names a missing or unknown slot', async () => {
    const bytes = await photo();
    expect((await upload(t, bob, { slot: undefined, bytes })).envelope.fields?.[0]?.field).toBe('slot');
    expect((await upload(t, bob, { slot: 'selfie', bytes })).envelope.fields?.[0]?.field).toBe('slot');
  });

  it('re-encodes without metadata, caps the size and keeps the file out of the public folder', async () => {
    const { envelope } = await upload(t, bob, { slot: 'idBack', bytes: await photo(3000, 1200) });
    expect(envelope.success).toBe(true);
    expect(envelope.result.url).toMatch(/^\/mallapi\/private\/identity\/[0-9a-f]{32}\?expires=\d+&signature=/);
    const served = await fetchLink(envelope.result.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2000, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Owner'))).toBe(false);
    const key = /identity\/([0-9a-f]+)/.exec(envelope.result.url)![1]!;
    expect((await t.app.inject({ method: 'GET', url: `/uploads/identity/${key}.webp` })).statusCode).toBe(404);
  });
});

describe('signed links', () => {
  let url: string;
  let key: string;
  beforeAll(async () => {
    const { envelope } = await upload(t, bob, { slot: 'idFront', bytes: await photo() });
    url = envelope.result.url;
    key = /identity\/([0-9a-f]+)/.exec(url)![1]!;
  });
  const sign = (fileKey: string, expires: number) =>
    createHmac('sha256', LINK_SECRET).update(`identity/${fileKey}/${expires}`).digest('base64url');

  it('serve the image while current', async () => {
    expect((await fetchLink(url)).statusCode).toBe(200);
  });

  it('give nothing to a guessed link', async () => {
    const guessed = await fetchLink(
      `/mallapi/private/identity/${'a'.repeat(32)}?expires=${Date.now() + 60_000}&signature=x`,
    );
    expect(guessed.statusCode).toBe(404);
    expect(guessed.headers['content-type']).toContain('application/json');
    expect((await fetchLink(`/mallapi/private/identity/${key}`)).statusCode).toBe(404);
  });

  it('give nothing to an altered link', async () => {
    const later = url.replace(/expires=(\d+)/, (_m, value: string) => `expires=${Number(value) + 3_600_000}`);
    expect((await fetchLink(later)).statusCode).toBe(404);
    const otherFile = url.replace(key, `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`);
    expect((await fetchLink(otherFile)).statusCode).toBe(404);
  });

  it('give nothing once expired, even with a genuine signature', async () => {
    const expired = Date.now() - 1000;
    const response = await fetchLink(
      `/mallapi/private/identity/${key}?expires=${expired}&signature=${sign(key, expired)}`,
    );
    expect(response.statusCode).toBe(404);
    const current = Date.now() + 30_000;
    expect(
      (await fetchLink(`/mallapi/private/identity/${key}?expires=${current}&signature=${sign(key, current)}`))
        .statusCode,
    ).toBe(200);
  });
});

describe('submit, reject, resubmit, approve', () => {
  let aliceId: number;
  it('goes under review, locks the images, then shows the rejection with its reasons', async () => {
    aliceId = (await t.ok(member.getUser, { token: alice })).memberId;
    await uploadAll(t, alice, 'personal');
    const submitted = await t.ok(identity.personalCert, { token: alice, body: personal });
    expect(submitted).toMatchObject({ kind: 'personal', state: 'review', personal: { idNumber: personal.idNumber } });
    expect(submitted.images.map((image) => image.slot)).toEqual(['idFront', 'idBack', 'idHolding', 'bankBook']);
    const locked = await upload(t, alice, { slot: 'idFront', bytes: await photo() });
    expect(locked.status).toBe(409);
    expect(locked.envelope.error).toBe('IDENTITY_LOCKED');
    expect((await t.call(identity.personalCert, { token: alice, body: personal })).status).toBe(409);

    const queue = await t.ok(adminIdentity.page, {
      token: reviewerToken,
      query: { state: 'review', kind: 'personal' },
    });
    expect(queue.list.map((row) => row.username)).toContain('alice_id');
    const detail = await t.ok(adminIdentity.detail, { token: reviewerToken, query: { memberId: aliceId } });
    expect(detail.images).toHaveLength(4);
    expect((await fetchLink(detail.images[0]!.url)).statusCode).toBe(200);
    await t.ok(adminIdentity.reject, {
      token: reviewerToken,
      body: { memberId: aliceId, code: 'IMAGE_UNCLEAR', reasons: 'The ID back is blurred' },
    });
    const status = await t.ok(memberCert.getCertStatus, { token: alice, lang: 'th_TH' });
    expect(status).toMatchObject({
      state: 'rejected',
      rejectCode: 'IMAGE_UNCLEAR',
      rejectReasons: 'The ID back is blurred',
    });
  });

  it('lets the member replace an image and resubmit, and the reviewer approve', async () => {
    expect((await upload(t, alice, { slot: 'idBack', bytes: await photo(800, 500) })).status).toBe(200);
    expect((await t.ok(identity.personalCert, { token: alice, body: personal })).state).toBe('review');
    const approved = await t.ok(adminIdentity.approve, { token: reviewerToken, body: { memberId: aliceId } });
    expect(approved).toMatchObject({ state: 'approved', rejectCode: null, rejectReasons: null });
    expect((await t.call(adminIdentity.approve, { token: reviewerToken, body: { memberId: aliceId } })).status).toBe(
      409,
    );
  });

  it('records every view and decision in the audit log', async () => {
    const admin = await signedInOperator(t, { username: 'auditor1', password: 'Audit@123456!', roles: ['admin'] });
    const log = await t.ok(adminAudit.page, { token: admin, query: { pageSize: 100 } });
    const actions = log.list.filter((entry) => entry.targetType === 'identity').map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['identity.view', 'identity.reject', 'identity.approve']));
  });
});

describe('changing type after a rejection', () => {
  it('turns a rejected personal submission into a foreigner one', async () => {
    const dave = await signedInMember(t, 'dave_id');
    const { memberId } = await t.ok(member.getUser, { token: dave });
    await uploadAll(t, dave, 'personal');
    await t.ok(identity.personalCert, { token: dave, body: personal });
    await t.ok(adminIdentity.reject, {
      token: reviewerToken,
      body: { memberId, code: 'DATA_MISMATCH', reasons: 'Not a Thai citizen' },
    });
    await uploadAll(t, dave, 'foreigner');
    const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;
    const foreigner = await t.ok(identity.companyCert, {
      token: dave,
      body: {
        certType: 'foreigner',
        firstName: 'Dave',
        lastName: 'Brown',
        passportNo: 'P9876543',
        passportExpiry: nextYear,
        gender: '0',
        nationality: 'Australian',
        workAddress: '2 Sathorn Road',
        email: 'dave@example.com',
        province: 'Bangkok',
        district: 'Sathon',
        town: 'Yan Nawa',
        zip: '10120',
      },
    });
    expect(foreigner).toMatchObject({ kind: 'foreigner', state: 'review', rejectCode: null, personal: null });
    expect(foreigner.foreigner).toMatchObject({ passportNo: 'P9876543', gender: 0 });
    expect(foreigner.images.map((image) => image.slot)).toEqual(['passportCover', 'passportInfo', 'passportHolding']);
    const queue = await t.ok(adminIdentity.page, { token: reviewerToken, query: { kind: 'foreigner' } });
    expect(queue.list.map((row) => row.name)).toEqual(['Dave Brown']);
  });
});

describe('concurrent first submissions', () => {
  it('let exactly one through', async () => {
    const erin = await signedInMember(t, 'erin_id');
    await uploadAll(t, erin, 'personal');
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.call(identity.personalCert, { token: erin, body: personal })),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.envelope.error === 'IDENTITY_LOCKED')).toHaveLength(7);
  });
});

describe('closing the account', () => {
  it('erases the identity documents and their links', async () => {
    const frank = await signedInMember(t, 'frank_id');
    const { envelope } = await upload(t, frank, { slot: 'idFront', bytes: await photo() });
    expect((await fetchLink(envelope.result.url)).statusCode).toBe(200);
    await t.ok(member.delete, { token: frank, body: { password: 'Demo@123456' } });
    expect((await fetchLink(envelope.result.url)).statusCode).toBe(404);
  });
});

describe('one member and another', () => {
  it('cannot read another member identity or images', async () => {
    const info = await t.ok(memberCert.getCertInfo, { token: bob });
    expect(info.personal).toBeNull();
    const aliceInfo = await t.ok(memberCert.getCertInfo, { token: alice });
    const aliceKeys = aliceInfo.images.map((image) => /identity\/([0-9a-f]+)/.exec(image.url)![1]);
    for (const image of info.images) expect(aliceKeys).not.toContain(/identity\/([0-9a-f]+)/.exec(image.url)![1]);
  });

  it('cannot change another member identity: a submission only ever touches the caller', async () => {
    const before = await t.ok(memberCert.getCertInfo, { token: alice });
    await upload(t, bob, { slot: 'idHolding', bytes: await photo() });
    await t.call(identity.personalCert, { token: bob, body: { ...personal, firstName: 'Mallory', memberId: 1 } });
    const after = await t.ok(memberCert.getCertInfo, { token: alice });
    expect(after.personal).toEqual(before.personal);
    expect(after.state).toBe('approved');
  });
});

describe('roles', () => {
  it('keeps identity documents from every operator but identity reviewers', async () => {
    for (const role of ['admin', 'operator', 'finance'] as const) {
      const token = await signedInOperator(t, { username: `no_${role}`, password: 'NoRole@123456!', roles: [role] });
      for (const [call, options] of [
        [adminIdentity.page, { query: {} }],
        [adminIdentity.detail, { query: { memberId: 1 } }],
        [adminIdentity.approve, { body: { memberId: 1 } }],
        [adminIdentity.reject, { body: { memberId: 1, code: 'DATA_MISMATCH', reasons: 'x' } }],
      ] as const) {
        const { status, envelope } = await t.call(call, { token, ...options });
        expect(status, `${role} ${call.path}`).toBe(403);
        expect(envelope.error).toBe('FORBIDDEN');
      }
    }
  });
});
