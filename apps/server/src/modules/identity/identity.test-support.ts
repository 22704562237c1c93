// Shared by the identity test files: members, reviewers, image uploads and a valid submission.
import sharp from 'sharp';
import {
  adminIdentity,
  identity as identityCalls,
  identitySlotsByKind,
  member,
  type IdentityKind,
} from '@mall/contracts';
import { createMember, signedInOperator, type TestApp } from '../../../test/harness.ts';

export const LINK_SECRET = 'identity-test-secret-0123456789abcdefghij';
export const testEnv = { PRIVATE_LINK_SECRET: LINK_SECRET, PRIVATE_LINK_TTL_SECONDS: '60' };

export async function signedInMember(t: TestApp, username: string): Promise<string> {
  await createMember(t.services, { username });
  return (await t.ok(member.login, { body: { username, password: 'Demo@123456' } })).token;
}

export const reviewer = (t: TestApp, username = 'reviewer1') =>
  signedInOperator(t, { username, password: 'Review@123456!', roles: ['identity'] });

/** A small photo-like JPEG carrying EXIF (an owner name) that must not survive the upload. */
export function photo(width = 640, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Owner', Copyright: 'Secret Owner' } })
    .toBuffer();
}

export interface UploadOptions {
  slot: string | undefined;
  bytes: Buffer;
  filename?: string;
  type?: string;
  lang?: string;
}

export async function upload(t: TestApp, token: string, options: UploadOptions) {
  const boundary = '----identity-test';
  const parts: Buffer[] = [];
  if (options.slot !== undefined) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="slot"\r\n\r\n${options.slot}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.filename ?? 'id.jpg'}"\r\nContent-Type: ${options.type ?? 'image/jpeg'}\r\n\r\n`,
    ),
    options.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/mallapi/member/updateIdImage',
    headers: { token, lang: options.lang ?? 'en_US', 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
  return { status: response.statusCode, envelope: response.json() };
}

/** Uploads every image a kind needs. */
export async function uploadAll(t: TestApp, token: string, kind: IdentityKind): Promise<void> {
  const bytes = await photo();
  for (const slot of identitySlotsByKind[kind]) {
    const { envelope } = await upload(t, token, { slot, bytes });
    if (!envelope.success) throw new Error(`upload ${slot} failed: ${JSON.stringify(envelope)}`);
  }
}

export const personal = {
  firstName: 'Somchai',
  lastName: 'Jaidee',
  idNumber: '1101700203451',
  address: '99 Sukhumvit Road',
  email: 'somchai@example.com',
  province: 'Bangkok',
  city: 'Bangkok',
  area: 'Watthana',
  zip: '10110',
};

export const company = {
  companyName: 'Pacer Trading Co., Ltd.',
  companyCode: '91310000MA1FL0XQ2K',
  headOfficeAddress: '1 Century Avenue, Shanghai',
  email: 'office@example.com',
  directors: JSON.stringify([{ name: 'Li Wei', idNumber: '310101199001011234' }]),
};

/** Submits personal identity and has a reviewer approve it. */
export async function approvedPersonal(t: TestApp, token: string, reviewerToken: string, names = personal) {
  await uploadAll(t, token, 'personal');
  await t.ok(identityCalls.personalCert, { token, body: names });
  const { memberId } = await t.ok(member.getUser, { token });
  await t.ok(adminIdentity.approve, { token: reviewerToken, body: { memberId } });
  return memberId;
}
