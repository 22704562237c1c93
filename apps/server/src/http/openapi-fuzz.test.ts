// Every call in the published OpenAPI document gets a bounded, seeded batch of generated inputs:
// values its schema allows and values it forbids. Whatever comes in, the answer is the envelope,
// never a 5xx, never a success for input the schema forbids, and always an answer the document describes.
// Every loopback-only route is also asked under generated spellings of its path, over real
// sockets, by callers from elsewhere: none is served.
// The seed is fixed so a failure reproduces; change it locally to explore other inputs.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '@mall/contracts';
import { demoAdminToken, createMember, createTestApp, type TestApp } from '../../test/harness.ts';
import { allowedObject, blankable, forbidden, type JsonSchema } from '../../test/openapi-arbitraries.ts';
import { freePort } from '../../test/free-port.ts';
import { pathSpelling } from '../../test/path-spellings.ts';
import { nonLoopbackAddress, rawRequest, type RawRequest } from '../../test/raw-http.ts';
import { loopbackOnlyRoutesOf } from '../lib/loopback-only.ts';
import { OpenApiAnswers } from '../../test/openapi-answers.ts';

const seed = 20261124;
const casesPerCall = 32;
/** Calls that end the fuzzing sessions themselves; their own tests cover them. */
const skipped = new Set(['/mallapi/member/exit', '/mallapi/member/delete', '/adminapi/auth/logout']);

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  /** Query parameters, or the JSON body, as one object schema. */
  input: JsonSchema;
  inQuery: boolean;
  secured: boolean;
}

interface Case {
  input: Record<string, unknown>;
  /** The field given a value the schema forbids, if any. */
  broken: string | null;
}

let t: TestApp;
let operations: Operation[] = [];
let answers: OpenApiAnswers;
let memberToken = '';
let operatorToken = '';
let port = 0;

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []) as {
        name: string;
        in: string;
        required?: boolean;
        schema: JsonSchema;
      }[];
      const query = parameters.filter((parameter) => parameter.in === 'query');
      const body = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema;
      const input: JsonSchema = body ?? {
        type: 'object',
        properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])),
        required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
      };
      found.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        input,
        inQuery: !body,
        secured: Array.isArray(operation.security),
      });
    }
  }
  return found.filter((operation) => !skipped.has(operation.path)).sort((a, b) => a.path.localeCompare(b.path));
}

/** A query string cannot say "object" or "one-element list": those become text or repeats. */
function queryValueForbidden(schema: JsonSchema, inQuery: boolean): fc.Arbitrary<unknown> | null {
  const value = forbidden(schema);
  if (!value || !inQuery) return value;
  const type = (blankable(schema) ?? schema).type;
  return value.filter((candidate) => type !== 'string' || typeof candidate === 'string');
}

function caseArbitrary(operation: Operation): fc.Arbitrary<Case> {
  const valid = allowedObject(operation.input).map((input): Case => ({ input, broken: null }));
  const breakable = Object.entries(operation.input.properties ?? {}).flatMap(([name, schema]) => {
    const value = queryValueForbidden(schema, operation.inQuery);
    return value ? [{ name, value }] : [];
  });
  if (breakable.length === 0) return valid;
  const broken = fc
    .tuple(
      allowedObject(operation.input),
      fc.oneof(...breakable.map(({ name, value }) => value.map((v) => [name, v] as const))),
    )
    .map(([input, [name, value]]): Case => ({ input: { ...input, [name]: value }, broken: name }));
  return fc.oneof(valid, broken);
}

