// How a route declares itself loopback-only (a sandbox's plugin, one route's config, a path under
// /dev/), and who counts as a client on this machine.
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@mall/contracts';
import { installProtocol, notFound } from '../http/protocol.ts';
import { answerSerializerCompiler } from './answer-serializer.ts';
import { installLoopbackGuard, loopbackOnlyRoutes, loopbackOnlyRoutesOf } from './loopback-only.ts';
import { registerCall } from './register-call.ts';

const sandboxPay = defineCall({
  method: 'POST',
  path: '/mallapi/sample/sandbox/pay',
  auth: 'public',
  summary: 'A sandbox call',
  body: z.object({ orderId: z.string() }),
  result: z.object({ paid: z.boolean() }),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ checkAnswers: true }));
  installProtocol(app);
  installLoopbackGuard(app);
  // A sandbox's plugin: every route in it, contract calls included, is loopback-only.
  await app.register(async (sandbox) => {
    loopbackOnlyRoutes(sandbox);
    registerCall(sandbox, sandboxPay, async () => ({ paid: true }));
    sandbox.get('/mallapi/sample/sandbox/bank', async () => 'bank page');
  });
  await app.register(async (shop) => {
    shop.get('/mallapi/sample/public', async () => 'public');
    shop.get('/mallapi/sample/tool', { config: { loopbackOnly: true } }, async () => 'tool');
    shop.get('/dev/sample', async () => 'development');
  });
  app.setNotFoundHandler(notFound);
  await app.ready();
});
afterAll(() => app.close());

const ask = (
  url: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'POST' = 'GET',
) =>
  app.inject({
    method,
    url,
    remoteAddress,
    headers: { lang: 'en_US', ...headers, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { payload: JSON.stringify({ orderId: '7' }) } : {}),
  });

describe('loopback-only routes', () => {
  it('are listed, each method of each', () => {
    expect(
      loopbackOnlyRoutesOf(app)
        .map(({ method, url }) => `${method} ${url}`)
        .sort(),
    ).toEqual([
      'GET /dev/sample',
      'GET /mallapi/sample/sandbox/bank',
      'GET /mallapi/sample/tool',
      'HEAD /dev/sample',
      'HEAD /mallapi/sample/sandbox/bank',
      'HEAD /mallapi/sample/tool',
      'POST /mallapi/sample/sandbox/pay',
    ]);
  });

  it('answer a client on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await ask('/mallapi/sample/sandbox/pay', address, {}, 'POST')).json().result).toEqual({ paid: true });
      expect((await ask('/mallapi/sample/sandbox/bank', address)).body).toBe('bank page');
      expect((await ask('/mallapi/sample/tool', address)).body).toBe('tool');
      expect((await ask('/%64ev/sample', address)).body).toBe('development');
    }
    // A proxy on this machine forwarding for a local client, however it writes the address.
    const local = ['127.0.0.1', '127.0.0.1:5173', '::1', '[::1]:5173', '"[::1]"'];
    for (const address of local)
      expect((await ask('/dev/sample', '127.0.0.1', { 'x-forwarded-for': address })).statusCode).toBe(200);
    expect((await ask('/dev/sample', '127.0.0.1', { forwarded: 'for="[::1]:80";proto=http' })).statusCode).toBe(200);
  });

  it('are an unknown path to anyone else, and other routes are not affected', async () => {
    const unknown = (await ask('/mallapi/sample/none', '203.0.113.9')).json();
    const outside: [string, Record<string, string>][] = [
      ['203.0.113.9', {}],
      ['10.0.0.2', { 'x-forwarded-for': '127.0.0.1' }],
      ['127.0.0.1', { 'x-forwarded-for': '198.51.100.4' }],
      ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1,198.51.100.4' }],
      ['127.0.0.1', { 'x-real-ip': '198.51.100.4' }],
      ['127.0.0.1', { forwarded: 'for=198.51.100.4' }],
      ['127.0.0.1', { forwarded: 'for=127.0.0.1, for=unknown' }],
      ['127.0.0.1', { forwarded: 'for=_hidden' }],
      ['127.0.0.1', { 'x-forwarded-for': 'localhost' }],
    ];
    for (const [address, headers] of outside) {
      const shown = `${address} ${JSON.stringify(headers)}`;
      const pay = await ask('/mallapi/sample/sandbox/pay', address, headers, 'POST');
      expect(pay.statusCode, shown).toBe(404);
      // The unknown path's envelope, but for each answer's own request id.
      expect({ ...(pay.json() as object), requestId: undefined }, shown).toEqual({ ...unknown, requestId: undefined });
      for (const url of ['/mallapi/sample/sandbox/bank', '/mallapi/sample/tool', '/dev/sample', '/%64ev/sample']) {
        expect((await ask(url, address, headers)).statusCode, `${url} ${shown}`).toBe(404);
      }
      expect((await ask('/mallapi/sample/public', address, headers)).body, shown).toBe('public');
      // Nor does the wrong method give the route away with a 405 naming the right one.
      const wrongMethod = await ask('/mallapi/sample/tool', address, headers, 'POST');
      expect([wrongMethod.statusCode, wrongMethod.headers.allow], shown).toEqual([404, undefined]);
    }
    expect((await ask('/mallapi/sample/tool', '127.0.0.1', {}, 'POST')).statusCode).toBe(405);
  });
});
