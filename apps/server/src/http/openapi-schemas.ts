// Contract zod schemas as JSON Schema 2020-12, the dialect of OpenAPI 3.1: what a client may send
// (`input`: defaults make a field optional, preprocessed fields show what they accept) and what it
// gets back (`output`). Inside an OpenAPI document `#` is the document, not the schema, so zod's
// local `$defs` (recursive parts such as the category tree) become named components.
import { z } from 'zod';
import { blankValuesKey } from '@mall/contracts';

export type JsonSchema = Record<string, unknown>;

const localDef = '#/$defs/';

/** Component names allow letters, digits, `.`, `-` and `_` only. */
function componentName(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]/g, '_');
}

function rewriteRefs(node: unknown, target: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, target));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? target(value) : rewriteRefs(value, target),
    ]),
  );
}

/** A field that takes blanks for "not given" (`blankValuesKey`) accepts them besides its schema. */
function allowBlanks(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(allowBlanks);
  if (typeof node !== 'object' || node === null) return node;
  const { [blankValuesKey]: blanks, ...rest } = node as JsonSchema;
  const inner = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, allowBlanks(value)]));
  return Array.isArray(blanks) ? { anyOf: [inner, { enum: blanks }] } : inner;
}

/** The schemas a document's operations share by reference, filled as operations are converted. */
export class ComponentSchemas {
  readonly schemas: Record<string, JsonSchema> = {};

  /** Adds a named schema and answers the reference to it. */
  add(name: string, schema: JsonSchema): JsonSchema {
    const key = componentName(name);
    if (this.schemas[key] !== undefined) throw new Error(`two OpenAPI components named ${key}`);
    this.schemas[key] = schema;
    return { $ref: `#/components/schemas/${key}` };
  }

  /** The JSON schema of `schema`; `name` prefixes the components its recursive parts become. */
  convert(schema: z.ZodType, io: 'input' | 'output', name: string): JsonSchema {
    const converted = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      // A transform's result cannot be described; the input side of a preprocess can (zod shows
      // the schema after it), and answers are plain data.
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    });
    const json = allowBlanks(converted) as JsonSchema;
    const { $schema: _dialect, $defs, ...root } = json;
    const defs = ($defs ?? {}) as Record<string, JsonSchema>;
    const rootKey = componentName(name);
    const target = (ref: string) => {
      if (ref === '#') return `#/components/schemas/${rootKey}`;
      if (ref.startsWith(localDef))
        return `#/components/schemas/${componentName(`${name}.${ref.slice(localDef.length)}`)}`;
      throw new Error(`${name}: a reference the document cannot hold: ${ref}`);
    };
    for (const [key, def] of Object.entries(defs)) this.add(`${name}.${key}`, rewriteRefs(def, target) as JsonSchema);
    const rewritten = rewriteRefs(root, target) as JsonSchema;
    // A schema that refers to itself as a whole is a component itself.
    return JSON.stringify(root).includes('"$ref":"#"') ? this.add(name, rewritten) : rewritten;
  }
}
