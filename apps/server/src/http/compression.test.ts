import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionOptions } from './compression.ts';

const app = Fastify();
const bodyOf = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes - 11) });

beforeAll(async () => {
  await app.register(compress, compressionOptions);
  app.get('/answer/:bytes', async (request, reply) =>
    reply.type('application/json').send(bodyOf(Number((request.params as { bytes: string }).bytes))),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('per-request compression', () => {
  const ask = (bytes: number) =>
    app.inject({ method: 'GET', url: `/answer/${bytes}`, headers: { 'accept-encoding': 'br, gzip' } });

  it('sends an answer under 1.5 KB as it is: one packet saved at most, never a round trip', async () => {
    for (const bytes of [1000, 1200, 1535]) {
      const response = await ask(bytes);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(bodyOf(bytes));
    }
  });

  it('compresses an answer of 1.5 KB or more with brotli', async () => {
    for (const bytes of [1536, 4000]) {
      const response = await ask(bytes);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.rawPayload.length).toBeLessThan(bytes);
    }
  });
});
