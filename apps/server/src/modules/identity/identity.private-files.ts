// Identity images live outside every served folder. They are re-encoded on the way in (which
// drops EXIF, GPS and anything hidden in the file) and read back only through short-lived links
// signed with the server's secret: a guessed, altered or expired link gets nothing.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { assertImage, decodeImage } from '../../lib/images.ts';

/** Longest side kept: enough to read a card's small print, small enough to review quickly. */
const MAX_SIDE_PX = 2000;
export const ID_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const PRIVATE_LINK_PREFIX = '/mallapi/private/identity/';
/** An image's key, or a PDF's (`<key>.pdf`): documents such as tax certificates are kept as sent. */
const FILE_KEY = /^[0-9a-f]{32}(\.pdf)?$/;

export interface PrivateFilesOptions {
  /** The area's own store (a private folder, or a private prefix of the bucket). */
  store: FileStore;
  secret: string;
  ttlMs: number;
  now?: () => number;
  /** The area in the link (`/mallapi/private/<area>/`); identity images by default. */
  area?: string;
}

/** Whether the bytes start as a PDF does (`%PDF-`); the name and declared type are ignored. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

export interface SignedLink {
  url: string;
  expiresAt: string;
}

export class PrivateFiles {
  readonly #store: FileStore;
  readonly #secret: string;
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #area: string;

  constructor(options: PrivateFilesOptions) {
    this.#area = options.area ?? 'identity';
    this.#store = options.store;
    this.#secret = options.secret;
    this.#ttlMs = options.ttlMs;
    this.#now = options.now ?? Date.now;
  }

  /** Checks the bytes are an image, re-encodes it without metadata and answers its new file key. */
  async store(input: Buffer): Promise<string> {
    await assertImage(input, 'error.ID_IMAGE_INVALID');
    let output: Buffer;
    try {
      output = await decodeImage(input)
        .rotate()
        .resize(MAX_SIDE_PX, MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      throw new AppError('VALIDATION', 'error.ID_IMAGE_INVALID');
    }
    const key = randomBytes(16).toString('hex');
    await this.#store.put(this.#fileOf(key), output);
    return key;
  }

  /**
   * Keeps a PDF as it is (a document cannot be re-encoded like a photo) and answers its file key; the
   * caller checked it is one (`isPdf`). It is only ever served as a download (`contentType`).
   */
  async storePdf(input: Buffer): Promise<string> {
    if (!isPdf(input)) throw new AppError('VALIDATION', 'error.ID_IMAGE_INVALID');
    const key = `${randomBytes(16).toString('hex')}.pdf`;
    await this.#store.put(this.#fileOf(key), input);
    return key;
  }

  /** The content type a stored file is served with. */
  contentType(key: string): 'application/pdf' | 'image/webp' {
    return key.endsWith('.pdf') ? 'application/pdf' : 'image/webp';
  }

  /** Deletes a stored file; a missing one is fine. */
  async remove(key: string): Promise<void> {
    if (FILE_KEY.test(key)) await this.#store.delete(this.#fileOf(key));
  }

  /** A link to one file that works for the configured few minutes. */
  sign(key: string): SignedLink {
    const expires = this.#now() + this.#ttlMs;
    const signature = this.#signature(key, expires);
    return {
      url: `/mallapi/private/${this.#area}/${key}?expires=${expires}&signature=${signature}`,
      expiresAt: new Date(expires).toISOString(),
    };
  }

  /** The file's bytes when the link is genuine and current; otherwise null, whatever was wrong. */
  async open(key: string, expires: string | undefined, signature: string | undefined): Promise<Buffer | null> {
    if (!FILE_KEY.test(key) || !expires || !/^\d{1,15}$/.test(expires) || !signature) return null;
    const expiresAt = Number(expires);
    if (expiresAt < this.#now()) return null;
    const expected = Buffer.from(this.#signature(key, expiresAt), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return this.#store.get(this.#fileOf(key));
  }

  #signature(key: string, expires: number): string {
    return createHmac('sha256', this.#secret).update(`${this.#area}/${key}/${expires}`).digest('base64url');
  }

  #fileOf(key: string): string {
    return key.endsWith('.pdf') ? key : `${key}.webp`;
  }
}
