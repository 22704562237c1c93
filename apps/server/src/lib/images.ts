// Uploaded images are judged by their bytes (sharp reads the real format), never by file name or
// declared type; every upload path shares these limits.
import sharp, { type Sharp } from 'sharp';
import type { MessageId } from '@mall/i18n';
import { AppError } from './errors.ts';

export const ACCEPTED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
/** Decompression bombs stop here: 40 megapixels is far beyond any phone photo. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** A sharp pipeline over untrusted bytes, with the pixel limit applied. */
export function decodeImage(input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS });
}

/** Refuses (with `messageId`) anything whose content is not an image of an accepted format. */
export async function assertImage(input: Buffer, messageId: MessageId): Promise<void> {
  let format: string | undefined;
  try {
    format = (await decodeImage(input).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_IMAGE_FORMATS.has(format)) throw new AppError('VALIDATION', messageId);
}
