// The one in-process cache every module uses: per-key TTL, one load per key at a time (callers that
// arrive meanwhile wait for it, or get the previous value while it rebuilds), and invalidation by
// key, prefix or value. db/cache-bus.ts carries invalidations to every server process.

/** Hits and misses of every cache of the process by name, read by `/metrics`. */
export const cacheCounts = new Map<string, { hits: number; misses: number }>();

function countOf(name: string): { hits: number; misses: number } {
  let counts = cacheCounts.get(name);
  if (!counts) cacheCounts.set(name, (counts = { hits: 0, misses: 0 }));
  return counts;
}

export interface CacheOptions<V = unknown> {
  /** Its name in the metrics' hit and miss counts ('other' when unnamed). */
  name?: string;
  /** How long a loaded value is served before the next get loads it again. */
  ttlMs: number;
  /**
   * Callers arriving while an expired value rebuilds get that value instead of waiting. Only for
   * loads that do not use the first caller's transaction, since the rebuild outlives its request.
   */
  serveStale?: boolean;
  /** Beyond this many keys the oldest are dropped, so per-member or per-token caches stay bounded. */
  maxEntries?: number;
  /** Milliseconds now; tests move it. */
  now?: () => number;
  /**
   * When a loaded value stops being true whatever its TTL says (a flash sale starting or ending by
   * the clock), in milliseconds of `now`; undefined when only the TTL applies.
   */
  expiresAt?: (value: V) => number | undefined;
}

interface Entry<V> {
  value: V;
  loadedAt: number;
  ttlMs: number;
  /** The value's own end (`expiresAt`): past it the value is never served, not even while it rebuilds. */
  endsAt?: number;
}

export class Cache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Loads in flight by key; an invalidation removes the key, so a load begun before it is not kept. */
  private readonly flights = new Map<string, Promise<V>>();
  private readonly ttlMs: number;
  private readonly serveStale: boolean;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly expiresAt: ((value: V) => number | undefined) | undefined;
  private readonly counts: { hits: number; misses: number };

  constructor(options: CacheOptions<V>) {
    this.counts = countOf(options.name ?? 'other');
    this.ttlMs = options.ttlMs;
    this.serveStale = options.serveStale ?? false;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
    this.expiresAt = options.expiresAt;
  }

  /**
   * The value of `key`: cached while younger than its TTL (the cache's, or `ttlMs` for this key),
   * else loaded once for all callers.
   */
  async get(key: string, load: () => Promise<V>, ttlMs = this.ttlMs): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && this.isFresh(entry)) {
      this.counts.hits++;
      return entry.value;
    }
    this.counts.misses++;
    const stale = this.serveStale && entry && !this.isOver(entry) ? entry : undefined;
    const flight = this.flights.get(key) ?? this.start(key, load, ttlMs);
    if (stale) {
      // The rebuild's failure reaches no caller here; the next get after it tries again.
      flight.catch(() => {});
      return stale.value;
    }
    return flight;
  }

  /** The cached value of `key` while fresh, without loading. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && this.isFresh(entry) ? entry.value : undefined;
  }

  /** Keeps a value found some other way than by a load through `get`. */
  set(key: string, value: V): void {
    this.flights.delete(key);
    this.keep(key, this.entryOf(value, this.now(), this.ttlMs));
  }

  /** Forgets one key. */
  delete(key: string): void {
    this.entries.delete(key);
    this.flights.delete(key);
  }

  /** Forgets every key that starts with `prefix` ('' forgets everything). */
  deletePrefix(prefix: string): void {
    for (const key of [...this.entries.keys(), ...this.flights.keys()]) {
      if (key.startsWith(prefix)) this.delete(key);
    }
  }

  /** Forgets every cached value that matches; loads in flight are forgotten too, as their value is unknown yet. */
  deleteWhere(matches: (value: V, key: string) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value, key)) this.entries.delete(key);
    this.flights.clear();
  }

  clear(): void {
    this.entries.clear();
    this.flights.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private isFresh(entry: Entry<V>): boolean {
    const age = this.now() - entry.loadedAt;
    // A clock moved back (tests) counts as expired rather than fresh for ever.
    return age >= 0 && age < entry.ttlMs;
  }

  private start(key: string, load: () => Promise<V>, ttlMs: number): Promise<V> {
    const startedAt = this.now();
    const isCurrent = () => this.flights.get(key) === flight;
    const flight: Promise<V> = Promise.resolve()
      .then(load)
      .then(
        (value) => {
          if (isCurrent()) {
            this.flights.delete(key);
            this.keep(key, this.entryOf(value, startedAt, ttlMs));
          }
          return value;
        },
        (error: unknown) => {
          if (isCurrent()) this.flights.delete(key);
          throw error;
        },
      );
    this.flights.set(key, flight);
    return flight;
  }

  private entryOf(value: V, loadedAt: number, ttlMs: number): Entry<V> {
    const endsAt = this.expiresAt?.(value);
    if (endsAt === undefined) return { value, loadedAt, ttlMs };
    return { value, loadedAt, ttlMs: Math.max(0, Math.min(ttlMs, endsAt - loadedAt)), endsAt };
  }

  private isOver(entry: Entry<V>): boolean {
    return entry.endsAt !== undefined && this.now() >= entry.endsAt;
  }

  private keep(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
