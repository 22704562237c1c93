// What the catalogue's services share: the clock flash sales are read from, the short-lived
// content caches an operator edit clears, and the paging helpers of every list.
import { sql, type SQL } from 'drizzle-orm';
import type { Page } from '@mall/contracts';
import type { Locale } from '@mall/i18n';

/** Who is looking: prices depend on the level, favourites and history on the member. */
export interface Viewer {
  locale: Locale;
  memberId: number | null;
  level: number;
}

export interface PageInput {
  pageNum: number;
  pageSize: number;
}

export type Clock = () => Date;

/** The spec's recommended-products cache. */
export const RECOMMEND_TTL_MS = 2 * 60 * 1000;
/** Read-mostly content (home, category tree); operator edits clear it at once in this process. */
export const CONTENT_TTL_MS = 10_000;

export function pageOf<T>(list: T[], input: PageInput, total: number): Page<T> {
  return {
    list,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
    total,
    hasMore: input.pageNum * input.pageSize < total,
  };
}

export function offsetOf(input: PageInput): number {
  return (input.pageNum - 1) * input.pageSize;
}

/** Raw queries answer timestamps as text: read them back into dates. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Escapes LIKE wildcards so a shopper's `%` or `_` matches itself. */
export function likePattern(keyword: string): string {
  return `%${keyword
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The clock and caches one app's catalogue services share. */
export class CatalogContext {
  /** The clock flash-sale states are read from; tests move it. */
  clock: Clock = () => new Date();
  private readonly content = new Map<string, { at: number; value: unknown }>();
  /** Per member (0 for guests): the recommended product ids and when they were ranked. */
  readonly recommendations = new Map<number, { at: number; ids: number[] }>();

  /** Forgets cached content after an operator edit. */
  invalidate(): void {
    this.content.clear();
    this.recommendations.clear();
  }

  /** Answers the cached value of `key` while younger than `ttlMs`, else loads and keeps it. */
  async cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const now = this.clock().getTime();
    const hit = this.content.get(key);
    if (hit && now - hit.at >= 0 && now - hit.at < ttlMs) return hit.value as T;
    const value = await load();
    this.content.set(key, { at: now, value });
    return value;
  }

  /** The clock's now as a SQL parameter. */
  nowParam(): SQL {
    return sql`${this.clock().toISOString()}::timestamptz`;
  }
}
