// Product images: checked by their content (not their name or declared type), re-encoded to
// WebP in the three sizes the shop shows, and stored under the uploads folder.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';
import type { ImageSet } from './catalog.schema.ts';

export const IMAGE_SIZES = [100, 200, 800] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** Refuses decompression bombs before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Re-encodes an uploaded image into square 100, 200 and 800 px WebP files; answers their URLs. */
export async function storeProductImage(uploadsDir: string, input: Buffer): Promise<ImageSet> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('VALIDATION', 'catalog.imageInvalid');
  const dir = path.join(uploadsDir, 'products');
  await mkdir(dir, { recursive: true });
  const base = randomBytes(12).toString('hex');
  const urls: Record<string, string> = {};
  for (const size of IMAGE_SIZES) {
    const file = `${base}-${size}.webp`;
    const output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(size, size, { fit: 'cover' })
      .webp({ quality: size <= 200 ? 75 : 82 })
      .toBuffer();
    await writeFile(path.join(dir, file), output);
    urls[`s${size}`] = `/uploads/products/${file}`;
  }
  return { s100: urls.s100!, s200: urls.s200!, s800: urls.s800! };
}
