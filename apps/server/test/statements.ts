// Counts what the application asks PostgreSQL: the SQL texts a pool runs while some work runs.
import type pg from 'pg';

/** The SQL text of every statement `pool` runs while `work` runs. */
export async function statementsDuring(pool: pg.Pool, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const first = args[0] as string | { text?: string };
    seen.push(typeof first === 'string' ? first : (first.text ?? ''));
    return query(...args);
  }) as typeof pool.query;
  try {
    await work();
  } finally {
    pool.query = query as typeof pool.query;
  }
  return seen;
}
