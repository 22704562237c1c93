// A call's answer is compressed by the call's own hook: large ones for the client's encoding, small
// ones as they are, and none through @fastify/compress's per-request hooks.
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@mall/contracts';
import { installProtocol } from '../http/protocol.ts';
import { compressionOptions } from '../http/compression.ts';
import {
  COMPRESS_MIN_BYTES,
  LARGE_ANSWER_BROTLI_QUALITY,
  REQUEST_BROTLI_QUALITY,
  SYNC_COMPRESS_MAX_BYTES,
} from './answer-compression.ts';
import { answerSerializerCompiler } from './answer-serializer.ts';
import { registerCall } from './register-call.ts';

const sample = defineCall({
  method: 'GET',
  path: '/mallapi/sample/text',
  auth: 'public',
  summary: 'A text of the asked length',
  query: z.object({
    length: z.coerce.number().int(),
    char: z.string().default('x'),
    // Varied words, as a list page's names are: a run of one letter compresses alike at any quality.
    words: z.enum(['no', 'yes']).default('no'),
  }),
  result: z.object({ text: z.string() }),
});

/** What the plugin left on the last reply: a function on the routes it compresses. */
let pluginCompressor: unknown;
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ checkAnswers: false }));
  installProtocol(app);
  // Registered as the app registers it, for pages and files.
  await app.register(compress, compressionOptions);
  registerCall(app, sample, async ({ query, reply }) => {
    pluginCompressor = (reply as unknown as { compress: unknown }).compress;
    if (query.words === 'no') return { text: query.char.repeat(query.length) };
    const words = Array.from({ length: query.length / 4 }, (_, i) => `rice${(i * 7919) % 1009}`).join(' ');
    return { text: words.slice(0, query.length) };
  });
  await app.ready();
});
afterAll(() => app.close());

/** The envelope's length around `text`: `{"success":true,...,"result":{"text":"…"}}`. */
const ENVELOPE = '{"success":true,"code":200,"message":"Success","result":{"text":""}}'.length;

function ask(length: number, acceptEncoding?: string, char = 'x', words = 'no') {
  const headers: Record<string, string> = { lang: 'en_US' };
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  return app.inject({
    method: 'GET',
    url: `${sample.path}?length=${length}&char=${encodeURIComponent(char)}&words=${words}`,
    headers,
  });
}

function plain(response: Awaited<ReturnType<typeof ask>>): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
}

describe('a call compressing its own answer', () => {
  it('sends an answer under 1.5 KB as it is', async () => {
    const response = await ask(COMPRESS_MIN_BYTES - ENVELOPE - 1, 'br, gzip');
    expect(response.rawPayload.length).toBe(COMPRESS_MIN_BYTES - 1);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });

  it('compresses one of 1.5 KB or more in the encoding the client prefers, once', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
    ] as const) {
      const response = await ask(COMPRESS_MIN_BYTES - ENVELOPE, accept);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(JSON.parse(plain(response))).toMatchObject({
        success: true,
        result: { text: 'x'.repeat(1536 - ENVELOPE) },
      });
    }
  });

  it('sends a large answer plain to a client that accepts no encoding, still varying by it', async () => {
    const response = await ask(4000);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.rawPayload.length).toBe(4000 + ENVELOPE);
  });

  it('compresses answers on either side of the in-place limit alike, in either encoding', async () => {
    for (const length of [SYNC_COMPRESS_MAX_BYTES - ENVELOPE, SYNC_COMPRESS_MAX_BYTES - ENVELOPE + 1, 200_000]) {
      for (const encoding of ['br', 'gzip']) {
        const response = await ask(length, encoding, 'y');
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.rawPayload.length).toBeLessThan(length / 10);
        expect(JSON.parse(plain(response)).result.text).toBe('y'.repeat(length));
      }
    }
  });

  it('compresses at the request quality up to the in-place limit and at the large one beyond', async () => {
    for (const [length, quality] of [
      [12_000, REQUEST_BROTLI_QUALITY],
      [SYNC_COMPRESS_MAX_BYTES + 1_000, LARGE_ANSWER_BROTLI_QUALITY],
    ] as const) {
      const response = await ask(length, 'br', 'x', 'yes');
      const body = plain(response);
      const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
      expect(response.rawPayload.equals(brotliCompressSync(body, { params }))).toBe(true);
    }
  });

  it('counts bytes, not characters: 600 Thai letters are 1.8 KB', async () => {
    const response = await ask(600, 'br', 'ก');
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(plain(response)).result.text).toBe('ก'.repeat(600));
  });

  it('leaves @fastify/compress out of calls', async () => {
    await ask(10, 'br');
    expect(pluginCompressor).toBeNull();
  });
});
