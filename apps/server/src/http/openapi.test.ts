// The published OpenAPI document is one a standard tool loads: valid OpenAPI 3.1, every contract
// call in it, form and JSON bodies, an error envelope for every status the protocol answers, and
// the blank-means-nothing fields neither required nor refused when blank.
import { validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls as manifest } from '@mall/contracts/browser';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { OpenApiAnswers } from '../../test/openapi-answers.ts';

type Json = Record<string, unknown>;
interface Operation {
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
}

let t: TestApp;
let document: { openapi: string; paths: Record<string, Record<string, Operation>>; components: Json };

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/mallapi/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

interface Endpoint {
  method: string;
  path: string;
}

/** Every call of the contracts' manifest, however deeply grouped (`adminCatalog.brand.save`). */
function contractCalls(group: object, found: Endpoint[] = []): Endpoint[] {
  for (const member of Object.values(group) as object[]) {
    if ('path' in member) found.push(member as Endpoint);
    else contractCalls(member, found);
  }
  return found;
}

function operation(method: string, path: string): Operation {
  const found = document.paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('is valid for a standard validator', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors.map((error) => error.message.slice(0, 2000))).toEqual([]);
  });

  it('describes every contract call the server registers', () => {
    const calls = contractCalls(manifest);
    expect(calls.length).toBeGreaterThan(100);
    const missing = calls.filter((call) => !document.paths[call.path]?.[call.method.toLowerCase()]);
    expect(missing.map((call) => `${call.method} ${call.path}`)).toEqual([]);
  });

  it('takes form-encoded bodies, and JSON where the server reads it', () => {
    const login = operation('POST', '/mallapi/member/login');
    expect(Object.keys(login.requestBody?.content ?? {}).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    expect(Object.keys(operation('POST', '/mallapi/member/updateHeadImage').requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
  });

  it('declares the error envelope of every status a call can answer', () => {
    const statuses = (method: string, path: string) => Object.keys(operation(method, path).responses).sort();
    const always = ['200', '400', '401', '403', '404', '409', '429', '431', '500', '503'];
    expect(statuses('GET', '/mallapi/ytConfig/getAboutUs')).toEqual(always);
    expect(statuses('POST', '/mallapi/member/login')).toEqual([...always, '413', '415'].sort());
    expect(statuses('GET', '/mallapi/member/getUser')).toEqual(always);
  });

  it('leaves blank spend amounts and ids optional and acceptable, and still refuses malformed ones', () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(document, 'openapi.json');
    const form = '/post/requestBody/content/application~1x-www-form-urlencoded/schema';
    for (const path of ['/mallapi/orders/preview', '/mallapi/orders/create']) {
      const check = ajv.compile({ $ref: `openapi.json#/paths/${path.replaceAll('/', '~1')}${form}` });
      const body = path.endsWith('create') ? { idempotencyKey: 'order-key-1' } : {};
      expect(check(body), `${path} without amounts`).toBe(true);
      expect(check({ ...body, useCash: '', useBeans: '', useVoucher: '', useDiscountCard: '' })).toBe(true);
      expect(check({ ...body, useCash: '12.50' })).toBe(true);
      expect(check({ ...body, useCash: '12.345' })).toBe(false);
      // An optional id left blank, as the original client sends "not given", is no id.
      expect(check({ ...body, addressId: '', couponId: '' })).toBe(true);
      expect(check({ ...body, addressId: 'x' })).toBe(false);
    }
  });

  it('lets the harness refuse an answer the document does not describe', () => {
    const answers = new OpenApiAnswers(document);
    const aboutUs = ['GET', '/mallapi/ytConfig/getAboutUs'] as const;
    const ok = { success: true, code: 200, message: 'OK', result: 'text' };
    const notFound = { success: false, code: 404, message: 'no', result: null, error: 'NOT_FOUND' };
    expect(() => answers.check(...aboutUs, 200, ok)).not.toThrow();
    expect(() => answers.check(...aboutUs, 404, notFound)).not.toThrow();
    expect(() => answers.check(...aboutUs, 200, { ...ok, result: 5 })).toThrow(/outside the OpenAPI document/);
    expect(() => answers.check(...aboutUs, 200, { ...ok, extra: 1 })).toThrow(/outside the OpenAPI document/);
    expect(() => answers.check(...aboutUs, 404, { ...notFound, code: 409 })).toThrow(/outside the OpenAPI document/);
    expect(() => answers.check(...aboutUs, 418, notFound)).toThrow(/status 418 is not declared/);
  });

  it('has no reference that leads nowhere', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]!);
    const resolves = (ref: string) =>
      ref
        .slice(2)
        .split('/')
        .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], document) !== undefined;
    expect(refs.filter((ref) => !ref.startsWith('#/') || !resolves(ref))).toEqual([]);
  });
});
