// Draws the demo catalogue's pictures: a Twemoji glyph (CC-BY 4.0, from @twemoji/svg) composed on
// a soft background and encoded as WebP at the catalogue's sizes, like an uploaded image would be.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { FileStore } from '../lib/file-store.ts';
import { IMAGE_SIZES, type ImageSet } from '../modules/catalog/index.ts';

const twemojiDir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

/**
 * The file name Twemoji gives a glyph: its code points in hex, without the variation selector
 * (U+FE0F) unless the glyph is a joined sequence, as the Twemoji parser does.
 */
export function twemojiFile(glyph: string): string {
  const points = [...glyph].map((c) => c.codePointAt(0)!.toString(16));
  const kept = points.includes('200d') ? points : points.filter((p) => p !== 'fe0f');
  return path.join(twemojiDir, `${kept.join('-')}.svg`);
}

async function glyphSvg(glyph: string, x: number, y: number, size: number): Promise<string> {
  const svg = await readFile(twemojiFile(glyph), 'utf8');
  return svg.replace('<svg ', `<svg x="${x}" y="${y}" width="${size}" height="${size}" `);
}

/** `color` mixed with white; `amount` 0 is white, 1 the colour itself. */
function tint(color: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  const mixed = channels.map((c) => Math.round(255 - (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A product or logo: the glyph centred on a pale wash of `color`, resting on a faint shadow. */
async function squareSvg(glyph: string, color: string): Promise<string> {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs><radialGradient id="bg" cx="50%" cy="38%" r="80%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tint(color, 0.22)}"/></radialGradient></defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <ellipse cx="400" cy="650" rx="220" ry="34" fill="${tint(color, 0.5)}" opacity="0.35"/>
  ${await glyphSvg(glyph, 170, 150, 460)}
</svg>`;
}

/** A home banner, 5:2: the glyph on the right of a gradient in `color`, room on the left. */
async function bannerSvg(glyph: string, color: string): Promise<string> {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="320" viewBox="0 0 800 320">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${tint(color, 0.55)}"/></linearGradient></defs>
  <rect width="800" height="320" fill="url(#bg)"/>
  <circle cx="600" cy="160" r="150" fill="#ffffff" opacity="0.22"/>
  <circle cx="120" cy="300" r="110" fill="#ffffff" opacity="0.08"/>
  ${await glyphSvg(glyph, 490, 50, 220)}
</svg>`;
}

// Rendering every demo picture costs seconds of CPU, and each test file and each fresh demo
// database loads the same pictures: rendered files are kept by content hash and copied after.
const renderCache = path.join(os.tmpdir(), 'pacer-mall-demo-images', `sharp-${sharp.versions.sharp ?? 'unknown'}`);

const quality = (size: number) => (size <= 200 ? 72 : 78);

async function cachedRender(svg: string, aspect: number): Promise<Map<number, string>> {
  const key = createHash('sha256')
    .update(`${svg}|${aspect}|${IMAGE_SIZES.map(quality).join(',')}`)
    .digest('hex');
  const cached = new Map(IMAGE_SIZES.map((size) => [size, path.join(renderCache, `${key}-${size}.webp`)]));
  if ([...cached.values()].every((file) => existsSync(file))) return cached;
  await mkdir(renderCache, { recursive: true });
  // Rendered once at the largest size and scaled down, which is faster than rendering each size.
  const master = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  for (const size of IMAGE_SIZES) {
    const output = await sharp(master.data, { raw: master.info })
      .resize(size, Math.round(size * aspect))
      // Flat artwork: a lower quality at thumbnail sizes is invisible and halves the bytes.
      .webp({ quality: quality(size), effort: 4 })
      .toBuffer();
    // Written aside and renamed, so a concurrent loader never copies half a file.
    const partial = `${cached.get(size)!}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, output);
    await rename(partial, cached.get(size)!);
  }
  return cached;
}

async function writeSet(uploads: FileStore, file: string, svg: string, aspect: number): Promise<ImageSet> {
  const rendered = await cachedRender(svg, aspect);
  const urls: Record<string, string> = {};
  for (const size of IMAGE_SIZES) {
    const name = `${file}-${size}.webp`;
    await uploads.put(`demo/products/${name}`, await readFile(rendered.get(size)!));
    urls[`s${size}`] = `/uploads/demo/products/${name}`;
  }
  return { s100: urls.s100!, s200: urls.s200!, s800: urls.s800! };
}

/** A square picture of `glyph` on `color`'s wash, at every catalogue size. */
export async function drawGlyph(uploads: FileStore, file: string, glyph: string, color: string): Promise<ImageSet> {
  return writeSet(uploads, file, await squareSvg(glyph, color), 1);
}

/**
 * A home shortcut icon: shown at 44 px, so the glyph fills most of the tile and sits on a
 * stronger wash than a product's, without the shadow that would only blur at that size.
 */
export async function drawIcon(uploads: FileStore, file: string, glyph: string, color: string): Promise<ImageSet> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="${tint(color, 0.3)}"/>
  ${await glyphSvg(glyph, 130, 130, 540)}
</svg>`;
  return writeSet(uploads, file, svg, 1);
}

/** A 5:2 banner of `glyph` on `color`, at every catalogue size (the size is the width). */
export async function drawBanner(uploads: FileStore, file: string, glyph: string, color: string): Promise<ImageSet> {
  return writeSet(uploads, file, await bannerSvg(glyph, color), 0.4);
}
