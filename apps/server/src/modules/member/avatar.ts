// Avatars are decoded and re-encoded, never stored as uploaded: that drops anything hidden in
// the file and makes the three sizes the shop shows.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.ts';

export const AVATAR_SIZES = [100, 200, 800] as const;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** Decompression bombs stop here: 40 megapixels is far beyond any phone photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The URL of one size from the stored prefix. */
export function avatarUrl(prefix: string | null, size: (typeof AVATAR_SIZES)[number]): string | null {
  return prefix ? `${prefix}-${size}.webp` : null;
}

/** Checks the bytes are an image of an accepted format and writes the three square WebP sizes; returns the URL prefix. */
export async function storeAvatar(uploadsDir: string, memberId: number, input: Buffer): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('VALIDATION', 'account.imageInvalid');
  const dir = path.join(uploadsDir, 'avatars');
  await mkdir(dir, { recursive: true });
  const name = `${memberId}-${randomBytes(8).toString('hex')}`;
  try {
    await Promise.all(
      AVATAR_SIZES.map(async (size) => {
        const output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(size, size, { fit: 'cover' })
          .webp({ quality: 82 })
          .toBuffer();
        await writeFile(path.join(dir, `${name}-${size}.webp`), output);
      }),
    );
  } catch {
    await removeAvatar(uploadsDir, `/uploads/avatars/${name}`);
    throw new AppError('VALIDATION', 'account.imageInvalid');
  }
  return `/uploads/avatars/${name}`;
}

/** Deletes the files behind a stored prefix; a missing file is fine. */
export async function removeAvatar(uploadsDir: string, prefix: string | null): Promise<void> {
  if (!prefix?.startsWith('/uploads/avatars/')) return;
  const base = path.join(uploadsDir, 'avatars', path.basename(prefix));
  await Promise.all(AVATAR_SIZES.map((size) => rm(`${base}-${size}.webp`, { force: true })));
}
