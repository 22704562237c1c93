// Writes each call's success envelope with fast-json-stringify from a JSON schema generated from
// the contract's zod result schema, as Fastify does for plain JSON schemas: no zod walk per answer.
// fast-json-stringify drops unknown keys and coerces types, so contract drift is caught where the
// app is built with `checkAnswers` (the test suite), which checks every answer with zod first.
import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface AnswerSerializerOptions {
  /** Check every answer against its zod schema before writing it: for tests, never production. */
  checkAnswers: boolean;
}

type JsonSchemaNode = Record<string, unknown>;

function isNullSchema(node: unknown): boolean {
  return typeof node === 'object' && node !== null && (node as JsonSchemaNode).type === 'null';
}

/**
 * zod writes a nullable object as `anyOf: [X, {type: 'null'}]`; fast-json-stringify would pick the
 * branch by validating the whole value with ajv on every answer. `nullable: true` on X says the
 * same to it and costs one comparison.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    // Writing drops unknown keys anyway; refusing them would only make a union pick no branch
    // for an answer zod accepts (zod strips them).
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = simplify(value);
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && branches.some(isNullSchema)) {
    const other = branches.find((branch) => !isNullSchema(branch)) as JsonSchemaNode | undefined;
    const plain = other && typeof other.type === 'string' && other.anyOf === undefined && other.oneOf === undefined;
    if (plain && other.$ref === undefined) {
      const { anyOf: _anyOf, ...siblings } = out;
      if (other.type === 'object' || other.type === 'array') return { ...siblings, ...other, nullable: true };
      // A nullable enum must list null itself, or ajv (judging union branches) refuses a null.
      const values = Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {};
      return { ...siblings, ...other, ...values, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON schema fast-json-stringify compiles for a route's answer; exported for tests and the bench. */
export function answerJsonSchema(schema: unknown): Schema {
  const json = schema instanceof z.ZodType ? z.toJSONSchema(schema, { io: 'output', target: 'draft-07' }) : schema;
  return simplify(json) as Schema;
}

export function answerSerializerCompiler(options: AnswerSerializerOptions): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    // Compiled on first use: well over a hundred calls would otherwise add a second to every start.
    let stringify: ((data: unknown) => string) | undefined;
    const write = (data: unknown) => (stringify ??= fastJsonStringify(answerJsonSchema(schema)))(data);
    if (!options.checkAnswers || !(schema instanceof z.ZodType)) return write;
    const contract = schema;
    return (data: unknown) => {
      const checked = contract.safeParse(data);
      if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
      return write(data);
    };
  };
}
