// Every list a call reads from a form body or a query must take a list of one sent as a single
// field: the original client sends `roles=operator`, not `roles[]=operator`.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.ts';
import { formList } from './common.ts';
import type { CallDef } from './call.ts';

function isCall(value: unknown): value is CallDef {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'result' in value;
}

/** A field's schema without the optional and default wrappers around it. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let at = schema;
  while (at instanceof z.ZodOptional || at instanceof z.ZodDefault || at instanceof z.ZodNullable)
    at = at.def.innerType as z.ZodType;
  return at;
}

/** A list of texts or numbers: what a form can carry (a list of objects comes only as JSON). */
function isScalarList(schema: z.ZodType): boolean {
  return schema instanceof z.ZodArray && !(unwrapped(schema.element as z.ZodType) instanceof z.ZodObject);
}

/** `group.call: field` for every list field that a single text would fail. */
function bareLists(): string[] {
  const found: string[] = [];
  for (const [groupName, group] of Object.entries(contracts)) {
    if (typeof group !== 'object' || group === null) continue;
    for (const [callName, call] of Object.entries(group)) {
      if (!isCall(call)) continue;
      for (const input of [call.query, call.body]) {
        if (!(input instanceof z.ZodObject)) continue;
        for (const [field, schema] of Object.entries(input.shape as Record<string, z.ZodType>))
          if (isScalarList(unwrapped(schema))) found.push(`${groupName}.${callName}: ${field}`);
      }
    }
  }
  return found;
}

describe('lists in forms and queries', () => {
  it('no call reads a list that a single field would fail', () => {
    expect(bareLists()).toEqual([]);
  });

  it('a single field, a comma-joined field and repeated fields read as the same list', () => {
    const roles = formList(z.array(z.enum(['admin', 'operator'])).min(1));
    expect(roles.parse('operator')).toEqual(['operator']);
    expect(roles.parse('admin,operator')).toEqual(['admin', 'operator']);
    expect(roles.parse(['admin', 'operator'])).toEqual(['admin', 'operator']);
    expect(roles.safeParse('').success).toBe(false);
  });
});
