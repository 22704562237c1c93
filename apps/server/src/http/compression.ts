// How answers other than calls are compressed per request (docs/operations.md, "Static files,
// compression and caching"): calls compress their own (lib/answer-compression.ts), and answers from
// the answer cache and precompressed files pass untouched.
import type { FastifyCompressOptions } from '@fastify/compress';
import { COMPRESS_MIN_BYTES } from '../lib/answer-compression.ts';

/**
 * Brotli quality 4 (@fastify/compress's default) or gzip; request bodies stay as the client sends
 * them (it never compresses them): no decompression that could bypass the body limit.
 */
export const compressionOptions: FastifyCompressOptions = {
  threshold: COMPRESS_MIN_BYTES,
  encodings: ['br', 'gzip'],
  globalDecompression: false,
};
