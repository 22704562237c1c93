// fast-check arbitraries generated from the OpenAPI document's JSON schemas: values a call's
// schema allows, and values it forbids (wrong type, out of range, not in the enum, control
// characters, numbers that would only coerce). The fuzz test sends both and judges the answers.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const maxText = 40;
const maxInt = 1_000_000;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= 200);
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? maxText, maxText));
  // Printable text only: a control character is a forbidden value, generated on purpose below.
  return fc.string({ minLength, maxLength, unit: 'grapheme' }).filter((text) => !/\p{Cc}/u.test(text));
}

/** The schema of a field that also takes blanks for "not given" (`anyOf: [schema, {enum: ['', null]}]`). */
export function blankable(schema: JsonSchema): JsonSchema | null {
  const [value, blank, ...more] = schema.anyOf ?? [];
  if (!value || !blank || more.length > 0) return null;
  const blanks = blank.enum ?? [];
  return blanks.length > 0 && blanks.every((item) => item === '' || item === null) ? value : null;
}

/** A value the schema allows. */
export function allowed(schema: JsonSchema): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map(allowed));
  let arbitrary: fc.Arbitrary<unknown>;
  if (schema.enum && schema.enum.length > 0) arbitrary = fc.constantFrom(...schema.enum);
  else
    switch (schema.type) {
      case 'integer':
      case 'number':
        arbitrary = fc.integer({
          min: Math.max(schema.minimum ?? -maxInt, -maxInt),
          max: Math.min(schema.maximum ?? maxInt, maxInt),
        });
        break;
      case 'boolean':
        arbitrary = fc.boolean();
        break;
      case 'string':
        arbitrary = stringArbitrary(schema);
        break;
      case 'array':
        arbitrary = fc.array(allowed(schema.items ?? {}), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
        });
        break;
      case 'object':
        arbitrary = allowedObject(schema);
        break;
      default:
        arbitrary = fc.constantFrom<unknown>('x', 1, true);
    }
  return schema.nullable ? fc.option(arbitrary, { nil: null }) : arbitrary;
}

export function allowedObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, allowed(property)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) }) as never;
}

/** Texts with control characters: refused in every field, whatever its schema. */
const controlText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u0085'))
  .map(([text, control]) => `${text}${control}${text}`);

/** Numbers that would only coerce: booleans, hex, exponents, padded, fractional, lists, objects. */
const coercibleNumbers = fc.constantFrom<unknown>('true', '0x1F', '1e3', ' 1', '1 ', '1.5', 'abc', true, [1], {}, 1.5);
/** For a number that may have decimals (a coordinate), a decimal is no fault. */
const coercibleDecimals = fc.constantFrom<unknown>('true', '0x1F', '1e3', ' 1', '1 ', 'abc', true, [1], {});

/** A value the schema forbids, or null where this generator knows of none. */
export function forbidden(schema: JsonSchema): fc.Arbitrary<unknown> | null {
  const value = blankable(schema);
  if (value) return forbidden(value)?.filter((item) => item !== '' && item !== null) ?? null;
  if (schema.anyOf || schema.oneOf) return controlText;
  if (schema.enum && schema.enum.length > 0) {
    return fc.oneof(controlText, fc.constant('not-one-of-these'), fc.constant({}));
  }
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const outside: unknown[] = [];
      if (schema.minimum !== undefined && schema.minimum > -maxInt) outside.push(schema.minimum - 1);
      if (schema.maximum !== undefined && schema.maximum < maxInt) outside.push(schema.maximum + 1);
      const coercible = schema.type === 'integer' ? coercibleNumbers : coercibleDecimals;
      return outside.length > 0 ? fc.oneof(coercible, fc.constantFrom(...outside)) : coercible;
    }
    case 'boolean':
      return fc.constantFrom<unknown>('maybe', {}, [true], 7);
    case 'string': {
      const tooLong = schema.maxLength !== undefined ? [fc.constant('x'.repeat(schema.maxLength + 1))] : [];
      return fc.oneof(controlText, fc.constant({}), ...tooLong);
    }
    case 'array': {
      const item = schema.items ? forbidden(schema.items) : null;
      return item ? item.map((value) => [value]) : null;
    }
    case 'object':
      return fc.oneof(controlText, fc.constant([]));
    default:
      return null;
  }
}
