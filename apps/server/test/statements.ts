// Counts what the application asks PostgreSQL: the SQL texts a pool (and the pool beside it that
// plans statements once, db/client.ts `plannedOnceOf`) runs while some work runs, whether sent
// straight through the pool or inside a transaction on a client it lends.
import type pg from 'pg';
import { plannedOncePool } from '../src/db/client.ts';

type Query = (...args: unknown[]) => unknown;

function textOf(first: unknown): string {
  return typeof first === 'string' ? first : ((first as { text?: string }).text ?? '');
}

/** Records the text of every statement `pool` runs until the returned function restores it. */
function watch(pool: pg.Pool, seen: string[]): () => void {
  const query = pool.query.bind(pool) as Query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const lent: { client: pg.PoolClient; query: Query }[] = [];
  pool.query = ((...args: unknown[]) => {
    seen.push(textOf(args[0]));
    return query(...args);
  }) as typeof pool.query;
  // A transaction borrows a client (promise style); the pool's own `query` borrows with a callback.
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const clientQuery = client.query.bind(client) as Query;
      lent.push({ client, query: client.query as Query });
      client.query = ((...queryArgs: unknown[]) => {
        seen.push(textOf(queryArgs[0]));
        return clientQuery(...queryArgs);
      }) as typeof client.query;
      return client;
    });
  }) as typeof pool.connect;
  return () => {
    pool.query = query as typeof pool.query;
    pool.connect = connect as typeof pool.connect;
    for (const { client, query: original } of lent) client.query = original as typeof client.query;
  };
}

/** The SQL text of every statement `pool` (or the pool beside it) runs while `work` runs. */
export async function statementsDuring(pool: pg.Pool, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const sibling = plannedOncePool(pool);
  const restores = [watch(pool, seen), ...(sibling ? [watch(sibling, seen)] : [])];
  try {
    await work();
  } finally {
    for (const restore of restores) restore();
  }
  return seen;
}
