// With FILE_STORE=s3 the shop keeps its files in the bucket (s3rver here), not in its folders: a
// product image and an identity image upload into it and are served back from it, the identity one
// only through its signed link, and nothing outside the uploads prefix is reachable under /uploads/.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalog } from '@mall/contracts';
import { S3FileStore, s3ClientOf } from '../../src/lib/s3-file-store.ts';
import { photo, signedInMember, testEnv, upload } from '../../src/modules/identity/identity.test-support.ts';
import { createTestApp, signedInOperator, type TestApp } from '../harness.ts';
import { startLocalS3, type LocalS3 } from '../local-s3.ts';

let s3: LocalS3;
let t: TestApp;
let bucket: (prefix: string) => S3FileStore;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp({ env: { ...testEnv, ...s3.env } });
  const client = s3ClientOf(s3.options);
  bucket = (prefix) => new S3FileStore(client, s3.options.bucket, prefix);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

function multipart(content: Buffer, token: string) {
  const boundary = '----s3-store-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token, lang: 'en_US' } };
}

describe('the shop on the bucket store', () => {
  it('keeps a product image in the bucket and serves it under /uploads/', async () => {
    const admin = await signedInOperator(t, { username: 'catalog1', password: 'Catalog@123456!', roles: ['admin'] });
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3388ff' } })
      .png()
      .toBuffer();
    const response = await t.app.inject({
      method: 'POST',
      url: adminCatalog.productUploadImage.path,
      ...multipart(png, admin),
    });
    expect(response.statusCode).toBe(200);
    const { s200 } = response.json().result as { s200: string };
    const key = s200.replace('/uploads/', '');
    expect(await bucket('uploads/').exists(key)).toBe(true);
    expect(existsSync(path.join(t.config.uploadsDir, key))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: s200 });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
    expect((await t.app.inject({ method: 'GET', url: '/uploads/products/none-200.webp' })).statusCode).toBe(404);

    // A byte range is served as one, as a phone seeking in a video asks.
    const size = served.rawPayload.length;
    const part = await t.app.inject({ method: 'GET', url: s200, headers: { range: 'bytes=4-13' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-13/${size}`);
    expect(part.rawPayload).toEqual(served.rawPayload.subarray(4, 14));
    const tail = await t.app.inject({ method: 'GET', url: s200, headers: { range: `bytes=${size - 3}-` } });
    expect([tail.statusCode, tail.rawPayload]).toEqual([206, served.rawPayload.subarray(size - 3)]);
    const past = await t.app.inject({ method: 'GET', url: s200, headers: { range: `bytes=${size}-` } });
    expect(past.statusCode).toBe(416);
  });

  it('keeps an identity image private in the bucket, served only through its signed link', async () => {
    const member = await signedInMember(t, 'bucket_id');
    const { envelope } = await upload(t, member, { slot: 'idFront', bytes: await photo() });
    expect(envelope.success).toBe(true);
    const url = envelope.result.url as string;
    const key = /identity\/([0-9a-f]{32})/.exec(url)![1]!;
    expect(await bucket('private/identity/').exists(`${key}.webp`)).toBe(true);
    expect(existsSync(path.join(t.config.privateUploadsDir, 'identity', `${key}.webp`))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp' });
    expect((await t.app.inject({ method: 'GET', url: url.replace(/signature=[^&]+/, 'signature=x') })).statusCode).toBe(
      404,
    );
    for (const guess of [
      `/uploads/identity/${key}.webp`,
      `/uploads/../private/identity/${key}.webp`,
      `/uploads/..%2Fprivate%2Fidentity%2F${key}.webp`,
      `/uploads/%2E%2E/private/identity/${key}.webp`,
    ])
      expect((await t.app.inject({ method: 'GET', url: guess })).statusCode, guess).toBe(404);
  });
});
