// The one reader of uploaded files. Every upload call reads its multipart part here, so the size
// limit, the content check and the errors are the same everywhere: a missing part, a part too
// large or a file that is not an accepted image each answer a 4xx naming the field, never a 500.
// The part is read chunk by chunk and stops being kept once it passes the limit (the rest is only
// drained), so a huge upload never sits in memory.
import type { FastifyRequest } from 'fastify';
import type { MessageId } from '@mall/i18n';
import { AppError, ValidationFailure } from './errors.ts';

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heif';

/** Every image format the shop decodes (sharp's names, as `lib/images.ts` accepts them). */
export const IMAGE_TYPES: readonly ImageType[] = ['jpeg', 'png', 'gif', 'webp', 'avif', 'heif'];

export interface UploadRules {
  /** The multipart part that holds the file (the contract's `multipart.file`). */
  field?: string;
  maxBytes: number;
  types?: readonly ImageType[];
  /** The message for a file of another type; defaults to `validation.imageType`. */
  wrongType?: MessageId;
  /** The message and error key for a file too large; default `validation.imageTooLarge` / PAYLOAD_TOO_LARGE. */
  tooLarge?: { messageId: MessageId; errorKey?: string };
}

export interface Upload {
  bytes: Buffer;
  type: ImageType;
  /** The text parts sent before the file, by name (only single values). */
  fields: Record<string, string>;
}

const ISO_BRANDS: Record<string, ImageType> = {
  avif: 'avif',
  avis: 'avif',
  heic: 'heif',
  heix: 'heif',
  hevc: 'heif',
  hevx: 'heif',
  heim: 'heif',
  heis: 'heif',
  mif1: 'heif',
  msf1: 'heif',
};

/** The image type the first bytes announce, or null: the file's name and declared type are ignored. */
export function sniffImageType(head: Buffer): ImageType | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') return ISO_BRANDS[ascii(8, 12)] ?? null;
  return null;
}

function missing(field: string): ValidationFailure {
  return new ValidationFailure([{ code: 'invalid_type', path: [field], message: 'required' }]);
}

function textFields(fields: Record<string, unknown>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, part] of Object.entries(fields)) {
    const value = part as { type?: string; value?: unknown } | undefined;
    if (value && !Array.isArray(part) && value.type === 'field' && typeof value.value === 'string')
      texts[name] = value.value;
  }
  return texts;
}

/** Reads at most `maxBytes` of a stream; past that the rest is drained and dropped. */
async function readLimited(
  stream: AsyncIterable<Buffer> & { truncated?: boolean },
  maxBytes: number,
): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
    else chunks.length = 0;
  }
  if (size > maxBytes || stream.truncated) return null;
  return Buffer.concat(chunks, size);
}

/**
 * Reads the one file of a multipart request, of any type: the part must be named `field` and be at
 * most `maxBytes`. The caller checks the content (a video's module parses it).
 */
export async function readUploadFile(
  request: FastifyRequest,
  rules: Omit<UploadRules, 'types' | 'wrongType'>,
): Promise<Omit<Upload, 'type'>> {
  const field = rules.field ?? 'file';
  if (!request.isMultipart()) throw missing(field);
  const file = await request.file();
  if (!file) throw missing(field);
  if (file.fieldname !== field) {
    await readLimited(file.file, 0);
    throw missing(field);
  }
  const bytes = await readLimited(file.file, rules.maxBytes);
  if (!bytes) {
    const tooLarge = rules.tooLarge ?? { messageId: 'validation.imageTooLarge' };
    const megabytes = Math.floor(rules.maxBytes / (1024 * 1024));
    throw new AppError('PAYLOAD_TOO_LARGE', tooLarge.messageId, { megabytes }, tooLarge.errorKey, { field });
  }
  return { bytes, fields: textFields(file.fields) };
}

/**
 * Reads the one file of a multipart request under `rules`: the part must be named `field`, be at
 * most `maxBytes` and start with the bytes of an accepted image type.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  const field = rules.field ?? 'file';
  const { bytes, fields } = await readUploadFile(request, rules);
  const type = bytes.length === 0 ? null : sniffImageType(bytes.subarray(0, 16));
  if (!type || !(rules.types ?? IMAGE_TYPES).includes(type))
    throw new AppError('VALIDATION', rules.wrongType ?? 'validation.imageType', undefined, undefined, { field });
  return { bytes, type, fields };
}
