// SKU and flash-sale stock as checkout takes it and a closed order gives it back.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pgError } from '../../db/pg-error.ts';
import { AppError } from '../../lib/errors.ts';
import type { CatalogContext } from './catalog.context.ts';
import { flashSales, skus } from './catalog.schema.ts';

function insufficientStock(): AppError {
  return new AppError('CONFLICT', 'catalog.insufficientStock', undefined, 'INSUFFICIENT_STOCK');
}

/** The shopper's error when a statement failed because a SKU had too little stock, else null. */
export function stockShortfall(error: unknown): AppError | null {
  const cause = pgError(error);
  return cause.code === '23514' && cause.constraint === 'catalog_skus_stock_non_negative' ? insufficientStock() : null;
}

/** A quantity of one SKU to take. */
export interface StockLine {
  productGoodsId: number;
  qty: number;
}

function positive(qty: number, what: string) {
  if (!Number.isInteger(qty) || qty <= 0) throw new Error(`${what}: qty must be a positive integer, got ${qty}`);
}

export class StockService {
  private readonly context: CatalogContext;

  constructor(context: CatalogContext) {
    this.context = context;
  }

  /**
   * Takes the lines' stock in a statement of its own (`takeWith`), so stock never goes below zero
   * under any concurrency; throws CONFLICT 'insufficient stock' when a SKU has too little or is off
   * sale. In a transaction the failed statement ends it: the caller's writes are rolled back too.
   */
  async take(db: DbOrTx, lines: readonly StockLine[]): Promise<void> {
    const { ctes, check } = this.takeWith(lines);
    let taken;
    try {
      taken = await db.execute<{ product_ids: number[] }>(
        sql`with ${ctes} select ${check}, (select coalesce(json_agg(product_id), '[]') from stock_taken) as product_ids`,
      );
    } catch (error) {
      throw stockShortfall(error) ?? error;
    }
    this.forgetTaken(taken.rows[0]?.product_ids ?? []);
  }

  /**
   * Takes the lines' stock inside a caller's statement: the CTEs `stock_locked` (the SKU rows, locked
   * in id order so two checkouts queue instead of deadlocking) and `stock_taken`, and the `check`
   * the caller's select list must carry, which fails the whole statement unless every SKU was taken.
   */
  takeWith(lines: readonly StockLine[]): { ctes: SQL; check: SQL } {
    const wanted = new Map<number, number>();
    for (const line of lines) {
      positive(line.qty, 'takeStock');
      wanted.set(line.productGoodsId, (wanted.get(line.productGoodsId) ?? 0) + line.qty);
    }
    const rows = JSON.stringify([...wanted].map(([id, qty]) => ({ id, qty })));
    return {
      // The lock takes only rows with the stock wanted: a buyer queued behind the last unit's sale
      // finds, once it commits, that the row no longer qualifies, and fails at once without the lock.
      ctes: sql`stock_locked as (
          select k.id from catalog_skus k join jsonb_to_recordset(${rows}::jsonb) as w(id int, qty int) on w.id = k.id
           where k.is_active and k.stock >= w.qty
           order by k.id for update of k),
        stock_taken as (
          update catalog_skus k set stock = k.stock - w.qty, sold_count = k.sold_count + w.qty
            from stock_locked s join jsonb_to_recordset(${rows}::jsonb) as w(id int, qty int) on w.id = s.id
           where k.id = s.id
          returning k.id, k.product_id)`,
      check: sql`catalog_stock_taken(${wanted.size}, (select count(*)::int from stock_taken))`,
    };
  }

  /** Drops this process's cached pages of products whose stock a caller's statement took. */
  forgetTaken(productIds: readonly number[]): void {
    for (const productId of new Set(productIds)) this.context.forgetProductHere(productId);
  }

  /** Gives back what a closed or cancelled order took. */
  async giveBack(db: DbOrTx, productGoodsId: number, qty: number): Promise<void> {
    positive(qty, 'giveBackStock');
    const [row] = await db
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${qty}`, soldCount: sql`greatest(${skus.soldCount} - ${qty}, 0)` })
      .where(eq(skus.id, productGoodsId))
      .returning({ productId: skus.productId });
    if (row) this.context.forgetProductHere(row.productId);
  }

  /**
   * Takes `qty` of a running flash sale's own stock for its SKU, by conditional UPDATE: never
   * beyond the sale's stock, only while it runs. Throws 'insufficient stock' otherwise.
   */
  async takeFlash(db: DbOrTx, flashSaleId: number, productGoodsId: number, qty: number): Promise<void> {
    positive(qty, 'takeFlashStock');
    const now = this.context.nowText();
    const [row] = await db
      .update(flashSales)
      .set({ soldCount: sql`${flashSales.soldCount} + ${qty}` })
      .where(
        and(
          eq(flashSales.id, flashSaleId),
          eq(flashSales.skuId, productGoodsId),
          sql`${flashSales.startsAt} <= ${now}::timestamptz and ${flashSales.endsAt} > ${now}::timestamptz`,
          sql`${flashSales.soldCount} + ${qty} <= ${flashSales.stock}`,
        ),
      )
      .returning({ id: flashSales.id });
    if (!row) throw insufficientStock();
  }

  async giveBackFlash(db: DbOrTx, flashSaleId: number, qty: number): Promise<void> {
    positive(qty, 'giveBackFlashStock');
    await db
      .update(flashSales)
      .set({ soldCount: sql`greatest(${flashSales.soldCount} - ${qty}, 0)` })
      .where(eq(flashSales.id, flashSaleId));
  }
}
