// Hot statements run as named (prepared) statements: node-postgres parses and plans a named
// statement once per connection and afterwards only binds values, where an unnamed one is parsed
// and planned again on every call (planning cost several times the execution on the product page).
import { createHash } from 'node:crypto';
import { is, Param, Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg, { type QueryResult, type QueryResultRow } from 'pg';
import { plannedOnceOf, type DbOrTx } from './client.ts';

const dialect = new PgDialect();

/** The statement's name: its label plus a digest of its text, so one name never meets two texts. */
const names = new Map<string, string>();
function nameOf(label: string, text: string): string {
  const key = `${label}\u0000${text}`;
  let name = names.get(key);
  if (name === undefined) {
    name = `${label}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`;
    // Texts differ by structure (filters, sort), never by value: the map stays small.
    names.set(key, name);
  }
  return name;
}

/**
 * Runs a raw statement as a named one, on the pool or inside a transaction. Only for statements
 * whose text depends on a bounded set of shapes; values always travel as parameters. `planOnce`
 * for a walk whose plan is the same for every value (`plannedOnceOf`).
 */
export async function executeNamed<T extends QueryResultRow>(
  db: DbOrTx,
  label: string,
  query: SQL,
  options: { planOnce?: boolean } = {},
): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const target = options.planOnce ? plannedOnceOf(db) : db;
  const prepared = target._.session.prepareQuery(built, undefined, nameOf(label, built.sql), false);
  const result = (await prepared.execute()) as QueryResult<T>;
  return result.rows;
}

/**
 * A statement built once for its shape: its text, and its parameters with placeholders
 * (`sql.placeholder`) where each call's values go. Building a statement from its parts costs more
 * than running a short list page; a compiled one only has its values filled in.
 */
export interface CompiledStatement {
  readonly name: string;
  readonly text: string;
  readonly params: unknown[];
  /** Each parameter: a placeholder's name (with its column's encoder, if any) or a fixed value. */
  readonly slots: Slot[];
}

type Slot = { placeholder: string; encode?: (value: unknown) => unknown } | { placeholder?: undefined; value: unknown };

function slotOf(param: unknown): Slot {
  if (is(param, Placeholder)) return { placeholder: param.name };
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { encoder } = param;
    return { placeholder: param.value.name, encode: (value) => encoder.mapToDriverValue(value) };
  }
  return { value: param };
}

/** The statement's parameters with this call's values in place of its placeholders. */
function valuesOf(statement: CompiledStatement, values: Record<string, unknown>): unknown[] {
  return statement.slots.map((slot) => {
    if (slot.placeholder === undefined) return slot.value;
    if (!(slot.placeholder in values)) throw new Error(`no value for the placeholder "${slot.placeholder}"`);
    const value = values[slot.placeholder];
    return slot.encode ? slot.encode(value) : value;
  });
}

/** Shapes are few (filters, sorts, tiers); a caller that makes unbounded ones only empties this. */
const MAX_SHAPES = 5_000;
const compiled = new Map<string, CompiledStatement>();
let built = 0;

/** How many statements were built from their parts so far: flat while only values change. */
export function statementsBuilt(): number {
  return built;
}

/** The statement `label` of `shape`, built by `build` the first time the shape is met. */
export function compiledStatement(label: string, shape: string, build: () => SQL): CompiledStatement {
  const key = `${label}\u0000${shape}`;
  let statement = compiled.get(key);
  if (statement === undefined) {
    const query = dialect.sqlToQuery(build());
    built++;
    statement = {
      name: nameOf(label, query.sql),
      text: query.sql,
      params: query.params,
      slots: query.params.map(slotOf),
    };
    if (compiled.size >= MAX_SHAPES) compiled.clear();
    compiled.set(key, statement);
  }
  return statement;
}

type Prepared = ReturnType<DbOrTx['_']['session']['prepareQuery']>;
/** Per session (the pool's, or one transaction's), its prepared compiled statements by name. */
const preparedBySession = new WeakMap<object, Map<string, Prepared>>();

function preparedOf(db: DbOrTx, statement: CompiledStatement, named: boolean): Prepared {
  const session = db._.session;
  const name = named ? statement.name : undefined;
  const key = named ? statement.name : `\u0000${statement.text}`;
  let prepared = preparedBySession.get(session);
  if (prepared === undefined) {
    prepared = new Map();
    preparedBySession.set(session, prepared);
  }
  let query = prepared.get(key);
  if (query === undefined) {
    query = session.prepareQuery({ sql: statement.text, params: statement.params }, undefined, name, false);
    if (prepared.size >= MAX_SHAPES) prepared.clear();
    prepared.set(key, query);
  }
  return query;
}

/**
 * Runs a compiled statement with this call's values for its placeholders: as a named statement
 * unless `unnamed` (planned with each call's values), on the planned-once pool with `planOnce`.
 */
export async function executeCompiled<T extends QueryResultRow>(
  db: DbOrTx,
  statement: CompiledStatement,
  values: Record<string, unknown>,
  options: { planOnce?: boolean; unnamed?: boolean } = {},
): Promise<T[]> {
  const target = options.planOnce ? plannedOnceOf(db) : db;
  const pool = (target as DbOrTx & { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) {
    // Straight to the pool: Drizzle's prepared query adds spans, a cache lookup and three promises a call.
    const result = await pool.query<T>({
      name: options.unnamed ? undefined : statement.name,
      text: statement.text,
      types: asDrizzleReads,
      values: valuesOf(statement, values),
    });
    return result.rows;
  }
  // Inside a transaction Drizzle's session holds the connection.
  const result = (await preparedOf(target, statement, !options.unnamed).execute(values)) as QueryResult<T>;
  return result.rows;
}

/** What Drizzle leaves as PostgreSQL prints it: dates, times, timestamps and intervals (and their arrays). */
const KEPT_AS_TEXT = new Set([1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231]);
const asText = (value: string) => value;

/** Rows read as Drizzle reads them on the transaction path, so a statement answers alike on both. */
const asDrizzleReads = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    KEPT_AS_TEXT.has(oid) ? asText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
