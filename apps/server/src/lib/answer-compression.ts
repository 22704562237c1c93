// A call's answer compressed for the client as it is sent: answers under COMPRESS_MIN_BYTES go as
// they are, larger ones in brotli 4 or gzip 6 on zlib's threads. Calls use this onSend hook instead
// of @fastify/compress's: that plugin's two hooks a request (it sets `reply.compress`, then checks
// the type, the range and the client's encodings before it looks at the size) cost about 5% of a
// short list call's CPU, spent on answers it then leaves alone.
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, GZIP_LEVEL } from './answer-cache.ts';

/**
 * Answers smaller than this go as they are. Under about 1.5 KB brotli 4 saves at most a packet and
 * never a round trip (TCP's first window is ten packets), but costs 100-150 µs a request on this
 * machine, a tenth of an uncached list page's CPU; larger answers save whole packets on slow links.
 */
export const COMPRESS_MIN_BYTES = 1536;

/** Brotli 4: the best bytes per millisecond on the request path (docs/architecture.md). */
const BROTLI_QUALITY = 4;

type Done = (error: Error | null, payload?: unknown) => void;

/** The onSend hook of a call: answers already encoded (kept bytes, a 304) pass untouched. */
export function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done): void {
  if (typeof payload !== 'string' || reply.hasHeader('content-encoding')) return done(null, payload);
  const bytes = Buffer.byteLength(payload);
  if (bytes < COMPRESS_MIN_BYTES) return done(null, payload);
  reply.header('vary', 'accept-encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return done(null, payload);
  const sent = (error: Error | null, compressed: Buffer) => {
    // A compressor that fails leaves the answer as it was, still correct.
    if (error) return done(null, payload);
    reply.header('content-encoding', encoding);
    done(null, compressed);
  };
  if (encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes };
    brotliCompress(payload, { params }, sent);
  } else {
    gzip(payload, { level: GZIP_LEVEL }, sent);
  }
}
