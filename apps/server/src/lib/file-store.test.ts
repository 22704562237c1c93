// The local file store: put, get, stream and delete by key, whole-file writes, and keys that would
// leave the folder refused before anything is touched.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileKeyError, fileStoreAt, type FileStore } from './file-store.ts';

let parent: string;
let root: string;
let store: FileStore;

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'file-store-'));
  root = path.join(parent, 'uploads');
  store = fileStoreAt(root);
  await writeFile(path.join(parent, 'secret.txt'), 'outside');
});
afterAll(() => rm(parent, { recursive: true, force: true }));

describe('the local file store', () => {
  it('puts, gets, streams and deletes a file by key', async () => {
    await store.put('products/a1-100.webp', Buffer.from('first'));
    expect((await store.get('products/a1-100.webp'))?.toString()).toBe('first');
    expect(await store.exists('products/a1-100.webp')).toBe(true);
    const stream = await store.stream('products/a1-100.webp');
    expect(await text(stream!)).toBe('first');
    await store.delete('products/a1-100.webp');
    expect(await store.get('products/a1-100.webp')).toBeNull();
    expect(await store.stream('products/a1-100.webp')).toBeNull();
    expect(await store.exists('products/a1-100.webp')).toBe(false);
    await store.delete('products/a1-100.webp');
  });

  it('replaces a file whole and leaves no temporary file behind', async () => {
    const big = Buffer.alloc(4 << 20, 7);
    await Promise.all([store.put('reviews/r.webp', Buffer.from('small')), store.put('reviews/r.webp', big)]);
    const stored = (await store.get('reviews/r.webp'))!;
    expect([5, big.length]).toContain(stored.length);
    expect(await readdir(path.join(root, 'reviews'))).toEqual(['r.webp']);
  });

  it('refuses keys that could name anything outside its folder', async () => {
    const keys = [
      '../secret.txt',
      'products/../../secret.txt',
      '..',
      '/etc/passwd',
      'products\\..\\..\\secret.txt',
      'products//x',
      '',
      'products/.hidden',
      'a/\u0000b',
    ];
    for (const key of keys) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(FileKeyError);
      await expect(store.get(key), key).rejects.toBeInstanceOf(FileKeyError);
      await expect(store.delete(key), key).rejects.toBeInstanceOf(FileKeyError);
    }
    expect(await readdir(parent)).toEqual(expect.arrayContaining(['secret.txt']));
  });
});
