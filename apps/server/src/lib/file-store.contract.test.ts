// One contract, two stores: the local folder and an S3-compatible bucket (s3rver) answer put, get,
// stream, exists and delete alike, keep the public and private areas apart, and refuse the same keys.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test/local-s3.ts';
import { FileKeyError, type FilePart } from './file-store.ts';
import { S3FileStore, s3ClientOf } from './s3-file-store.ts';
import { shopFiles, type ShopFiles } from './shop-files.ts';

let folder: string;
let s3: LocalS3;
const stores: Record<'local' | 's3', ShopFiles> = {} as never;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'file-contract-'));
  s3 = await startLocalS3();
  const dirs = { uploadsDir: path.join(folder, 'uploads'), privateUploadsDir: path.join(folder, 'private') };
  stores.local = shopFiles({ ...dirs, fileStore: { kind: 'local' } });
  stores.s3 = shopFiles({ ...dirs, fileStore: { kind: 's3', ...s3.options } });
});
afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('the %s file store', (kind) => {
  const bytes = Buffer.from([0, 1, 2, 255, 254, ...Buffer.from('webp')]);

  it('puts, gets, streams, finds and deletes a file by key', async () => {
    const { uploads } = stores[kind];
    await uploads.put('products/a1-100.webp', bytes);
    expect(await uploads.get('products/a1-100.webp')).toEqual(bytes);
    expect(await buffer((await uploads.stream('products/a1-100.webp'))!)).toEqual(bytes);
    expect(await uploads.exists('products/a1-100.webp')).toBe(true);
    await uploads.delete('products/a1-100.webp');
    expect(await uploads.get('products/a1-100.webp')).toBeNull();
    expect(await uploads.stream('products/a1-100.webp')).toBeNull();
    expect(await uploads.exists('products/a1-100.webp')).toBe(false);
    await uploads.delete('products/a1-100.webp');
  });

  it('answers nothing for a key never written, and replaces a file whole', async () => {
    const { uploads } = stores[kind];
    expect(await uploads.get('reviews/never.webp')).toBeNull();
    expect(await uploads.stream('reviews/never.webp')).toBeNull();
    expect(await uploads.exists('reviews')).toBe(false);
    await uploads.put('reviews/r.webp', Buffer.from('first'));
    await uploads.put('reviews/r.webp', Buffer.from('second, longer'));
    expect((await uploads.get('reviews/r.webp'))?.toString()).toBe('second, longer');
  });

  it('streams part of a file by byte range, stopping at its end', async () => {
    const { uploads } = stores[kind];
    await uploads.put('timeline/v.mp4', Buffer.from('0123456789'));
    const part = await uploads.streamPart('timeline/v.mp4', 2, 4);
    expect(part).toMatchObject({ first: 2, last: 4, size: 10 });
    expect((await buffer((part as FilePart).body)).toString()).toBe('234');
    const tail = (await uploads.streamPart('timeline/v.mp4', 7, Number.MAX_SAFE_INTEGER)) as FilePart;
    expect([tail.first, tail.last, (await buffer(tail.body)).toString()]).toEqual([7, 9, '789']);
    expect(await uploads.streamPart('timeline/v.mp4', 10, 20)).toBe('unsatisfiable');
    expect(await uploads.streamPart('timeline/none.mp4', 0, 1)).toBeNull();
  });

  it('keeps the public uploads and each private area apart', async () => {
    const files = stores[kind];
    await files.privateArea('identity').put('card.webp', Buffer.from('private'));
    expect(await files.uploads.exists('card.webp')).toBe(false);
    expect(await files.uploads.exists('identity/card.webp')).toBe(false);
    expect(await files.privateArea('feedback').exists('card.webp')).toBe(false);
    expect((await files.privateArea('identity').get('card.webp'))?.toString()).toBe('private');
  });

  it('refuses keys that could name anything outside its area', async () => {
    const { uploads } = stores[kind];
    for (const key of ['../private/identity/card.webp', '..', '/etc/passwd', 'a\\..\\b', 'a//b', '', '.hidden']) {
      await expect(uploads.put(key, bytes), key).rejects.toBeInstanceOf(FileKeyError);
      await expect(uploads.get(key), key).rejects.toBeInstanceOf(FileKeyError);
      await expect(uploads.stream(key), key).rejects.toBeInstanceOf(FileKeyError);
      await expect(uploads.delete(key), key).rejects.toBeInstanceOf(FileKeyError);
    }
  });
});

describe('the bucket store', () => {
  it('writes every object without an ACL, so none is ever public-read', async () => {
    const client = s3ClientOf(s3.options);
    const acls: (string | undefined)[] = [];
    client.middlewareStack.add(
      (next) => async (args) => {
        const headers = (args.request as { headers: Record<string, string> }).headers;
        acls.push(headers['x-amz-acl']);
        return next(args);
      },
      { step: 'finalizeRequest' },
    );
    await new S3FileStore(client, s3.options.bucket, 'private/identity/').put('x.webp', Buffer.from('x'));
    expect(acls).toEqual([undefined]);
  });
});
