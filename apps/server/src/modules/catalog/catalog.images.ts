// Product images: checked by their content (not their name or declared type), re-encoded to
// WebP in the three sizes the shop shows, and stored in the uploads folder's file store.
import { randomBytes } from 'node:crypto';
import type { FileStore } from '../../lib/file-store.ts';
import { assertImage, decodeImage } from '../../lib/images.ts';
import type { ImageSet } from './catalog.schema.ts';

export const IMAGE_SIZES = [100, 200, 800] as const;

/** Re-encodes an uploaded image into square 100, 200 and 800 px WebP files; answers their URLs. */
export async function storeProductImage(uploads: FileStore, input: Buffer): Promise<ImageSet> {
  await assertImage(input, 'catalog.imageInvalid');
  const base = randomBytes(12).toString('hex');
  const urls: Record<string, string> = {};
  for (const size of IMAGE_SIZES) {
    const file = `${base}-${size}.webp`;
    const output = await decodeImage(input)
      .rotate()
      .resize(size, size, { fit: 'cover' })
      .webp({ quality: size <= 200 ? 75 : 82 })
      .toBuffer();
    await uploads.put(`products/${file}`, output);
    urls[`s${size}`] = `/uploads/products/${file}`;
  }
  return { s100: urls.s100!, s200: urls.s200!, s800: urls.s800! };
}
