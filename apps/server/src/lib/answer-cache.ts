// Answers kept as the bytes they go out as: the envelope is written once and compressed once per
// encoding when the cache is filled, with an ETag, so a request served from here costs neither a
// serialisation nor a compression. Each owner drops its answers through db/cache-bus.ts as it
// drops the caches the answers were built from.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Cache } from './cache.ts';

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

export interface PreparedAnswer {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** When the answer stops being true by the clock (ms), whatever the cache's TTL says. */
  expiresAt?: number;
}

let compressions = 0;

/** How many bodies this process has compressed for answer caches (one per encoding); tests read it. */
export function answerCompressions(): number {
  return compressions;
}

/**
 * Brotli quality of a fill. 11 gives about a tenth fewer bytes than 5 but costs 10-100 times the
 * time (tens of milliseconds on a 5-20 KB answer on this machine): worth it only for the few answers
 * that are rebuilt while the old one is still served (home, home modules). Lists with many keys
 * (every first page of a search) fill on the asking request's path, so they take 5.
 */
export const FILL_QUALITY = { best: 11, quick: 5 } as const;
/** Gzip's level for every answer, kept or compressed per request. */
export const GZIP_LEVEL = 6;

/** The answer as its bytes in every encoding, with a strong ETag of the plain bytes. */
export function prepareAnswer(body: string, options: { quality?: number; expiresAt?: number } = {}): PreparedAnswer {
  const identity = Buffer.from(body, 'utf8');
  const br = brotliCompressSync(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: options.quality ?? FILL_QUALITY.quick,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  const gzip = gzipSync(identity, { level: GZIP_LEVEL });
  compressions += 2;
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const { expiresAt } = options;
  return { etag, identity, br, gzip, ...(expiresAt === undefined ? {} : { expiresAt }) };
}

/** A cache of prepared answers; an answer's `expiresAt` shortens its TTL. */
export function answerCache(options: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  return new Cache<PreparedAnswer>({
    name: 'answers',
    ...options,
    serveStale: true,
    expiresAt: (answer) => answer.expiresAt,
  });
}

/**
 * Encodings chosen per header as sent: browsers send one of a handful of spellings, and parsing it
 * on every answer from a cache was a per cent or two of the answer. Bounded against odd clients.
 */
const chosen = new Map<string, AnswerEncoding>();
const CHOSEN_MAX = 64;

/** The client's preferred encoding among br, gzip and identity (q-values honoured, `*` as br). */
export function chooseEncoding(header: string | string[] | undefined): AnswerEncoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let encoding = chosen.get(text);
  if (encoding === undefined) {
    encoding = parseEncoding(text);
    if (chosen.size >= CHOSEN_MAX) chosen.clear();
    chosen.set(text, encoding);
  }
  return encoding;
}

function parseEncoding(text: string): AnswerEncoding {
  const weights = new Map<string, number>();
  for (const part of text.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name === 'x-gzip' ? 'gzip' : name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/** Sends a prepared answer as the client accepts it, or 304 when the client already holds it. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer): FastifyReply {
  reply.header('etag', answer.etag);
  reply.header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(answer[encoding]);
}
