import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

export class RateLimitService {
  private readonly db: DbOrTx;

  constructor(db: DbOrTx) {
    this.db = db;
  }

  /**
   * Counts one hit on `key` in a fixed window and says whether it is within `limit`. One atomic
   * upsert, so concurrent hits from any number of processes are counted exactly.
   */
  async hit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    const result = await this.db.execute<{ hits: number }>(sql`
      insert into rate_limits (key, window_started_at, hits) values (${key}, clock_timestamp(), 1)
      on conflict (key) do update set
        hits = case when rate_limits.window_started_at <= clock_timestamp() - make_interval(secs => ${windowSeconds})
          then 1 else rate_limits.hits + 1 end,
        window_started_at = case when rate_limits.window_started_at <= clock_timestamp() - make_interval(secs => ${windowSeconds})
          then clock_timestamp() else rate_limits.window_started_at end
      returning hits`);
    return Number(result.rows[0]?.hits ?? Infinity) <= limit;
  }

  /** Like `hit`, but throws RATE_LIMITED when over the limit. */
  async enforce(key: string, limit: number, windowSeconds: number): Promise<void> {
    if (!(await this.hit(key, limit, windowSeconds))) throw new AppError('RATE_LIMITED');
  }
}
