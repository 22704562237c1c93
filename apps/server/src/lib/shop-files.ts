// Which FileStore holds the shop's files, by configuration: the local folders (the default) or an
// S3-compatible bucket. Every module gets its store from here; none opens a folder itself.
import path from 'node:path';
import { LocalFileStore, type FileStore } from './file-store.ts';
import { S3FileStore, s3ClientOf, type S3StoreOptions } from './s3-file-store.ts';

export type FileStoreConfig = { kind: 'local' } | ({ kind: 's3' } & S3StoreOptions);

export interface ShopFilesOptions {
  fileStore: FileStoreConfig;
  /** Public files, served under /uploads/. */
  uploadsDir: string;
  /** Private files (identity, feedback, tax certificates), never served as they are. */
  privateUploadsDir: string;
}

export interface ShopFiles {
  /** Product, avatar, review and timeline files, served under /uploads/. */
  uploads: FileStore;
  /** The private files of one area (`identity`, `feedback`), read only through signed links. */
  privateArea(area: string): FileStore;
  /** The folder /uploads/ is served from, or null when the files are in a bucket. */
  uploadsFolder: string | null;
}

export function shopFiles(options: ShopFilesOptions): ShopFiles {
  const { fileStore: store } = options;
  if (store.kind === 's3') {
    const client = s3ClientOf(store);
    return {
      uploads: new S3FileStore(client, store.bucket, 'uploads/'),
      privateArea: (area) => new S3FileStore(client, store.bucket, `private/${area}/`),
      uploadsFolder: null,
    };
  }
  return {
    uploads: new LocalFileStore(options.uploadsDir),
    privateArea: (area) =>
      new LocalFileStore(path.join(options.privateUploadsDir, area), { dirMode: 0o700, fileMode: 0o600 }),
    uploadsFolder: options.uploadsDir,
  };
}
