// The upload reader through a real upload call (the product image): a missing part, a part too
// large and a file that is not an image each answer a 4xx that names the field.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalog } from '@mall/contracts';
import { createTestApp, signedInOperator, type TestApp } from '../../test/harness.ts';
import { sniffImageType } from './upload.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await signedInOperator(t, { username: 'upload_admin', password: 'Upload@Admin-123', roles: ['admin'] });
});
afterAll(() => t.close());

function upload(part: string, content: Buffer, type = 'image/png') {
  const boundary = '----upload-reader';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part}"; filename="photo.png"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: adminCatalog.productUploadImage.path,
    headers: { token, lang: 'en_US', 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

describe('the upload reader', () => {
  it('knows image types by their first bytes, not their name', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    const gif = await sharp(png).gif().toBuffer();
    expect([png, jpeg, webp, gif].map((bytes) => sniffImageType(bytes))).toEqual(['png', 'jpeg', 'webp', 'gif']);
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it('refuses a file of another type, naming the field', async () => {
    const response = await upload('file', Buffer.from('%PDF-1.7 not an image'), 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'VALIDATION',
      message: 'Please upload a JPEG, PNG, WebP, GIF or AVIF image',
      fields: [{ field: 'file', message: 'Please upload a JPEG, PNG, WebP, GIF or AVIF image' }],
    });
  });

  it('refuses a file over the limit with a 413 naming the field and the limit', async () => {
    const huge = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(9 << 20)]);
    const response = await upload('file', huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The image must not be larger than 8 MB',
      fields: [{ field: 'file', message: 'The image must not be larger than 8 MB' }],
    });
  });

  it('answers a missing file, or a file in another part, as the field being required', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    for (const response of [
      await upload('picture', png),
      await t.app.inject({
        method: 'POST',
        url: adminCatalog.productUploadImage.path,
        headers: { token, lang: 'en_US', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION', fields: [{ field: 'file' }] });
    }
  });
});
