// Avatars are decoded and re-encoded, never stored as uploaded: that drops anything hidden in
// the file and makes the three sizes the shop shows.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { AppError } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { assertImage, decodeImage } from '../../lib/images.ts';

export const AVATAR_SIZES = [100, 200, 800] as const;

/** The URL of one size from the stored prefix. */
export function avatarUrl(prefix: string | null, size: (typeof AVATAR_SIZES)[number]): string | null {
  return prefix ? `${prefix}-${size}.webp` : null;
}

/** Checks the bytes are an image of an accepted format and writes the three square WebP sizes; returns the URL prefix. */
export async function storeAvatar(uploads: FileStore, memberId: number, input: Buffer): Promise<string> {
  await assertImage(input, 'account.imageInvalid');
  const name = `${memberId}-${randomBytes(8).toString('hex')}`;
  try {
    await Promise.all(
      AVATAR_SIZES.map(async (size) => {
        const output = await decodeImage(input)
          .rotate()
          .resize(size, size, { fit: 'cover' })
          .webp({ quality: 82 })
          .toBuffer();
        await uploads.put(`avatars/${name}-${size}.webp`, output);
      }),
    );
  } catch {
    await removeAvatar(uploads, `/uploads/avatars/${name}`);
    throw new AppError('VALIDATION', 'account.imageInvalid');
  }
  return `/uploads/avatars/${name}`;
}

/** Deletes the files behind a stored prefix; a missing file is fine. */
export async function removeAvatar(uploads: FileStore, prefix: string | null): Promise<void> {
  if (!prefix?.startsWith('/uploads/avatars/')) return;
  const base = path.posix.basename(prefix);
  await Promise.all(AVATAR_SIZES.map((size) => uploads.delete(`avatars/${base}-${size}.webp`)));
}