function queryString(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue;
    // A one-element list would read back as a plain value; repeating it keeps it a list.
    const items = Array.isArray(value) ? (value.length === 1 ? [value[0], value[0]] : value) : [value];
    for (const item of items)
      params.append(name, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function tokenFor(operation: Operation): string | undefined {
  if (!operation.secured) return undefined;
  return operation.path.startsWith('/adminapi/') ? operatorToken : memberToken;
}

async function send(operation: Operation, fuzzCase: Case) {
  const token = tokenFor(operation);
  const headers: Record<string, string> = { lang: 'en_US', ...(token ? { token } : {}) };
  if (operation.inQuery || operation.method === 'GET') {
    return t.app.inject({ method: operation.method, url: `${operation.path}${queryString(fuzzCase.input)}`, headers });
  }
  return t.app.inject({
    method: operation.method,
    url: operation.path,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(fuzzCase.input),
  });
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const document = (await t.app.inject({ method: 'GET', url: '/mallapi/docs/json' })).json();
  operations = operationsOf(document);
  answers = new OpenApiAnswers(document);
  await createMember(t.services, { username: 'fuzzer', mobile: '0822222222' });
  memberToken = (await t.ok(member.login, { body: { username: 'fuzzer', password: 'Demo@123456' } })).token;
  operatorToken = await demoAdminToken(t);
  port = await freePort();
  // Every address, so callers reach it over loopback and from the machine's own network address.
  await t.app.listen({ port, host: '0.0.0.0' });
}, 60_000);
afterAll(() => t.close());

describe('every call of the OpenAPI document under generated input', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('answers the envelope, no 5xx, and no success on forbidden input', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const [index, operation] of operations.entries()) {
      await fc
        .assert(
          fc.asyncProperty(caseArbitrary(operation), async (fuzzCase) => {
            const response = await send(operation, fuzzCase);
            const envelope = response.json();
            const shown = `${operation.method} ${operation.path} ${JSON.stringify(fuzzCase)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
            if (response.statusCode >= 500) throw new Error(`5xx: ${shown}`);
            if (
              typeof envelope.success !== 'boolean' ||
              typeof envelope.code !== 'number' ||
              typeof envelope.message !== 'string' ||
              !('result' in envelope)
            ) {
              throw new Error(`not an envelope: ${shown}`);
            }
            if (fuzzCase.broken !== null && envelope.success)
              throw new Error(`accepted forbidden ${fuzzCase.broken}: ${shown}`);
            answers.check(operation.method, operation.path, response.statusCode, envelope);
          }),
          { seed: seed + index, numRuns: casesPerCall, endOnFailure: true },
        )
        .catch((error: unknown) =>
          failures.push(String(error instanceof Error ? error.message : error).slice(0, 1500)),
        );
    }
    expect(failures).toEqual([]);
  });
});

/** Callers from elsewhere: from another address of this machine when it has one, and through a proxy here. */
function outsideCallers(): Partial<RawRequest>[] {
  const outside = nonLoopbackAddress();
  return [
    ...(outside ? [{ host: outside, localAddress: outside }] : []),
    { headers: { 'x-forwarded-for': '203.0.113.7' } },
  ];
}

describe('every loopback-only route under other spellings of its path', () => {
  it('knows the development routes are loopback-only', () => {
    const guarded = loopbackOnlyRoutesOf(t.app).map((route) => `${route.method} ${route.url}`);
    expect(guarded).toEqual(
      expect.arrayContaining(['GET /dev/sms-outbox', 'HEAD /dev/sms-outbox', 'POST /dev/oauth-sandbox/token']),
    );
  });

  it(
    'serves none to a caller from elsewhere; a local caller reaches the same route',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      const callers = outsideCallers();
      for (const [index, route] of loopbackOnlyRoutesOf(t.app).entries()) {
        const { method, url } = route;
        const plain = await rawRequest({ port, method, target: url });
        // The route answers its own way (a missing field, no token): a spelling that gets the same reached it.
        expect(plain.status, `${method} ${url}`).not.toBe(404);
        await fc
          .assert(
            fc.asyncProperty(pathSpelling(url), async ({ target, sameRoute }) => {
              for (const caller of callers) {
                const answer = await rawRequest({ port, method, target, ...caller });
                const refused = answer.status === 404 && (method === 'HEAD' || answer.body.includes('"NOT_FOUND"'));
                if (!refused)
                  throw new Error(`served ${method} ${target} ${JSON.stringify(caller)} -> ${answer.status}`);
              }
              if (!sameRoute) return;
              const local = await rawRequest({ port, method, target });
              if (local.status !== plain.status)
                throw new Error(`${method} ${target} did not reach ${url}: ${local.status}`);
            }),
            { seed: seed + 1000 + index, numRuns: casesPerCall, endOnFailure: true },
          )
          .catch((error: unknown) =>
            failures.push(String(error instanceof Error ? error.message : error).slice(0, 800)),
          );
      }
      expect(failures).toEqual([]);
    },
  );
});
