// Operator writes to the catalogue. Every method takes the transaction the audit entry shares;
// the simple tables are described in catalog.admin-entities.ts and driven by the table engine
// (db/crud.ts), products by the product editor (catalog.admin-products.ts).
import type { Locale } from '@mall/i18n';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { crudList, crudOne, crudRemove, crudSave, type Change, type CrudTable } from '../../db/crud.ts';
import {
  crudEntities,
  type CrudInput,
  type CrudName,
  type CrudRow,
  type ReadContext,
} from './catalog.admin-entities.ts';
import { ProductAdminService } from './catalog.admin-products.ts';
import type { CatalogContext } from './catalog.context.ts';

export class CatalogAdminService {
  private readonly context: CatalogContext;
  /** The product editor. */
  readonly products: ProductAdminService;

  constructor(context: CatalogContext) {
    this.context = context;
    this.products = new ProductAdminService(context);
  }

  /** A table as the engine drives it: its description, the catalogue's messages, the cache drop. */
  table<N extends CrudName>(name: N): CrudTable<CrudRow<N>, CrudInput<N>, ReadContext> {
    return {
      ...crudEntities[name],
      messages: { notFound: 'catalog.notFound', inUse: 'catalog.inUse' },
      afterWrite: (tx) => this.context.invalidate(tx),
    };
  }

  private read(locale: Locale): ReadContext {
    return { locale, now: this.context.clock() };
  }

  /** Every row of a table for the operator list. */
  async list<N extends CrudName>(db: DbOrTx, name: N, locale: Locale): Promise<CrudRow<N>[]> {
    return crudList(db, this.table(name), this.read(locale));
  }

  /** One row by id, or null. */
  async one<N extends CrudName>(db: DbOrTx, name: N, locale: Locale, id: number): Promise<CrudRow<N> | null> {
    return crudOne(db, this.table(name), this.read(locale), id);
  }

  /** Creates a row, or changes the one with the input's id; answers the row before and after. */
  async save<N extends CrudName>(tx: Tx, name: N, locale: Locale, input: CrudInput<N>): Promise<Change<CrudRow<N>>> {
    return crudSave(tx, this.table(name), this.read(locale), input, undefined);
  }

  /** Deletes a row nothing refers to; answers the row as it was. */
  async remove<N extends CrudName>(tx: Tx, name: N, locale: Locale, id: number): Promise<CrudRow<N>> {
    return crudRemove(tx, this.table(name), this.read(locale), id);
  }
}
