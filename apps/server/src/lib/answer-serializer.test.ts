// Answers are written from JSON schemas without zod, so a handler that drifts from its contract
// would go out quietly coerced: these tests prove the suite's answer check catches it, and that
// production output stays the same envelope.
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { appIndex, defineCall } from '@mall/contracts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { installProtocol } from '../http/protocol.ts';
import { answerJsonSchema, answerSerializerCompiler } from './answer-serializer.ts';
import { registerCall } from './register-call.ts';

const sample = defineCall({
  method: 'GET',
  path: '/mallapi/sample/get',
  auth: 'public',
  summary: 'A sample answer',
  result: z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() }),
});

/** What the drifting handler answers on the next call. */
let answer: unknown;

async function sampleApp(checkAnswers: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ checkAnswers }));
  installProtocol(app);
  registerCall(app, sample, async () => answer as z.infer<typeof sample.result>);
  await app.ready();
  return app;
}

describe('answers written from the JSON schema', () => {
  let production: FastifyInstance;
  let checked: FastifyInstance;
  beforeAll(async () => {
    production = await sampleApp(false);
    checked = await sampleApp(true);
  });
  afterAll(async () => {
    await production.close();
    await checked.close();
  });

  const get = (app: FastifyInstance) => app.inject({ method: 'GET', url: sample.path, headers: { lang: 'en_US' } });

  it('keeps the envelope and the field order on the wire', async () => {
    answer = { note: null, name: 'Rice', id: 7, secret: 'not in the contract' };
    for (const app of [production, checked]) {
      const response = await get(app);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(
        '{"success":true,"code":200,"message":"Success","result":{"id":7,"name":"Rice","note":null}}',
      );
    }
  });

  it('fails a handler answering a wrong type when answers are checked (production would coerce it)', async () => {
    answer = { id: '7', name: 'Rice', note: null };
    expect((await get(production)).json().result).toEqual({ id: 7, name: 'Rice', note: null });
    const response = await get(checked);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ success: false, error: 'INTERNAL' });
  });

  it('fails a handler leaving out a field when answers are checked', async () => {
    answer = { id: 7, note: 'x' };
    const response = await get(checked);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ success: false, error: 'INTERNAL' });
  });

  it('writes a nullable object without asking a validator which branch it is', () => {
    const result = z.object({ brand: z.object({ name: z.string() }).nullable() });
    const schema = answerJsonSchema(result) as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.brand).toMatchObject({ type: 'object', nullable: true });
    expect(schema.properties.brand).not.toHaveProperty('anyOf');
  });
});

describe('answers that are one of several shapes', () => {
  it('picks the branch even when the handler carries keys the contract leaves out', () => {
    const result = z.discriminatedUnion('step', [
      z.object({ step: z.literal('redirect'), url: z.string() }),
      z.object({ step: z.literal('session'), token: z.string(), sex: z.enum(['male', 'female']).nullable() }),
    ]);
    const compile = answerSerializerCompiler({ checkAnswers: false });
    const write = compile({ schema: result, method: 'GET', url: '/x', httpStatus: '200' });
    expect(write({ step: 'session', token: 't', sex: null, memberRow: { id: 1 } })).toBe(
      '{"step":"session","token":"t","sex":null}',
    );
  });
});

describe('the test harness checks every answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('answers 500 when a real call drifts from its contract', async () => {
    expect((await t.call(appIndex.flashSaleCount)).status).toBe(200);
    vi.spyOn(t.services.catalog.flashSales, 'count').mockResolvedValue({
      grab: 'two',
      waiting: 0,
      currentEndsAt: null,
      nextStartsAt: null,
    } as never);
    const { status, envelope } = await t.call(appIndex.flashSaleCount);
    expect(status).toBe(500);
    expect(envelope.error).toBe('INTERNAL');
  });
});
