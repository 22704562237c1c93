// The three calls of a back-office table (contracts' `crud(...)`) registered in one place: list
// reads outside a transaction, save and delete run in the operator's audited transaction and are
// recorded as `<action>.save` / `<action>.delete` on `<target>`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallDef, CrudCallSet } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { AuthOperator } from '../lib/auth.ts';
import { registerCall, type CallHandler } from '../lib/register-call.ts';
import type { Tx } from './client.ts';
import type { Change } from './crud.ts';

/** The audit module's `audited`, passed in so this layer does not import a module. */
export type AuditedRun = <T>(
  request: FastifyRequest & { operator: AuthOperator | null },
  action: string,
  targetType: string,
  change: (tx: Tx) => Promise<{ targetId: string | number | null; before: unknown; after: unknown; result: T }>,
) => Promise<T>;

export interface CrudHandlers<Row extends { id: number }, Input> {
  list(locale: Locale): Promise<Row[]>;
  save(tx: Tx, input: Input, locale: Locale, operator: AuthOperator): Promise<Change<Row>>;
  remove(tx: Tx, id: number, locale: Locale): Promise<Row>;
}

export interface CrudAudit {
  run: AuditedRun;
  /** The audit action's stem: `catalog.brand` records `catalog.brand.save` and `catalog.brand.delete`. */
  action: string;
  target: string;
}

/** A table's calls answer its rows whatever they are; TypeScript cannot follow that through the generic. */
function handler<C extends CallDef>(run: (ctx: Parameters<CallHandler<C>>[0]) => Promise<unknown>): CallHandler<C> {
  return run as CallHandler<C>;
}

/** Registers list, save and delete of one table. */
export function registerCrudCalls<Row extends { id: number }, Input>(
  app: FastifyInstance,
  calls: CrudCallSet,
  handlers: CrudHandlers<Row, Input>,
  audit: CrudAudit,
): void {
  registerCall(
    app,
    calls.list,
    handler(async ({ locale }) => handlers.list(locale)),
  );
  registerCall(
    app,
    calls.save,
    handler<CrudCallSet['save']>(async ({ body, request, locale, operator }) =>
      audit.run(request, `${audit.action}.save`, audit.target, async (tx) => {
        const change = await handlers.save(tx, body as Input, locale, operator);
        return { targetId: change.after.id, ...change, result: change.after };
      }),
    ),
  );
  registerCall(
    app,
    calls.delete,
    handler<CrudCallSet['delete']>(async ({ body, request, locale }) =>
      audit.run(request, `${audit.action}.delete`, audit.target, async (tx) => {
        const before = await handlers.remove(tx, body.id, locale);
        return { targetId: body.id, before, after: null, result: { id: body.id, deleted: true as const } };
      }),
    ),
  );
}
