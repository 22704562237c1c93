// Review photos: checked by their content, re-encoded to WebP at 100, 200 (square) and 800 px (the
// whole photo), stored under uploads/reviews. A review names its photos by the id the upload
// answered; only ids whose files exist are accepted.
import { randomBytes } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageSetView } from '@mall/contracts';
import { assertImage, decodeImage } from '../../lib/images.ts';
import { AppError } from '../../lib/errors.ts';

export const REVIEW_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
const SIZES = [100, 200, 800] as const;
const ID = /^[0-9a-f]{24}$/;

export function reviewImageSet(id: string): ImageSetView {
  const url = (size: number) => `/uploads/reviews/${id}-${size}.webp`;
  return { s100: url(100), s200: url(200), s800: url(800) };
}

export async function storeReviewImage(uploadsDir: string, input: Buffer): Promise<{ id: string } & ImageSetView> {
  await assertImage(input, 'catalog.imageInvalid');
  const dir = path.join(uploadsDir, 'reviews');
  await mkdir(dir, { recursive: true });
  const id = randomBytes(12).toString('hex');
  for (const size of SIZES) {
    const resized =
      size === 800
        ? decodeImage(input).rotate().resize(size, size, { fit: 'inside', withoutEnlargement: true })
        : decodeImage(input).rotate().resize(size, size, { fit: 'cover' });
    await writeFile(path.join(dir, `${id}-${size}.webp`), await resized.webp({ quality: 80 }).toBuffer());
  }
  return { id, ...reviewImageSet(id) };
}

/** Refuses an id the upload never answered (a made-up one, or one pointing elsewhere). */
export async function checkReviewImages(uploadsDir: string, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const found =
      ID.test(id) &&
      (await access(path.join(uploadsDir, 'reviews', `${id}-800.webp`)).then(
        () => true,
        () => false,
      ));
    if (!found) throw new AppError('VALIDATION', 'review.imageUnknown', undefined, 'REVIEW_IMAGE');
  }
}
