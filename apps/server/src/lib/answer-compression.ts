// A call's answer compressed for the client as it is sent: answers under COMPRESS_MIN_BYTES go as
// they are, larger ones in brotli 1 or gzip 6 on the event loop up to SYNC_COMPRESS_MAX_BYTES, and
// in brotli 4 or gzip 6 on zlib's threads beyond. Calls use this onSend hook instead of
// @fastify/compress's: that plugin's two hooks a request (it sets `reply.compress`, then checks the
// type, the range and the client's encodings before it looks at the size) cost about 5% of a short
// list call's CPU, spent on answers it then leaves alone.
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, GZIP_LEVEL } from './answer-cache.ts';

/**
 * Answers smaller than this go as they are. Under about 1.5 KB brotli saves at most a packet and
 * never a round trip (TCP's first window is ten packets), but costs 100-150 µs a request on this
 * machine, a tenth of an uncached list page's CPU; larger answers save whole packets on slow links.
 */
export const COMPRESS_MIN_BYTES = 1536;

/**
 * Answers up to this size are compressed on the event loop. A job on zlib's threads costs one and a
 * half to two and a half times the CPU of the same compression done in place (the stream, the
 * hand-off and the wake-up around it): brotli 4 on a 12 KB list page took about 165 µs against
 * 65-107 µs. Up to 64 KB the event loop waits at most about 0.2 ms; larger answers still go to the
 * threads.
 */
export const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;

/**
 * Brotli 1 for answers compressed as they are sent, up to SYNC_COMPRESS_MAX_BYTES. On a 12 KB list
 * page it costs about a third of brotli 4's CPU (40 against 112 µs) for a quarter more bytes (1.5
 * against 1.2 KB): such answers stay a few packets, inside TCP's first window of ten, so the extra
 * bytes cost no round trip (docs/architecture.md, "The request path's brotli quality"). Larger
 * answers, whose extra bytes could, keep brotli 4. Answers kept in a cache are compressed once, at
 * their fill's quality.
 */
export const REQUEST_BROTLI_QUALITY = 1;
export const LARGE_ANSWER_BROTLI_QUALITY = 4;

type Done = (error: Error | null, payload?: unknown) => void;

/**
 * The onSend hook of a call: answers already encoded (kept bytes, a 304) pass untouched. A written
 * answer is turned into its UTF-8 bytes once and handed on as them: its size, the compressor and the
 * response all read the same bytes. Measuring the text's UTF-8 length first, as Fastify also does
 * for a text it sends, walked every answer once more; on a 12 KB Chinese list page that walk costs
 * 18 µs, a third of what brotli takes to compress it (docs/architecture.md, "Answers encoded once").
 */
export function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done): void {
  if (typeof payload !== 'string' || reply.hasHeader('content-encoding')) return done(null, payload);
  const body = Buffer.from(payload);
  if (body.length < COMPRESS_MIN_BYTES) return done(null, body);
  reply.header('vary', 'accept-encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return done(null, body);
  const sent = (error: Error | null, compressed?: Buffer) => {
    // A compressor that fails leaves the answer as it was, still correct.
    if (error || compressed === undefined) return done(null, body);
    reply.header('content-encoding', encoding);
    done(null, compressed);
  };
  const large = body.length > SYNC_COMPRESS_MAX_BYTES;
  const quality = large ? LARGE_ANSWER_BROTLI_QUALITY : REQUEST_BROTLI_QUALITY;
  const brotli = {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  };
  const gzipOptions = { level: GZIP_LEVEL };
  if (large) {
    if (encoding === 'br') brotliCompress(body, brotli, sent);
    else gzip(body, gzipOptions, sent);
    return;
  }
  let compressed: Buffer;
  try {
    compressed = encoding === 'br' ? brotliCompressSync(body, brotli) : gzipSync(body, gzipOptions);
  } catch (error) {
    return sent(error as Error);
  }
  sent(null, compressed);
}
