// Counts what the application asks PostgreSQL: the SQL texts a pool runs while some work runs,
// whether sent straight through the pool or inside a transaction on a client it lends.
import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;

function textOf(first: unknown): string {
  return typeof first === 'string' ? first : ((first as { text?: string }).text ?? '');
}

/** The SQL text of every statement `pool` runs while `work` runs. */
export async function statementsDuring(pool: pg.Pool, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
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
  try {
    await work();
  } finally {
    pool.query = query as typeof pool.query;
    pool.connect = connect as typeof pool.connect;
    for (const { client, query: original } of lent) client.query = original as typeof client.query;
  }
  return seen;
}
