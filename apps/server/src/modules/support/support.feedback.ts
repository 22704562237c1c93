// Members' feedback and its conversation with operators. The member sees only their own; photos
// are private files whose signed links go only to their member and to operators. An operator's
// reply publishes `feedback.replied` in its transaction, once per message.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FeedbackDetailView } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import { assertImage } from '../../lib/images.ts';
import { publish } from '../events/index.ts';
import type { PrivateFiles } from '../identity/index.ts';
import { feedbackMachine } from './support.states.ts';
import { feedbackImages, feedbackMessages, feedbacks } from './support.schema.ts';

type FeedbackRow = typeof feedbacks.$inferSelect;

export interface FeedbackInput {
  content: string;
  contact: string;
  images: readonly string[];
}

export interface Paging {
  pageNum: number;
  pageSize: number;
}

export interface ReplyingOperator {
  operatorId: number;
  operatorName: string;
}

const notFound = () => new AppError('NOT_FOUND', 'support.feedbackNotFound', undefined, 'FEEDBACK_NOT_FOUND');

function summaryOf(row: FeedbackRow) {
  return {
    id: row.id,
    content: row.content,
    status: row.status,
    unreadReplies: row.unreadReplies,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export class FeedbackService {
  readonly #files: PrivateFiles;

  constructor(files: PrivateFiles) {
    this.#files = files;
  }

  /** Keeps a member's photo privately (re-encoded, metadata dropped) and records them as its uploader. */
  async storeImage(db: DbOrTx, memberId: number, bytes: Buffer) {
    await assertImage(bytes, 'catalog.imageInvalid');
    const id = await this.#files.store(bytes);
    await db.insert(feedbackImages).values({ id, memberId });
    return { id, ...this.#files.sign(id) };
  }

  /** The file of a signed link, or null: serves the private photos. */
  openImage(key: string, expires: string | undefined, signature: string | undefined) {
    return this.#files.open(key, expires, signature);
  }

  /** Writes a member's feedback; every photo must be one they uploaded. */
  async add(tx: Tx, memberId: number, input: FeedbackInput): Promise<FeedbackDetailView> {
    const ids = [...new Set(input.images)];
    if (ids.length > 0) {
      const mine = await tx
        .select({ id: feedbackImages.id })
        .from(feedbackImages)
        .where(and(eq(feedbackImages.memberId, memberId), inArray(feedbackImages.id, ids)));
      if (mine.length !== ids.length) {
        throw new ValidationFailure([{ code: 'custom', path: ['images'], message: 'PHOTO_NOT_YOURS' }]);
      }
    }
    const [row] = await tx
      .insert(feedbacks)
      .values({ memberId, content: input.content, contact: input.contact, images: ids })
      .returning();
    return this.#detail(tx, row!);
  }

  /** The member's own feedback, newest first. */
  async memberPage(db: DbOrTx, memberId: number, paging: Paging) {
    return this.#page(db, eq(feedbacks.memberId, memberId), paging, [desc(feedbacks.id)]);
  }

  /** The inbox: one status oldest change first (the queue), or everything newest first. */
  async inbox(db: DbOrTx, status: number | undefined, paging: Paging) {
    return status === undefined
      ? this.#page(db, sql`true`, paging, [desc(feedbacks.id)])
      : this.#page(db, eq(feedbacks.status, status), paging, [asc(feedbacks.updatedAt), asc(feedbacks.id)]);
  }

  /** One of the member's feedback with its conversation; their unread replies become read. */
  async memberDetail(tx: Tx, memberId: number, id: number): Promise<FeedbackDetailView> {
    const [row] = await tx
      .update(feedbacks)
      .set({ unreadReplies: 0 })
      .where(and(eq(feedbacks.id, id), eq(feedbacks.memberId, memberId)))
      .returning();
    if (!row) throw notFound();
    return this.#detail(tx, row);
  }

  /** The member answers in their own feedback's conversation; it waits for the shop again. */
  async memberReply(tx: Tx, memberId: number, id: number, content: string): Promise<FeedbackDetailView> {
    await this.#owned(tx, memberId, id);
    await feedbackMachine.apply(tx, id, 'memberReply', { set: [sql`updated_at = now()`] });
    await tx.insert(feedbackMessages).values({ feedbackId: id, author: 'member', content });
    return this.memberDetail(tx, memberId, id);
  }

  /** Any feedback with its conversation, for operators. */
  async operatorDetail(db: DbOrTx, id: number) {
    const [row] = await db.select().from(feedbacks).where(eq(feedbacks.id, id));
    if (!row) throw notFound();
    return { memberId: row.memberId, view: await this.#detail(db, row) };
  }

  /** An operator answers: the feedback becomes answered, one more unread reply, and the member is told. */
  async operatorReply(tx: Tx, operator: ReplyingOperator, id: number, content: string) {
    const before = await feedbackMachine.apply(tx, id, 'operatorReply', {
      set: [sql`unread_replies = unread_replies + 1`, sql`updated_at = now()`],
    });
    const [message] = await tx
      .insert(feedbackMessages)
      .values({ feedbackId: id, author: 'operator', ...operator, content })
      .returning();
    const { memberId, view } = await this.operatorDetail(tx, id);
    await publish(tx, 'feedback.replied', `${id}:${message!.id}`, {
      feedbackId: id,
      memberId,
      messageId: message!.id,
      at: message!.createdAt.toISOString(),
    });
    return { status: before, messageId: message!.id, memberId, view };
  }

  /** Closes a feedback, or reopens a closed one. */
  async setState(tx: Tx, id: number, action: 'close' | 'reopen') {
    const [before] = await tx.select({ status: feedbacks.status }).from(feedbacks).where(eq(feedbacks.id, id));
    if (!before) throw notFound();
    await feedbackMachine.apply(tx, id, action, { set: [sql`updated_at = now()`] });
    return { before: before.status, ...(await this.operatorDetail(tx, id)) };
  }

  async #owned(db: DbOrTx, memberId: number, id: number) {
    const [row] = await db
      .select({ id: feedbacks.id })
      .from(feedbacks)
      .where(and(eq(feedbacks.id, id), eq(feedbacks.memberId, memberId)));
    if (!row) throw notFound();
  }

  async #page(db: DbOrTx, where: SQL, { pageNum, pageSize }: Paging, order: SQL[]) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(feedbacks)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db.select({ n: count() }).from(feedbacks).where(where),
    ]);
    const totalCount = total?.n ?? 0;
    return {
      rows,
      list: rows.map(summaryOf),
      pageNum,
      pageSize,
      total: totalCount,
      hasMore: pageNum * pageSize < totalCount,
    };
  }

  async #detail(db: DbOrTx, row: FeedbackRow): Promise<FeedbackDetailView> {
    const messages = await db
      .select()
      .from(feedbackMessages)
      .where(eq(feedbackMessages.feedbackId, row.id))
      .orderBy(asc(feedbackMessages.id));
    return {
      ...summaryOf(row),
      contact: row.contact,
      images: row.images.map((id) => ({ id, ...this.#files.sign(id) })),
      messages: messages.map((message) => ({
        id: message.id,
        author: message.author === 'operator' ? 'operator' : 'member',
        operatorName: message.author === 'operator' ? message.operatorName : null,
        content: message.content,
        createdAt: message.createdAt.toISOString(),
      })),
    };
  }
}
