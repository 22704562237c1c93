// Cache invalidation across server processes. A write publishes the cache keys it made stale with
// pg_notify inside its own transaction, so PostgreSQL delivers it only on commit; one listening
// connection per process (outside the pool) hears every publication and drops those keys.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from './client.ts';

export const CACHE_CHANNEL = 'mall_cache_invalidation';
/** Every cache of every namespace. */
export const ALL_CACHES = '*';
/** PostgreSQL refuses payloads of 8000 bytes or more; a longer list becomes "drop everything". */
const MAX_PAYLOAD = 7_000;

/** What a cache drops for a key of its namespace: `rest` follows `<namespace>:` ('' for all of it). */
export type Forget = (rest: string) => void;

/**
 * The process's invalidation hub. Keys read `<namespace>:<rest>`: `catalog:` drops every catalogue
 * cache, `auth-member:m12` the sessions of member 12; each namespace's owner decides what `rest` means.
 */
export class CacheBus {
  private readonly handlers = new Map<string, Forget[]>();

  /** Registers what to drop when keys of `namespace` are published. */
  on(namespace: string, forget: Forget): void {
    this.handlers.set(namespace, [...(this.handlers.get(namespace) ?? []), forget]);
  }

  /** Drops `keys` here at once and, once `db`'s transaction commits (at once outside one), in every process. */
  async publish(db: DbOrTx, keys: string[]): Promise<void> {
    this.apply(keys);
    let payload = JSON.stringify(keys);
    if (payload.length > MAX_PAYLOAD) payload = JSON.stringify([ALL_CACHES]);
    await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`);
  }

  /** Drops `keys` in this process only. */
  apply(keys: readonly string[]): void {
    for (const key of keys) {
      if (key === ALL_CACHES) {
        this.dropAll();
        continue;
      }
      const colon = key.indexOf(':');
      const namespace = colon < 0 ? key : key.slice(0, colon);
      const rest = colon < 0 ? '' : key.slice(colon + 1);
      for (const forget of this.handlers.get(namespace) ?? []) forget(rest);
    }
  }

  /** Drops every cache of this process. */
  dropAll(): void {
    for (const forgets of this.handlers.values()) for (const forget of forgets) forget('');
  }

  /** Reads a notification's payload; anything unreadable drops everything rather than nothing. */
  applyPayload(payload: string | undefined): void {
    try {
      const keys: unknown = JSON.parse(payload ?? '');
      if (Array.isArray(keys) && keys.every((key) => typeof key === 'string')) return this.apply(keys);
    } catch {
      // fall through
    }
    this.dropAll();
  }
}

export interface CacheListener {
  /** Settles once the first LISTEN is in place. */
  readonly listening: Promise<void>;
  close(): Promise<void>;
}

export interface ListenOptions {
  log?: (line: string) => void;
  /** First wait before reconnecting; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * Keeps one connection listening on the cache channel for as long as the process runs. When it is
 * lost (the database restarts) it reconnects with backoff, and drops every cache on each new
 * connection, since publications sent meanwhile were missed. Never throws: a database that is away
 * only means caches expire by their TTL until it is back.
 */
export function listenForInvalidations(databaseUrl: string, bus: CacheBus, options: ListenOptions = {}): CacheListener {
  const log = options.log ?? (() => {});
  const firstRetryMs = options.retryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  let retryMs = firstRetryMs;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let isClosed = false;
  let markListening: () => void = () => {};
  const listening = new Promise<void>((resolve) => (markListening = resolve));

  const retryLater = () => {
    if (isClosed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void open();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const lost = (client: pg.Client, reason: string) => {
    if (current !== client) return;
    current = null;
    log(`[caches] invalidation listener lost (${reason}); reconnecting`);
    client.end().catch(() => {});
    retryLater();
  };

  const open = async () => {
    if (isClosed) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL) bus.applyPayload(message.payload);
    });
    client.on('error', (error) => lost(client, error.message));
    client.on('end', () => lost(client, 'connection ended'));
    try {
      current = client;
      await client.connect();
      await client.query(`listen ${CACHE_CHANNEL}`);
    } catch (error) {
      if (current === client) current = null;
      client.end().catch(() => {});
      if (!isClosed) log(`[caches] invalidation listener cannot connect: ${(error as Error).message}`);
      retryLater();
      return;
    }
    if (isClosed || current !== client) {
      await client.end().catch(() => {});
      return;
    }
    retryMs = firstRetryMs;
    bus.dropAll();
    markListening();
  };

  void open();
  return {
    listening,
    async close() {
      isClosed = true;
      if (timer) clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
