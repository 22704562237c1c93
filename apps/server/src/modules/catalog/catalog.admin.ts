// Operator writes to the catalogue. Every method takes the transaction the audit entry shares;
// the simple tables are driven by their descriptions in catalog.admin-entities.ts, products by
// the product editor (catalog.admin-products.ts).
import { eq } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import type { Locale } from '@mall/i18n';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  crudEntities,
  type CrudEntity,
  type CrudInput,
  type CrudName,
  type CrudRow,
} from './catalog.admin-entities.ts';
import { ProductAdminService } from './catalog.admin-products.ts';
import type { CatalogContext } from './catalog.context.ts';

interface Change<T> {
  before: T | null;
  after: T;
}

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code ?? undefined;
  return code === FOREIGN_KEY_VIOLATION;
}

export class CatalogAdminService {
  private readonly context: CatalogContext;
  /** The product editor. */
  readonly products: ProductAdminService;

  constructor(context: CatalogContext) {
    this.context = context;
    this.products = new ProductAdminService(context);
  }

  /** Every row of a table for the operator list. */
  async list<N extends CrudName>(db: DbOrTx, name: N, locale: Locale): Promise<CrudRow<N>[]> {
    const entity: CrudEntity<N> = crudEntities[name];
    return entity.rows(db, { locale, now: this.context.clock() });
  }

  /** One row by id, or null. */
  async one<N extends CrudName>(db: DbOrTx, name: N, locale: Locale, id: number): Promise<CrudRow<N> | null> {
    const entity: CrudEntity<N> = crudEntities[name];
    const [row] = await entity.rows(db, { locale, now: this.context.clock() }, id);
    return row ?? null;
  }

  /** Creates a row, or changes the one with the input's id; answers the row before and after. */
  async save<N extends CrudName>(tx: Tx, name: N, locale: Locale, input: CrudInput<N>): Promise<Change<CrudRow<N>>> {
    const entity: CrudEntity<N> = crudEntities[name];
    const table = entity.table as AnyPgTable;
    const values = await entity.values(tx, input);
    let before: CrudRow<N> | null = null;
    let id: number;
    if (input.id) {
      before = await this.one(tx, name, locale, input.id);
      if (!before) throw new AppError('NOT_FOUND', 'catalog.notFound');
      entity.checkChange?.(input, before);
      await tx.update(table).set(values).where(eq(entity.table.id, input.id));
      id = input.id;
    } else {
      const [created] = await tx.insert(table).values(values).returning({ id: entity.table.id });
      id = created!.id as number;
    }
    await this.context.invalidate(tx);
    return { before, after: (await this.one(tx, name, locale, id))! };
  }

  /** Deletes a row nothing refers to; answers the row as it was. */
  async remove<N extends CrudName>(tx: Tx, name: N, locale: Locale, id: number): Promise<CrudRow<N> | null> {
    const entity: CrudEntity<N> = crudEntities[name];
    await entity.checkDelete?.(tx, id);
    const before = await this.one(tx, name, locale, id);
    try {
      // A savepoint, so a refused delete leaves the operator's transaction usable.
      const removed = await tx.transaction(async (inner) =>
        inner
          .delete(entity.table as AnyPgTable)
          .where(eq(entity.table.id, id))
          .returning({ id: entity.table.id }),
      );
      if (removed.length === 0) throw new AppError('NOT_FOUND', 'catalog.notFound');
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', 'catalog.inUse', undefined, 'IN_USE');
      throw error;
    }
    await this.context.invalidate(tx);
    return before;
  }
}
