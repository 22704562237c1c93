// The homepage top alert: the newest published homepage-top notice of the member's audience that
// they have not dismissed. A dismissal is kept per member on the server, so it holds on every device.
import { sql } from 'drizzle-orm';
import type { LocalizedText } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { visibleTo } from './notice.reading.ts';
import { renderNotice } from './notice.render.ts';

type TopRow = { id: number; title: LocalizedText; content: LocalizedText; at: Date };

export class HomepageTop {
  /** The alert to show, or null. */
  async current(db: DbOrTx, memberId: number, locale: Locale) {
    const { rows } = await db.execute<TopRow>(sql`
      select n.id, n.title, n.content, n.published_at as at from notices n
      where ${visibleTo(memberId)} and n.is_homepage_top and not exists (
        select 1 from homepage_top_dismissals d where d.notice_id = n.id and d.member_id = ${memberId})
      order by n.published_at desc, n.id desc limit 1`);
    const row = rows[0];
    if (!row) return null;
    return { id: row.id, ...renderNotice(locale, row.title, row.content), createdAt: new Date(row.at).toISOString() };
  }

  /** Dismisses one alert the member can see; answers the next one, if any. */
  async dismiss(db: DbOrTx, memberId: number, locale: Locale, noticeId: number, at: Date) {
    const { rowCount } = await db.execute(sql`
      insert into homepage_top_dismissals (notice_id, member_id, dismissed_at)
      select n.id, ${memberId}, ${at} from notices n
      where n.id = ${noticeId} and n.is_homepage_top and ${visibleTo(memberId)}
      on conflict do nothing`);
    if (rowCount === 0) {
      const { rows } = await db.execute(sql`
        select 1 from homepage_top_dismissals where notice_id = ${noticeId} and member_id = ${memberId}`);
      if (rows.length === 0) throw new AppError('NOT_FOUND', 'notice.notFound');
    }
    return this.current(db, memberId, locale);
  }
}
