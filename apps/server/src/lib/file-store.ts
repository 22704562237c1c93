// Where the shop keeps files (product, avatar and review images, identity's private images): one
// interface by key, and a local-folder implementation. `shop-files.ts` picks the local folder or an
// S3-compatible bucket (`s3-file-store.ts`) by configuration; callers only ever name keys.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStore {
  /** Writes the whole file at once: a reader sees the old file or the new one, never a part. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream, or null when there is none. */
  stream(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes the file; a missing one is fine. */
  delete(key: string): Promise<void>;
  /**
   * Bytes `first` to `last` (inclusive; `last` past the end stops at the end) as a stream, with the
   * file's size; null when there is no file, `'unsatisfiable'` when `first` is past its end.
   */
  streamPart(key: string, first: number, last: number): Promise<FilePart | 'unsatisfiable' | null>;
}

export interface FilePart {
  body: Readable;
  first: number;
  last: number;
  size: number;
}

/** A key that could name something outside the store (`..`, an absolute path, a backslash, …). */
export class FileKeyError extends Error {
  constructor(key: string) {
    super(`file key refused: ${JSON.stringify(key)}`);
  }
}

/** Segments of letters, digits, `-`, `_` and `.` (not leading), joined by `/`. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** The key's segments; refuses any key that is not plainly relative and inside the store. */
export function checkedKey(key: string): string[] {
  const segments = key.split('/');
  if (key.length === 0 || key.length > 300 || !segments.every((segment) => SEGMENT.test(segment)))
    throw new FileKeyError(key);
  return segments;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
};

/** The content type a file is served with, by its key's extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

export interface LocalStoreOptions {
  /** Permissions of folders and files it creates (identity's private files: 0o700 / 0o600). */
  dirMode?: number;
  fileMode?: number;
}

/** Files in a local folder: the key is the path under `root`. */
export class LocalFileStore implements FileStore {
  readonly #root: string;
  readonly #options: LocalStoreOptions;

  constructor(root: string, options: LocalStoreOptions = {}) {
    this.#root = path.resolve(root);
    this.#options = options;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.#pathOf(key);
    await mkdir(path.dirname(file), { recursive: true, mode: this.#options.dirMode });
    // Written beside its final name, then renamed: a rename within a folder replaces atomically.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, bytes, { mode: this.#options.fileMode, flag: 'wx' });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    return readFile(this.#pathOf(key)).catch(() => null);
  }

  async stream(key: string): Promise<Readable | null> {
    const file = this.#pathOf(key);
    return (await this.exists(key)) ? createReadStream(file) : null;
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.#pathOf(key)).then(
      (found) => found.isFile(),
      () => false,
    );
  }

  async delete(key: string): Promise<void> {
    await rm(this.#pathOf(key), { force: true });
  }

  async streamPart(key: string, first: number, last: number): Promise<FilePart | 'unsatisfiable' | null> {
    const file = this.#pathOf(key);
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return null;
    if (first >= found.size) return 'unsatisfiable';
    const end = Math.min(last, found.size - 1);
    return { body: createReadStream(file, { start: first, end }), first, last: end, size: found.size };
  }

  #pathOf(key: string): string {
    const file = path.join(this.#root, ...checkedKey(key));
    // The pattern already rules out `..`; the resolved path is checked too, in case it ever changes.
    if (!file.startsWith(this.#root + path.sep)) throw new FileKeyError(key);
    return file;
  }
}

/** The store for files under `root` (the uploads folder, or a private folder inside it). */
export function fileStoreAt(root: string, options: LocalStoreOptions = {}): FileStore {
  return new LocalFileStore(root, options);
}
