import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

/** Fixed-window counters in the database, shared by every server process. Holds no connection. */
export class RateLimitService {
  /**
   * Counts one hit on `key` in a fixed window and says whether it is within `limit`. One atomic
   * upsert, so concurrent hits from any number of processes are counted exactly.
   */
  async hit(db: DbOrTx, key: string, limit: number, windowSeconds: number): Promise<boolean> {
    return (await this.count(db, key, limit, windowSeconds)).allowed;
  }

  /** `hit`, also answering the whole seconds until the window (and the refusal) ends. */
  private async count(db: DbOrTx, key: string, limit: number, windowSeconds: number) {
    const result = await db.execute<{ hits: number; seconds_left: number }>(sql`
      insert into rate_limits (key, window_started_at, hits) values (${key}, clock_timestamp(), 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_started_at <= clock_timestamp() - make_interval(secs => ${windowSeconds})
          then 1 else rate_limits.hits + 1 end,
        window_started_at = case when rate_limits.window_started_at <= clock_timestamp() - make_interval(secs => ${windowSeconds})
          then clock_timestamp() else rate_limits.window_started_at end
      returning hits, ceil(extract(epoch from
        rate_limits.window_started_at + make_interval(secs => ${windowSeconds}) - clock_timestamp()))::int as seconds_left`);
    const row = result.rows[0];
    return {
      allowed: Number(row?.hits ?? Infinity) <= limit,
      secondsLeft: Math.max(1, Math.min(windowSeconds, Number(row?.seconds_left ?? windowSeconds))),
    };
  }

  /** Whether `key` is already over `limit` in its current window, without counting a hit. */
  async isOver(db: DbOrTx, key: string, limit: number, windowSeconds: number): Promise<boolean> {
    const result = await db.execute<{ hits: number }>(sql`
      select hits from rate_limits
      where key = ${key} and window_started_at > clock_timestamp() - make_interval(secs => ${windowSeconds})`);
    return Number(result.rows[0]?.hits ?? 0) >= limit;
  }

  /** Gives back one hit on `key` (a login that turned out right), so only failures add up. */
  async refund(db: DbOrTx, key: string): Promise<void> {
    await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${key}`);
  }

  /** Like `hit`, but throws RATE_LIMITED, naming the seconds to wait, when over the limit. */
  async enforce(db: DbOrTx, key: string, limit: number, windowSeconds: number): Promise<void> {
    const { allowed, secondsLeft } = await this.count(db, key, limit, windowSeconds);
    if (!allowed) {
      throw new AppError('RATE_LIMITED', 'error.RATE_LIMITED_WAIT', { seconds: secondsLeft }, undefined, {
        retryAfterSeconds: secondsLeft,
      });
    }
  }
}
