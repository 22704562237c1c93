// The back office's operator notices through the table engine (db/crud.ts): audience, four-language
// texts and an optional schedule. A notice due now is published at save; a later one by the job.
import { desc, eq, sql } from 'drizzle-orm';
import type { ParsedBodyOf, ResultOf, adminNotice } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { crudList, crudRemove, crudSave, type Change, type CrudTable } from '../../db/crud.ts';
import { notices } from './notice.schema.ts';

export type NoticeInput = ParsedBodyOf<typeof adminNotice.notice.save>;
export type AdminNoticeView = ResultOf<typeof adminNotice.notice.save>;

/** Who saves, and the shop's clock at the save. */
export interface NoticeAuthor {
  operatorId: number | null;
  now: Date;
}

function toView(row: typeof notices.$inferSelect): AdminNoticeView {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    audience: row.audience,
    level: row.level,
    publishAt: row.publishAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    state: row.publishedAt ? 'published' : 'scheduled',
    isHomepageTop: row.isHomepageTop,
    createdBy: row.createdBy,
  };
}

export const noticeTable: CrudTable<AdminNoticeView, NoticeInput, void, NoticeAuthor> = {
  table: notices,
  async rows(db, _read, id) {
    const rows = await db
      .select()
      .from(notices)
      .where(id === undefined ? undefined : eq(notices.id, id))
      .orderBy(desc(notices.id));
    return rows.map(toView);
  },
  values(_tx, input, author) {
    const publishAt = input.publishAt ? new Date(input.publishAt) : author.now;
    return {
      title: input.title,
      content: input.content,
      audience: input.audience,
      level: input.audience === 'level' ? input.level : null,
      publishAt,
      // Moving a notice to a later time hides it again until then.
      publishedAt: publishAt <= author.now ? publishAt : null,
      isHomepageTop: input.isHomepageTop,
      createdBy: author.operatorId,
    };
  },
  messages: { notFound: 'notice.notFound', inUse: 'notice.notFound' },
};

export class NoticeAdmin {
  /** Every notice, newest first. */
  list(db: DbOrTx): Promise<AdminNoticeView[]> {
    return crudList(db, noticeTable, undefined);
  }

  save(tx: Tx, input: NoticeInput, author: NoticeAuthor): Promise<Change<AdminNoticeView>> {
    return crudSave(tx, noticeTable, undefined, input, author);
  }

  /** Deleting a notice removes it, its read marks and dismissals, for every member. */
  remove(tx: Tx, id: number): Promise<AdminNoticeView> {
    return crudRemove(tx, noticeTable, undefined, id);
  }

  /** Publishes every notice whose time has come; answers how many. Safe to run anywhere at once. */
  async publishDue(db: DbOrTx, now: Date): Promise<number> {
    const { rowCount } = await db.execute(
      sql`update notices set published_at = publish_at where published_at is null and publish_at <= ${now}`,
    );
    return rowCount ?? 0;
  }
}
