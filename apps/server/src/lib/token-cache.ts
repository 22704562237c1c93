// Who is behind a session token, kept for a few seconds per process so a logged-in call costs no
// session statement. Keyed by the token's hash (the token itself is never kept); an ended session
// is forgotten by session id or by owner in every process through the cache bus.
import { Cache } from './cache.ts';
import { hashToken } from './secrets.ts';

export interface SessionHolder {
  sessionId: number;
}

/** The cross-process invalidation hub as this cache uses it (db/cache-bus.ts's CacheBus). */
export interface InvalidationBus<D> {
  on(namespace: string, forget: (rest: string) => void): void;
  publish(db: D, keys: string[]): Promise<void>;
}

export interface TokenCacheOptions<T, D> {
  /** How long a checked token is trusted; 0 turns the cache off. */
  ttlMs: number;
  /** The member or operator a session belongs to. */
  ownerOf: (holder: T) => number;
  /** The bus namespace of this cache's keys, e.g. `auth-member`. */
  namespace: string;
  bus?: InvalidationBus<D> | undefined;
}

export class TokenCache<T extends SessionHolder, D> {
  private readonly cache: Cache<T | null> | null;
  private readonly options: TokenCacheOptions<T, D>;

  constructor(options: TokenCacheOptions<T, D>) {
    // Unknown tokens are kept too, so a flood of made-up tokens costs one statement each per TTL, bounded.
    this.cache =
      options.ttlMs > 0
        ? new Cache<T | null>({ name: options.namespace, ttlMs: options.ttlMs, maxEntries: 50_000 })
        : null;
    this.options = options;
    options.bus?.on(options.namespace, (rest) => this.forget(rest));
  }

  /** Forgets ended sessions (a key from `session` or `owner`) here at once and, on commit, in every process. */
  async ended(db: D, key: string): Promise<void> {
    this.forget(key);
    await this.options.bus?.publish(db, [`${this.options.namespace}:${key}`]);
  }

  /** The holder of `token`, from the cache or from `load`. */
  lookup(token: string, load: () => Promise<T | null>): Promise<T | null> {
    return this.cache ? this.cache.get(hashToken(token), load) : load();
  }

  /** Bus key for one session (the part after the namespace). */
  static session(sessionId: number): string {
    return `s${sessionId}`;
  }

  /** Bus key for every session of one member or operator. */
  static owner(ownerId: number): string {
    return `o${ownerId}`;
  }

  /** Drops what a bus key names: `s<id>` one session, `o<id>` an owner's sessions, '' everything. */
  forget(rest: string): void {
    if (!this.cache) return;
    const id = Number(rest.slice(1));
    if (rest.startsWith('s') && Number.isInteger(id)) {
      this.cache.deleteWhere((holder) => holder?.sessionId === id);
    } else if (rest.startsWith('o') && Number.isInteger(id)) {
      this.cache.deleteWhere((holder) => holder !== null && this.options.ownerOf(holder) === id);
    } else {
      this.cache.clear();
    }
  }
}
