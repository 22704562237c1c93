// A member's recent searches: kept to the latest twenty, newest first.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { searchHistory } from './catalog.schema.ts';

const SEARCH_HISTORY_KEEP = 20;

export class SearchHistoryService {
  /** Saves a keyword as the member's newest search and drops the oldest past the limit, in one statement. */
  async remember(db: DbOrTx, memberId: number, keyword: string): Promise<void> {
    await db.execute(sql`
      with saved as (
        insert into catalog_search_history (member_id, keyword, searched_at)
        values (${memberId}, ${keyword}, clock_timestamp())
        on conflict (member_id, keyword) do update set searched_at = excluded.searched_at
        returning id
      )
      delete from catalog_search_history h
      where h.member_id = ${memberId} and h.id not in (select id from saved) and h.id in (
        select id from catalog_search_history where member_id = ${memberId}
        order by searched_at desc, id desc offset ${SEARCH_HISTORY_KEEP - 1}
      )`);
  }

  /** The member's latest searches, newest first; none for a guest. */
  async list(db: DbOrTx, memberId: number | null) {
    if (memberId === null) return [];
    const rows = await db
      .select({ keyword: searchHistory.keyword, searchedAt: searchHistory.searchedAt })
      .from(searchHistory)
      .where(eq(searchHistory.memberId, memberId))
      .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id))
      .limit(SEARCH_HISTORY_KEEP);
    return rows.map((row) => ({ keyword: row.keyword, searchedAt: row.searchedAt.toISOString() }));
  }

  /** Removes one keyword, or every keyword, from the member's history; answers how many went. */
  async remove(db: DbOrTx, memberId: number, keyword?: string): Promise<number> {
    const mine = eq(searchHistory.memberId, memberId);
    const removed = await db
      .delete(searchHistory)
      .where(keyword && keyword !== '' ? and(mine, eq(searchHistory.keyword, keyword)) : mine)
      .returning({ id: searchHistory.id });
    return removed.length;
  }
}
