// What the catalogue's services share: the clock flash sales are read from, the short-lived
// content caches an operator edit clears, and the paging helpers of every list.
import { sql, type SQL } from 'drizzle-orm';
import type { Page } from '@mall/contracts';
import { locales, type Locale } from '@mall/i18n';
import type { CacheBus } from '../../db/cache-bus.ts';
import type { DbOrTx } from '../../db/client.ts';
import { answerCache } from '../../lib/answer-cache.ts';
import { Cache } from '../../lib/cache.ts';
import { isoText } from '../../lib/iso-time.ts';

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
/** Read-mostly content (home, category tree); operator edits clear it at once in every process. */
export const CONTENT_TTL_MS = 10_000;
/**
 * A product page as every viewer shares it (stock and sold counts included): short, since checkout
 * changes stock often. An operator edit drops it in every process; a sale drops it in this one.
 */
export const PRODUCT_TTL_MS = 2_000;
/**
 * Whole answers kept as bytes (home, first list pages, top searches). Short: home carries the
 * server's time for its flash-sale countdowns, and lists carry stock that checkout moves.
 */
export const ANSWER_TTL_MS = 2_000;

/** Ends with a colon so member 1's key is not a prefix of member 12's. */
function recommendKey(memberId: number): string {
  return `recommend:${memberId}:`;
}

/** The cache key prefix of one product's page. */
export function productKey(productId: number): string {
  return `product:${productId}:`;
}

/** The answer cache's key prefix of one product's page for guests (catalog.answers.ts). */
export function productAnswerKey(productId: number): string {
  return `detail:${productId}:`;
}

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
  private readonly content = new Cache<unknown>({
    name: 'catalog',
    ttlMs: CONTENT_TTL_MS,
    now: () => this.clock().getTime(),
  });
  /** Per member (0 for guests): the recommended product ids, ranked once per TTL. */
  private readonly recommendations = new Cache<number[]>({
    ttlMs: RECOMMEND_TTL_MS,
    now: () => this.clock().getTime(),
  });
  /** Shared answers as their bytes, compressed once; dropped with any catalogue edit or setting. */
  readonly answers = answerCache({ ttlMs: ANSWER_TTL_MS, maxEntries: 2_000, now: () => this.clock().getTime() });
  private readonly bus: CacheBus | undefined;

  /** `bus` carries invalidations to and from the other server processes. */
  constructor(bus?: CacheBus) {
    this.bus = bus;
    bus?.on('catalog', (rest) => {
      this.content.deletePrefix(rest);
      this.recommendations.deletePrefix(rest);
      // A member's recommendations are in no shared answer.
      if (!rest.startsWith('recommend:')) this.answers.clear();
    });
    // Home carries the operator's notice, a setting.
    bus?.on('settings', () => this.answers.clear());
  }

  /** Forgets every cached catalogue answer after an operator edit, here and (on commit) in every process. */
  async invalidate(db: DbOrTx): Promise<void> {
    await this.forget(db, '');
  }

  /** Forgets a member's recommendations (their favourites changed) in every process. */
  async forgetRecommendations(db: DbOrTx, memberId: number): Promise<void> {
    await this.forget(db, recommendKey(memberId));
  }

  private async forget(db: DbOrTx, prefix: string): Promise<void> {
    this.content.deletePrefix(prefix);
    this.recommendations.deletePrefix(prefix);
    if (prefix === '') this.answers.clear();
    await this.bus?.publish(db, [`catalog:${prefix}`]);
  }

  /** Forgets one product's page in this process only: stock moves too often to tell every process. */
  forgetProductHere(productId: number): void {
    this.content.deletePrefix(productKey(productId));
    // Answers are kept per language (`register-call.ts` puts it first in the key).
    for (const locale of locales) this.answers.deletePrefix(`${locale}:${productAnswerKey(productId)}`);
  }

  /** Answers the cached value of `key` while younger than `ttlMs`, else loads it once for every caller. */
  cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    return this.content.get(key, load, ttlMs) as Promise<T>;
  }

  /** The ranked recommendation ids of a member (0 for guests), loaded once per TTL. */
  recommended(memberId: number, rank: () => Promise<number[]>): Promise<number[]> {
    return this.recommendations.get(recommendKey(memberId), rank);
  }

  /** The clock's now as an ISO timestamp: the value of a compiled statement's `now` placeholder. */
  nowText(): string {
    return isoText(this.clock());
  }

  /** The clock's now as a SQL parameter. */
  nowParam(): SQL {
    return sql`${this.nowText()}::timestamptz`;
  }
}
