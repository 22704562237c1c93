// Who is behind a session token, kept for a few seconds per process so a logged-in call costs no
// session statement. Keyed by the token's hash (the token itself is never kept); an ended session
// is forgotten by session id or by owner in every process through the cache bus.
import { Cache } from './cache.ts';
import { hashToken } from './secrets.ts';

export interface SessionHolder {
  sessionId: number;
}

export class TokenCache<T extends SessionHolder> {
  private readonly cache: Cache<T | null> | null;
  private readonly ownerOf: (holder: T) => number;

  /** `ttlMs` 0 turns the cache off; `ownerOf` names the member or operator a session belongs to. */
  constructor(ttlMs: number, ownerOf: (holder: T) => number) {
    // Unknown tokens are kept too, so a flood of made-up tokens costs one statement each per TTL, bounded.
    this.cache = ttlMs > 0 ? new Cache<T | null>({ ttlMs, maxEntries: 50_000 }) : null;
    this.ownerOf = ownerOf;
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
      this.cache.deleteWhere((holder) => holder !== null && this.ownerOf(holder) === id);
    } else {
      this.cache.clear();
    }
  }
}
