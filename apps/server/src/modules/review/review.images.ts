// Review photos: checked by their content, re-encoded to WebP at 100, 200 (square) and 800 px (the
// whole photo), stored under reviews/ in the uploads file store, the uploader recorded. A review or an after-sales
// request names its photos by the id the upload answered; only ids whose files exist and that the
// same member uploaded are accepted.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { ImageSetView } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { assertImage, decodeImage } from '../../lib/images.ts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import { reviewPhotos } from './review.schema.ts';

export const REVIEW_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
const SIZES = [100, 200, 800] as const;
const ID = /^[0-9a-f]{24}$/;

export function reviewImageSet(id: string): ImageSetView {
  const url = (size: number) => `/uploads/reviews/${id}-${size}.webp`;
  return { s100: url(100), s200: url(200), s800: url(800) };
}

/** Stores a member's photo and records them as its uploader. */
export async function storeReviewImage(
  db: DbOrTx,
  uploads: FileStore,
  memberId: number,
  input: Buffer,
): Promise<{ id: string } & ImageSetView> {
  await assertImage(input, 'catalog.imageInvalid');
  const id = randomBytes(12).toString('hex');
  for (const size of SIZES) {
    const resized =
      size === 800
        ? decodeImage(input).rotate().resize(size, size, { fit: 'inside', withoutEnlargement: true })
        : decodeImage(input).rotate().resize(size, size, { fit: 'cover' });
    await uploads.put(`reviews/${id}-${size}.webp`, await resized.webp({ quality: 80 }).toBuffer());
  }
  await db.insert(reviewPhotos).values({ id, memberId });
  return { id, ...reviewImageSet(id) };
}

/** Photo ids as a request names them, with the path of the field that names them (for the error). */
export interface NamedPhotos {
  path: readonly PropertyKey[];
  ids: readonly string[];
}

/**
 * Refuses an id the upload never answered (a made-up one, or one pointing elsewhere), and one
 * another member uploaded (`PHOTO_NOT_YOURS`, naming the field): a member attaches only their own.
 */
export async function checkReviewImages(
  db: DbOrTx,
  uploads: FileStore,
  memberId: number,
  fields: readonly NamedPhotos[],
): Promise<void> {
  const ids = [...new Set(fields.flatMap((field) => field.ids))];
  if (ids.length === 0) return;
  const mine = await db
    .select({ id: reviewPhotos.id })
    .from(reviewPhotos)
    .where(and(eq(reviewPhotos.memberId, memberId), inArray(reviewPhotos.id, ids)));
  const own = new Set(mine.map((row) => row.id));
  for (const field of fields) {
    for (const id of field.ids) {
      const found = ID.test(id) && (await uploads.exists(`reviews/${id}-800.webp`));
      if (!found) throw new AppError('VALIDATION', 'review.imageUnknown', undefined, 'REVIEW_IMAGE');
      if (!own.has(id)) throw new ValidationFailure([{ code: 'custom', path: field.path, message: 'PHOTO_NOT_YOURS' }]);
    }
  }
}
