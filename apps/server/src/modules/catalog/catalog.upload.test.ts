import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminCatalog, appIndex } from '@mall/contracts';
import { withTransaction } from '../../db/client.ts';
import { demoShopForFile } from '../../../test/harness.ts';

const shop = demoShopForFile();

function multipart(filename: string, content: Buffer, type: string) {
  const boundary = '----catalog-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token: shop.adminToken, lang: 'en_US' },
  };
}

describe('product image upload', () => {
  it('re-encodes an image into 100, 200 and 800 px WebP files', async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#ff8800' } })
      .png()
      .toBuffer();
    const response = await shop.t.app.inject({
      method: 'POST',
      url: adminCatalog.productUploadImage.path,
      ...multipart('photo.png', png, 'image/png'),
    });
    expect(response.statusCode).toBe(200);
    const images = response.json().result as { s100: string; s200: string; s800: string };
    for (const [key, size] of [
      ['s100', 100],
      ['s200', 200],
      ['s800', 800],
    ] as const) {
      const file = path.join(shop.t.config.uploadsDir, images[key].replace('/uploads/', ''));
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
    }
    const served = await shop.t.app.inject({ method: 'GET', url: images.s200 });
    expect(served.statusCode).toBe(200);
  });

  it('refuses a file that is not an image whatever its name says', async () => {
    const response = await shop.t.app.inject({
      method: 'POST',
      url: adminCatalog.productUploadImage.path,
      ...multipart('photo.png', Buffer.from('not an image at all'), 'image/png'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Please upload a JPEG, PNG, WebP, GIF or AVIF image',
    });
    const empty = await shop.t.call(adminCatalog.productUploadImage, { token: shop.adminToken, body: {} });
    expect(empty.status).toBe(400);
  });
});

describe('recommendation cache', () => {
  it('keeps the order for two minutes, then reads it again', async () => {
    const start = Date.now();
    shop.t.services.catalog.clock = () => new Date(start);
    const before = await shop.t.ok(appIndex.queryMemberRecommend, { query: { pageSize: 100 } });
    const last = before.list[before.list.length - 1]!;
    const detail = await shop.t.services.catalog.products.detail(
      shop.t.services.db,
      { locale: 'en_US', memberId: null, level: 0 },
      { id: last.id },
    );
    // Sell the least-sold product heavily: it should climb, but only once the cache expires.
    await withTransaction(shop.t.services.db, async (tx) => {
      for (const sku of detail.skus)
        if (sku.stock > 0)
          await shop.t.services.catalog.stock.take(tx, [{ productGoodsId: sku.productGoodsId, qty: sku.stock }]);
    });
    shop.t.services.catalog.clock = () => new Date(start + 119_000);
    const cached = await shop.t.ok(appIndex.queryMemberRecommend, { query: { pageSize: 100 } });
    expect(cached.list.map((p) => p.id)).toEqual(before.list.map((p) => p.id));
    shop.t.services.catalog.clock = () => new Date(start + 121_000);
    const fresh = await shop.t.ok(appIndex.queryMemberRecommend, { query: { pageSize: 100 } });
    expect(fresh.list.map((p) => p.id)).not.toEqual(before.list.map((p) => p.id));
  });
});
