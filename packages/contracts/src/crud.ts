// Back-office tables in one shape: `<base>/list` answers every row, `<base>/save` creates a row or
// changes the one with the body's id, `<base>/delete` removes a row nothing refers to. Any domain
// with simple operator-edited tables describes them here; the server's engine (db/crud.ts) serves
// the same three calls for each.
import { z } from 'zod';
import { defineCall, type OperatorRole } from './call.ts';
import { idInput } from './common.ts';

export const crudDeleteBody = z.object({ id: idInput });
export const crudDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });

export interface CrudOptions {
  /** Who may list, save and delete. */
  roles: readonly OperatorRole[];
  /** Summaries in place of the generic ones, where a table's calls say more. */
  summaries?: Partial<Record<'list' | 'save' | 'delete', string>>;
}

/** The list, save and delete calls of one table under `base` (`/adminapi/<domain>/<table>`). */
export function crud<I extends z.ZodType, V extends z.ZodType>(
  base: string,
  label: string,
  input: I,
  view: V,
  options: CrudOptions,
) {
  const { roles, summaries = {} } = options;
  return {
    list: defineCall({
      method: 'GET',
      path: `${base}/list`,
      auth: 'operator',
      roles,
      summary: summaries.list ?? `Every ${label}`,
      result: z.array(view),
    }),
    save: defineCall({
      method: 'POST',
      path: `${base}/save`,
      auth: 'operator',
      roles,
      summary: summaries.save ?? `Create a ${label}, or change the one with this id`,
      body: input,
      result: view,
    }),
    delete: defineCall({
      method: 'POST',
      path: `${base}/delete`,
      auth: 'operator',
      roles,
      summary: summaries.delete ?? `Delete a ${label} that nothing refers to`,
      body: crudDeleteBody,
      result: crudDeleted,
    }),
  } as const;
}

/** The three calls of one table, as `crud(...)` makes them. */
export type CrudCallSet = ReturnType<typeof crud<z.ZodType, z.ZodType>>;
