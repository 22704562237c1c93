// A local S3-compatible server (s3rver, pure JavaScript, in the test's own process) with one empty
// bucket, for the bucket store's tests; `env` is what a shop process needs to use it.
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { S3StoreOptions } from '../src/lib/s3-file-store.ts';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface LocalS3 {
  endpoint: string;
  options: S3StoreOptions;
  /** FILE_STORE and the S3_* settings for a shop process. */
  env: Record<string, string>;
  /** Where s3rver keeps the bucket's objects on disk. */
  directory: string;
  close(): Promise<void>;
}

// s3rver's fixed credentials: it checks every request's signature against them.
const KEY = 'S3RVER';

export async function startLocalS3(bucket = 'shop-files'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'local-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    options: { bucket, region: 'us-east-1', endpoint, accessKeyId: KEY, secretAccessKey: KEY, forcePathStyle: true },
    env: {
      FILE_STORE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
