import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { appIndex } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fileStoreAt } from '../lib/file-store.ts';
import { drawImages } from './catalog-demo.ts';
import { BRANDS, IMAGE_LINKS, PRODUCTS } from './catalog-demo.data.ts';
import { BRAND_GLYPHS, LINK_GLYPHS, PRODUCT_GLYPHS } from './catalog-demo.glyphs.ts';
import { twemojiFile } from './catalog-demo.images.ts';

// Bytes each picture may weigh at most, so a product list stays light on a phone connection.
const BUDGET = { s100: 3_000, s200: 6_000, s800: 25_000 } as const;

describe('demo catalogue pictures', () => {
  let dir: string;
  let drawn: Awaited<ReturnType<typeof drawImages>>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'demo-images-'));
    drawn = await drawImages(fileStoreAt(dir));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('gives every product, brand and home shortcut a glyph that the artwork package ships', () => {
    const glyphs = [
      ...PRODUCTS.map((p) => PRODUCT_GLYPHS[p.name[2]]),
      ...BRANDS.map((b) => BRAND_GLYPHS[b.key]),
      ...IMAGE_LINKS.map((l) => LINK_GLYPHS[l.title[2]]),
    ];
    expect(glyphs.filter((glyph) => !glyph || !existsSync(twemojiFile(glyph)))).toEqual([]);
  });

  it('draws each product at 100, 200 and 800 px as WebP within the size budget', async () => {
    expect(drawn.products).toHaveLength(PRODUCTS.length);
    for (const set of drawn.products) {
      for (const [key, size] of [
        ['s100', 100],
        ['s200', 200],
        ['s800', 800],
      ] as const) {
        const file = path.join(dir, set[key].replace(/^\/uploads\//, ''));
        const bytes = await readFile(file);
        const meta = await sharp(bytes).metadata();
        expect({ file: set[key], format: meta.format, width: meta.width, height: meta.height }).toEqual({
          file: set[key],
          format: 'webp',
          width: size,
          height: size,
        });
        expect(bytes.length, set[key]).toBeLessThanOrEqual(BUDGET[key]);
      }
    }
  });

  it('shows a different picture for every product (the points rewards are not all one tile)', async () => {
    const pictures = await Promise.all(
      drawn.products.map((set) => readFile(path.join(dir, set.s200.replace(/^\/uploads\//, '')), 'base64')),
    );
    expect(new Set(pictures).size).toBe(PRODUCTS.length);
  });
});

describe('home quick-entry icons of the demo shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('each shortcut has its own icon, none borrowed from a banner, served as an image', async () => {
    const links = [
      ...(await t.ok(appIndex.imageLink)),
      ...(await t.ok(appIndex.imageLink, { query: { position: 'integral' } })),
    ];
    const home = await t.ok(appIndex.homepageModule);
    const banners = home.banners.map((b) => b.image.replace(/-\d+\.\w+$/, ''));
    const icons = links.map((l) => l.image.replace(/-\d+\.\w+$/, ''));
    expect(new Set(icons).size).toBe(links.length);
    expect(icons.filter((icon) => banners.includes(icon))).toEqual([]);
    for (const link of links) {
      const served = await t.app.inject({ method: 'GET', url: link.image });
      expect({ url: link.image, status: served.statusCode }).toEqual({ url: link.image, status: 200 });
      expect(served.headers['content-type']).toBe('image/webp');
    }
  });
});
