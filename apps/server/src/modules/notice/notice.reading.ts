// What a member reads: one kind of their notices page by page, one notice, read marks and the
// unread counts. Operator notices fan out here, at read time, by audience; nothing is copied per member.
import { sql, type SQL } from 'drizzle-orm';
import type { LocalizedText, NoticeKind, NoticeView } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { renderNotice, renderNotification } from './notice.render.ts';
import type { NotificationParams } from './notice.topics.ts';

export interface PageInput {
  kind: NoticeKind;
  pageSize: number;
  lastId?: number | undefined;
}
export type UnreadCounts = Record<NoticeKind | 'total', number>;

/** The notices this member's audience sees, published by now. */
export function visibleTo(memberId: number): SQL {
  return sql`n.published_at is not null
    and (n.audience = 'all' or n.level <= (select level from members where id = ${memberId}))`;
}

type NoticeRow = { id: number; title: LocalizedText; content: LocalizedText; at: Date; is_read: boolean };
type NotificationRow = { id: number; template: string; params: NotificationParams; at: Date; is_read: boolean };

const iso = (at: Date | string) => new Date(at).toISOString();

export class NoticeReading {
  /** One page of a kind, newest first; `lastId` continues after the previous page. */
  async page(db: DbOrTx, memberId: number, locale: Locale, input: PageInput) {
    const after = input.lastId ? sql`and n.id < ${input.lastId}` : sql``;
    const list = await this.select(db, memberId, locale, input.kind, after, input.pageSize + 1);
    return { list: list.slice(0, input.pageSize), hasMore: list.length > input.pageSize };
  }

  /** One of the member's notices; another member's, or one not yet published, is not found. */
  async one(db: DbOrTx, memberId: number, locale: Locale, kind: NoticeKind, id: number): Promise<NoticeView> {
    const [found] = await this.select(db, memberId, locale, kind, sql`and n.id = ${id}`, 1);
    if (!found) throw new AppError('NOT_FOUND', 'notice.notFound');
    return found;
  }

  private async select(
    db: DbOrTx,
    memberId: number,
    locale: Locale,
    kind: NoticeKind,
    where: SQL,
    limit: number,
  ): Promise<NoticeView[]> {
    if (kind === 'notice') {
      const { rows } = await db.execute<NoticeRow>(sql`
        select n.id, n.title, n.content, n.published_at as at, r.read_at is not null as is_read
        from notices n left join notice_reads r on r.notice_id = n.id and r.member_id = ${memberId}
        where ${visibleTo(memberId)} ${where}
        order by n.id desc limit ${limit}`);
      return rows.map((row) => ({
        id: row.id,
        kind,
        ...renderNotice(locale, row.title, row.content),
        isRead: row.is_read,
        createdAt: iso(row.at),
      }));
    }
    const { rows } = await db.execute<NotificationRow>(sql`
      select n.id::int as id, n.template, n.params, n.created_at as at, n.read_at is not null as is_read
      from member_notifications n
      where n.member_id = ${memberId} and n.kind = ${kind} ${where}
      order by n.id desc limit ${limit}`);
    return rows.map((row) => ({
      id: row.id,
      kind,
      ...renderNotification(locale, row.template, row.params),
      isRead: row.is_read,
      createdAt: iso(row.at),
    }));
  }

  /** Marks one notice read, or every notice of the kind when `id` is absent; another member's is not found. */
  async markRead(db: DbOrTx, memberId: number, kind: NoticeKind, id: number | undefined, at: Date): Promise<void> {
    const one = id === undefined ? sql`` : sql`and n.id = ${id}`;
    if (id !== undefined) await this.one(db, memberId, 'zh_CN', kind, id);
    if (kind === 'notice') {
      await db.execute(sql`
        insert into notice_reads (notice_id, member_id, read_at)
        select n.id, ${memberId}, ${at} from notices n where ${visibleTo(memberId)} ${one}
        on conflict do nothing`);
      return;
    }
    await db.execute(sql`
      update member_notifications n set read_at = ${at}
      where n.member_id = ${memberId} and n.kind = ${kind} and n.read_at is null ${one}`);
  }

  /** Unread notices per kind and in total. */
  async unread(db: DbOrTx, memberId: number): Promise<UnreadCounts> {
    const { rows } = await db.execute<{ notice: number; system: number; points: number }>(sql`
      select
        (select count(*)::int from notices n where ${visibleTo(memberId)} and not exists (
          select 1 from notice_reads r where r.notice_id = n.id and r.member_id = ${memberId})) as notice,
        (select count(*)::int from member_notifications
          where member_id = ${memberId} and kind = 'system' and read_at is null) as system,
        (select count(*)::int from member_notifications
          where member_id = ${memberId} and kind = 'points' and read_at is null) as points`);
    const counts = rows[0]!;
    return { ...counts, total: counts.notice + counts.system + counts.points };
  }
}
