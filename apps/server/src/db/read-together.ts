// Several independent reads in one round trip. Each part is a select whose rows travel back as one
// JSON array column of a single-row answer, and is turned into its value by the part's own parser,
// so a module keeps its query and its row shape while the caller pays for one statement.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { executeNamed } from './named.ts';

export interface ReadPart<T> {
  query: SQL;
  /** The part's rows as JSON gives them: numbers, strings for timestamps, objects for jsonb. */
  parse(rows: Record<string, unknown>[]): T;
}

type Parsed<P> = { [K in keyof P]: P[K] extends ReadPart<infer T> ? T : never };

/** Runs every part in one named statement; `label` names the statement's shape. */
export async function readTogether<P extends Record<string, ReadPart<unknown>>>(
  db: DbOrTx,
  label: string,
  parts: P,
): Promise<Parsed<P>> {
  const names = Object.keys(parts);
  const columns = names.map(
    (name) =>
      sql`(select coalesce(json_agg(part), '[]'::json) from (${parts[name]!.query}) part) as ${sql.identifier(name)}`,
  );
  const [row] = await executeNamed<Record<string, Record<string, unknown>[]>>(
    db,
    label,
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  return Object.fromEntries(names.map((name) => [name, parts[name]!.parse(row![name]!)])) as Parsed<P>;
}
