// The two built apps and the uploaded images, served the way a CDN would serve them.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { contentTypeOf, FileKeyError, type FileStore } from '../lib/file-store.ts';

export interface StaticFilesOptions {
  webDist: string;
  adminDist: string;
  /** The store of public uploads, served under /uploads/. */
  uploads: FileStore;
  /** Its local folder, served as files are (ranges, validators); null: the store is a bucket. */
  uploadsFolder: string | null;
}

/** File names under assets/ carry a hash of their content, so a URL never changes meaning. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages name the current assets: a browser must ask again (a 304 when nothing changed). */
export const REVALIDATE = 'no-cache';
/**
 * Uploads get a fresh random name on every upload and are never rewritten, but they are deleted
 * (a replaced avatar, a deleted account), so caches may keep them for a day, not for ever.
 */
export const UPLOADS = 'public, max-age=86400';

const appCacheControl = (root: string) => (reply: FastifyReply, file: string) => {
  const hashed = path.relative(root, file).split(path.sep)[0] === 'assets';
  reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
};

/**
 * The builds write brotli and gzip copies beside each file (vite-plugin-compression2); they are
 * sent as they are (`preCompressed`), so no file is compressed per request. The copies themselves
 * are not published under their own names.
 */
export async function staticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  if (options.uploadsFolder === null) serveFromStore(app, options.uploads);
  else {
    await mkdir(options.uploadsFolder, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.uploadsFolder,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', UPLOADS),
    });
  }
  const apps = [
    { root: options.webDist, prefix: '/' },
    { root: options.adminDist, prefix: '/admin/' },
  ];
  for (const { root, prefix } of apps) {
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      wildcard: false,
      // A list, not a string: with preCompressed, @fastify/static finds a directory's index only in a list.
      index: ['index.html'],
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: appCacheControl(root),
    });
  }
}

/** A single `bytes=first-last` or `bytes=first-` range; anything else is served whole, as HTTP allows. */
function byteRange(header: string | undefined): { first: number; last: number } | null {
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const first = Number(match[1]);
  const last = match[2] === '' ? Number.MAX_SAFE_INTEGER : Number(match[2]);
  return last >= first ? { first, last } : null;
}

/**
 * Uploads kept in a bucket are streamed through the shop, so the bucket itself stays private: no
 * object is ever public-read, and a key outside the store's rules is an unknown path. A byte range
 * is asked of the bucket as it is, so a phone can seek in a timeline video.
 */
function serveFromStore(app: FastifyInstance, uploads: FileStore): void {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const range = byteRange(request.headers.range);
    try {
      const headers = { 'content-type': contentTypeOf(key), 'cache-control': UPLOADS, 'accept-ranges': 'bytes' };
      if (!range) {
        const body = await uploads.stream(key);
        return body ? reply.headers(headers).send(body) : reply.callNotFound();
      }
      const part = await uploads.streamPart(key, range.first, range.last);
      if (part === null) return reply.callNotFound();
      if (part === 'unsatisfiable') return reply.status(416).send();
      return reply
        .status(206)
        .headers(headers)
        .header('content-range', `bytes ${part.first}-${part.last}/${part.size}`)
        .header('content-length', part.last - part.first + 1)
        .send(part.body);
    } catch (error) {
      if (error instanceof FileKeyError) return reply.callNotFound();
      throw error;
    }
  });
}
