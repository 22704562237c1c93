// The back office's table engine. A simple operator-edited table is described once (a CrudTable:
// how its rows read, how an input becomes columns, the rules a change or a delete must pass) and
// this engine lists, pages, saves and deletes it the same way for every domain. Every write takes
// the caller's transaction, so the audit entry (and any cache invalidation) commits with it.
import { eq } from 'drizzle-orm';
import type { AnyPgTable, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MessageId } from '@mall/i18n';
import { AppError } from '../lib/errors.ts';
import type { DbOrTx, Tx } from './client.ts';

/**
 * One table. `Read` is what its rows are read with (the operator's language, the clock), `Author`
 * what a save knows of who saves (for tables whose columns depend on it; void otherwise).
 */
export interface CrudTable<Row extends { id: number }, Input extends { id?: number | undefined }, Read, Author = void> {
  table: PgTable & { id: PgColumn };
  /** Every row for the operator's list, in its order, or only the row with `id`. */
  rows(db: DbOrTx, read: Read, id?: number): Promise<Row[]>;
  /** Checks the input against the other tables and answers the columns to write. */
  values(tx: Tx, input: Input, author: Author): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** A rule between the stored row and its change, checked before the update. */
  checkChange?(input: Input, before: Row): void;
  /** A rule a delete must pass besides nothing referring to the row (it may lock the row). */
  checkDelete?(tx: Tx, id: number): Promise<void>;
  /** Runs after every save and delete, in the same transaction (a cache to drop, say). */
  afterWrite?(tx: Tx): Promise<void>;
  /** The message for an id that names no row, and for a row something still refers to. */
  messages: { notFound: MessageId; inUse: MessageId };
}

export interface Change<Row> {
  before: Row | null;
  after: Row;
}

export interface CrudPage<Row> {
  list: Row[];
  pageNum: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === FOREIGN_KEY_VIOLATION;
}

/** Every row of the table, as the operator's list shows them. */
export async function crudList<Row extends { id: number }, Input extends { id?: number | undefined }, Read, Author>(
  db: DbOrTx,
  entity: CrudTable<Row, Input, Read, Author>,
  read: Read,
): Promise<Row[]> {
  return entity.rows(db, read);
}

/**
 * One page of the list. Back-office tables are small (a few hundred rows), so the page is cut from
 * the ordered list; `total` counts every row.
 */
export async function crudPage<Row extends { id: number }, Input extends { id?: number | undefined }, Read, Author>(
  db: DbOrTx,
  entity: CrudTable<Row, Input, Read, Author>,
  read: Read,
  paging: { pageNum: number; pageSize: number },
): Promise<CrudPage<Row>> {
  const rows = await entity.rows(db, read);
  const start = (paging.pageNum - 1) * paging.pageSize;
  const list = rows.slice(start, start + paging.pageSize);
  return { list, ...paging, total: rows.length, hasMore: start + list.length < rows.length };
}

/** One row by id, or null. */
export async function crudOne<Row extends { id: number }, Input extends { id?: number | undefined }, Read, Author>(
  db: DbOrTx,
  entity: CrudTable<Row, Input, Read, Author>,
  read: Read,
  id: number,
): Promise<Row | null> {
  const [row] = await entity.rows(db, read, id);
  return row ?? null;
}

/** Creates a row, or changes the one with the input's id; answers the row before and after. */
export async function crudSave<Row extends { id: number }, Input extends { id?: number | undefined }, Read, Author>(
  tx: Tx,
  entity: CrudTable<Row, Input, Read, Author>,
  read: Read,
  input: NoInfer<Input>,
  author: NoInfer<Author>,
): Promise<Change<Row>> {
  const table = entity.table as AnyPgTable;
  const values = await entity.values(tx, input, author);
  let before: Row | null = null;
  let id: number;
  if (input.id) {
    before = await crudOne(tx, entity, read, input.id);
    if (!before) throw new AppError('NOT_FOUND', entity.messages.notFound);
    entity.checkChange?.(input, before);
    await tx.update(table).set(values).where(eq(entity.table.id, input.id));
    id = input.id;
  } else {
    const [created] = await tx.insert(table).values(values).returning({ id: entity.table.id });
    id = created!.id as number;
  }
  await entity.afterWrite?.(tx);
  return { before, after: (await crudOne(tx, entity, read, id))! };
}

/** Deletes a row nothing refers to (else IN_USE); answers the row as it was. */
export async function crudRemove<Row extends { id: number }, Input extends { id?: number | undefined }, Read, Author>(
  tx: Tx,
  entity: CrudTable<Row, Input, Read, Author>,
  read: Read,
  id: number,
): Promise<Row> {
  await entity.checkDelete?.(tx, id);
  const before = await crudOne(tx, entity, read, id);
  if (!before) throw new AppError('NOT_FOUND', entity.messages.notFound);
  try {
    // A savepoint, so a refused delete leaves the operator's transaction usable.
    const removed = await tx.transaction(async (inner) =>
      inner
        .delete(entity.table as AnyPgTable)
        .where(eq(entity.table.id, id))
        .returning({ id: entity.table.id }),
    );
    if (removed.length === 0) throw new AppError('NOT_FOUND', entity.messages.notFound);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', entity.messages.inUse, undefined, 'IN_USE');
    throw error;
  }
  await entity.afterWrite?.(tx);
  return before;
}
