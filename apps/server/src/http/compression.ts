// How API answers not kept as bytes are compressed per request (docs/operations.md, "Static files,
// compression and caching"); answers from the answer cache and precompressed files pass untouched.
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Answers smaller than this go as they are. Under about 1.5 KB brotli 4 saves at most a packet and
 * never a round trip (TCP's first window is ten packets), but costs 100-150 µs a request on this
 * machine, a tenth of an uncached list page's CPU; larger answers save whole packets on slow links.
 */
export const COMPRESS_MIN_BYTES = 1536;

/**
 * Brotli quality 4 (@fastify/compress's default) or gzip; request bodies stay as the client sends
 * them (it never compresses them): no decompression that could bypass the body limit.
 */
export const compressionOptions: FastifyCompressOptions = {
  threshold: COMPRESS_MIN_BYTES,
  encodings: ['br', 'gzip'],
  globalDecompression: false,
};
