import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Db = NodePgDatabase;
/** A transaction handle; services that write take it as their first argument. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the pool-backed database or an open transaction: for reads that may run inside one. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface PoolLimits {
  /** How long a call waits for a free connection before it answers the timeout envelope. */
  acquireTimeoutMs?: number;
  /** A session left idle inside a transaction this long is ended by PostgreSQL, freeing its locks. */
  idleInTransactionTimeoutMs?: number;
}

function newPool(
  databaseUrl: string,
  poolSize: number,
  statementTimeoutMs: number,
  limits: PoolLimits,
  options?: string,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    // A full pool must answer "busy" quickly instead of queueing callers until the request times out.
    connectionTimeoutMillis: limits.acquireTimeoutMs ?? 5_000,
    // A stuck query must not hold a request forever; the request timeout is 20 s.
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs ?? 30_000,
    ...(options ? { options } : {}),
  });
  // An idle connection can fail (the database restarts or shuts down first); without a
  // listener that error would crash the process instead of just dropping the connection.
  pool.on('error', (error) => console.error(`[db] idle connection error: ${error.message}`));
  // A checked-out connection has no pool listener: when PostgreSQL ends it (restart, idle timeout)
  // the 'error' event would be unhandled and end the process. The query in flight fails on its own.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error(`[db] connection error: ${error.message}`));
  });
  refuseNestedConnections(pool);
  return pool;
}

export interface ConnectOptions extends PoolLimits {
  /** A read replica (DATABASE_READ_URL) for the reads `replicaOf` allows; unset: the primary serves them. */
  readUrl?: string;
}

/** Beside each pool, the pool whose sessions plan a prepared statement once (see `plannedOnceOf`). */
const plannedOnce = new WeakMap<pg.Pool, { pool: pg.Pool; db: Db }>();
/** Beside each primary pool, the replica's (see `replicaOf`). */
const replicas = new WeakMap<pg.Pool, Db>();

const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';
// Sessions on the replica refuse writes even where the URL names a primary by mistake.
const READ_ONLY = '-c default_transaction_read_only=on';

/** The pool and its planned-once sibling, both opening connections only when first asked. */
function poolPair(url: string, poolSize: number, statementTimeoutMs: number, limits: PoolLimits, options = '') {
  const pool = newPool(url, poolSize, statementTimeoutMs, limits, options || undefined);
  const generic = newPool(url, poolSize, statementTimeoutMs, limits, `${options} ${GENERIC_PLANS}`.trim());
  plannedOnce.set(pool, { pool: generic, db: drizzle({ client: generic }) });
  return [pool, generic] as const;
}

export function connect(
  databaseUrl: string,
  poolSize = 10,
  statementTimeoutMs = 15_000,
  options: ConnectOptions = {},
): Database {
  const pools = [...poolPair(databaseUrl, poolSize, statementTimeoutMs, options)];
  const pool = pools[0]!;
  if (options.readUrl) {
    const replica = poolPair(options.readUrl, poolSize, statementTimeoutMs, options, READ_ONLY);
    replicas.set(pool, drizzle({ client: replica[0] }));
    pools.push(...replica);
  }
  const db = drizzle({ client: pool });
  return {
    db,
    pool,
    close: async () => {
      await Promise.all(pools.map((each) => each.end()));
    },
  };
}

/**
 * Where a read that may lag behind the primary runs: the read replica beside the pool when
 * DATABASE_READ_URL is set, else `db` itself (and always inside a transaction or on a held
 * connection). Only public catalogue display uses it (docs/operations.md, "Read replica"); never
 * a read a money decision, stock, a balance, an order or a login depends on.
 */
export function replicaOf(db: DbOrTx): DbOrTx {
  const client = (db as DbOrTx & { $client?: unknown }).$client;
  return client instanceof pg.Pool ? (replicas.get(client) ?? db) : db;
}

/**
 * Where a statement whose best plan does not depend on its values runs: the sibling pool, whose
 * sessions keep the generic plan of a prepared statement from its first run. With values that
 * only bound a walk (LIMIT $n, OFFSET $n), PostgreSQL's generic estimate of a LIMIT is a tenth of
 * the rows, so once a list holds thousands of products it judges the generic plan dearer than a
 * custom one and plans the statement again on every call, about as long as running it. Inside a
 * transaction or on a held connection, `db` itself.
 */
export function plannedOnceOf(db: DbOrTx): DbOrTx {
  const client = (db as DbOrTx & { $client?: unknown }).$client;
  return client instanceof pg.Pool ? (plannedOnce.get(client)?.db ?? db) : db;
}

/** The pool `plannedOnceOf` uses beside `pool`, for tests that count statements. */
export function plannedOncePool(pool: pg.Pool): pg.Pool | undefined {
  return plannedOnce.get(pool)?.pool;
}

/** The read replica's pool beside `pool` (DATABASE_READ_URL), for its figures; undefined when unset. */
export function replicaPool(pool: pg.Pool): pg.Pool | undefined {
  return (replicas.get(pool) as (Db & { $client: pg.Pool }) | undefined)?.$client;
}

/** Answers whether the database takes a query within `timeoutMs`; never waits longer. */
export async function pingDatabase(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Marks the async context of an open transaction, so the pool can refuse a second connection. */
const openTransaction = new AsyncLocalStorage<true>();

export class NestedConnectionError extends Error {
  constructor() {
    super('a pool connection was requested while this call holds a transaction: pass the transaction handle instead');
    this.name = 'NestedConnectionError';
  }
}

/**
 * A call that holds a transaction and asks the pool for another connection can wait forever once
 * every connection is held that way. Such a request fails at once instead, in every environment,
 * so the mistake surfaces in the first test that runs it rather than under load.
 */
function refuseNestedConnections(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (...args: unknown[]) => void) => {
    if (openTransaction.getStore()) {
      const error = new NestedConnectionError();
      if (!callback) return Promise.reject(error);
      process.nextTick(() => callback(error));
      return undefined;
    }
    return connect(callback);
  }) as pg.Pool['connect'];
}

const SERIALIZATION_FAILURE = '40001';
const DEADLOCK_DETECTED = '40P01';

function isRetryable(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === SERIALIZATION_FAILURE || code === DEADLOCK_DETECTED;
}

/**
 * Runs `work` on one connection of the pool, without a transaction: for a call of a few statements
 * that should not queue for the pool again between them (under load, a second wait would put every
 * such call behind all the others' first statements). `work` must not ask the pool for another.
 */
export async function withConnection<T>(db: Db, work: (connection: Db) => Promise<T>): Promise<T> {
  const pool = (db as Db & { $client: unknown }).$client;
  // Already on one connection (a caller's): stay on it.
  if (!(pool instanceof pg.Pool)) return work(db);
  const client = await pool.connect();
  try {
    return await openTransaction.run(true, () => work(drizzle({ client })));
  } finally {
    client.release();
  }
}

/** Runs `work` in one transaction, retrying on serialization failures and deadlocks. */
export async function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => openTransaction.run(true, () => work(tx)));
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
