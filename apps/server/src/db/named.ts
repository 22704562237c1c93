// Hot statements run as named (prepared) statements: node-postgres parses and plans a named
// statement once per connection and afterwards only binds values, where an unnamed one is parsed
// and planned again on every call (planning cost several times the execution on the product page).
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult, QueryResultRow } from 'pg';
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
