// Files in an S3-compatible bucket (AWS S3, MinIO, R2, ...): the same keys as the local folder,
// under a prefix per area. Objects are written without an ACL, so they keep the bucket's own
// (private) access: the shop serves public uploads itself and private ones only through its links.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkedKey, contentTypeOf, type FilePart, type FileStore } from './file-store.ts';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible server than AWS (`http://127.0.0.1:9000`); unset: AWS itself. */
  endpoint?: string;
  /** Unset: the SDK's own credential chain (instance role, web identity, ...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path instead of the host name, as most self-hosted servers need. */
  forcePathStyle: boolean;
}

/** One client per process: it keeps its connections and signs every request. */
export function s3ClientOf(options: S3StoreOptions): S3Client {
  const { accessKeyId, secretAccessKey } = options;
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // The SDK's checksums on every put are newer than several S3-compatible servers accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Whether the SDK's error says the object is not there (GET answers NoSuchKey, HEAD a bare 404). */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}

/** Objects under `prefix` (`uploads/`, `private/identity/`) of one bucket. */
export class S3FileStore implements FileStore {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;

  constructor(client: S3Client, bucket: string, prefix: string) {
    this.#client = client;
    this.#bucket = bucket;
    this.#prefix = prefix;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    // A PUT replaces the object whole: readers see the old one or the new one.
    await this.#client.send(
      new PutObjectCommand({ ...this.#where(key), Body: bytes, ContentType: contentTypeOf(key) }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    const body = await this.#body(key);
    return body ? Buffer.from(await body.transformToByteArray()) : null;
  }

  async stream(key: string): Promise<Readable | null> {
    return ((await this.#body(key)) as Readable | null) ?? null;
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.#client.send(new HeadObjectCommand(this.#where(key)));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key as a success.
    await this.#client.send(new DeleteObjectCommand(this.#where(key)));
  }

  async streamPart(key: string, first: number, last: number): Promise<FilePart | 'unsatisfiable' | null> {
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({ ...this.#where(key), Range: `bytes=${first}-${last}` }),
      );
      // `bytes <first>-<last>/<size>`: what the bucket actually sends.
      const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
      if (!answer.Body || !range) throw new Error(`the bucket answered no range for ${key}`);
      const [, from, to, size] = range.map(Number) as [number, number, number, number];
      return { body: answer.Body as Readable, first: from, last: to, size };
    } catch (error) {
      if (isMissing(error)) return null;
      if ((error as { name?: string }).name === 'InvalidRange') return 'unsatisfiable';
      throw error;
    }
  }

  async #body(key: string) {
    try {
      const answer = await this.#client.send(new GetObjectCommand(this.#where(key)));
      return answer.Body ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  #where(key: string): { Bucket: string; Key: string } {
    return { Bucket: this.#bucket, Key: this.#prefix + checkedKey(key).join('/') };
  }
}
