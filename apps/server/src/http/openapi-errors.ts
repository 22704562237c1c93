// The error envelopes of the OpenAPI document: one response per HTTP status the protocol answers,
// each listing the `error` keys (and envelope codes) that travel with it, from `errorKinds`.
import { errorKinds, type ErrorKind } from '@mall/contracts';
import type { JsonSchema } from './openapi-schemas.ts';

/**
 * What any call may answer besides its success: which business error a service raises is not part
 * of a contract, so every call declares them all (401 is a wrong password on the public logins too).
 * 405 is left out: it answers a method the path does not have, which is no operation of the document.
 */
const everyCall = [400, 401, 403, 404, 409, 429, 431, 500, 503] as const;
/** Only a request with a body can be too large or of the wrong type. */
const withBody = [413, 415] as const;

export function errorStatuses(method: 'GET' | 'POST'): number[] {
  return method === 'POST' ? [...everyCall, ...withBody].sort((a, b) => a - b) : [...everyCall];
}

const errorEnvelope: JsonSchema = {
  type: 'object',
  description: 'Every failure: `error` is the stable key (a kind, or a more specific key of that kind).',
  required: ['success', 'code', 'message', 'result', 'error'],
  properties: {
    success: { const: false },
    code: { type: 'integer' },
    message: { type: 'string', description: "Localised for the caller's language" },
    result: { type: 'null' },
    error: { type: 'string' },
    fields: {
      type: 'array',
      description: 'VALIDATION: every refused field with its reason',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
        additionalProperties: false,
      },
    },
    retryAfter: { type: 'integer', minimum: 0, description: 'RATE_LIMITED: whole seconds until a retry can succeed' },
    requestId: {
      type: 'string',
      description: 'The id of this request in the server logs (also the `x-request-id` header)',
    },
  },
  additionalProperties: false,
};

function answeredStatuses(): number[] {
  return [...new Set([...everyCall, ...withBody])].sort((a, b) => a - b);
}

function kindsOf(status: number): ErrorKind[] {
  return (Object.keys(errorKinds) as ErrorKind[]).filter((kind) => errorKinds[kind].status === status);
}

/** `ErrorEnvelope`, and per status `Error<status>` narrowing its `code`. */
export function errorSchemas(): Record<string, JsonSchema> {
  const perStatus = answeredStatuses().map((status) => {
    const codes = [...new Set(kindsOf(status).map((kind) => errorKinds[kind].code))];
    const narrowed = { properties: { code: { enum: codes } } };
    return [`Error${status}`, { allOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }, narrowed] }] as const;
  });
  return { ErrorEnvelope: errorEnvelope, ...Object.fromEntries(perStatus) };
}

/** One response per status, to be referenced as `#/components/responses/Error<status>`. */
export function errorResponses(): Record<string, JsonSchema> {
  return Object.fromEntries(
    answeredStatuses().map((status) => {
      const kinds = kindsOf(status)
        .map((kind) => `\`${kind}\` (code ${errorKinds[kind].code})`)
        .join(', ');
      const retry =
        status === 429
          ? { headers: { 'Retry-After': { description: 'Whole seconds to wait', schema: { type: 'integer' } } } }
          : {};
      return [
        `Error${status}`,
        {
          description: kinds,
          ...retry,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/Error${status}` } } },
        },
      ];
    }),
  );
}
