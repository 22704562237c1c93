// SKU and flash-sale stock as checkout takes it and a closed order gives it back.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { CatalogContext } from './catalog.context.ts';
import { flashSales, skus } from './catalog.schema.ts';

function positive(qty: number, what: string) {
  if (!Number.isInteger(qty) || qty <= 0) throw new Error(`${what}: qty must be a positive integer, got ${qty}`);
}

export class StockService {
  private readonly context: CatalogContext;

  constructor(context: CatalogContext) {
    this.context = context;
  }

  /**
   * Takes `qty` of a SKU's stock in one conditional UPDATE, so stock never goes below zero under
   * any concurrency; throws CONFLICT 'insufficient stock' when there is not enough.
   */
  async take(db: DbOrTx, productGoodsId: number, qty: number): Promise<{ stock: number; soldCount: number }> {
    positive(qty, 'takeStock');
    const [row] = await db
      .update(skus)
      .set({ stock: sql`${skus.stock} - ${qty}`, soldCount: sql`${skus.soldCount} + ${qty}` })
      .where(and(eq(skus.id, productGoodsId), eq(skus.isActive, true), gte(skus.stock, qty)))
      .returning({ stock: skus.stock, soldCount: skus.soldCount, productId: skus.productId });
    if (!row) throw new AppError('CONFLICT', 'catalog.insufficientStock', undefined, 'INSUFFICIENT_STOCK');
    this.context.forgetProductHere(row.productId);
    return { stock: row.stock, soldCount: row.soldCount };
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
    const now = this.context.clock().toISOString();
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
    if (!row) throw new AppError('CONFLICT', 'catalog.insufficientStock', undefined, 'INSUFFICIENT_STOCK');
  }

  async giveBackFlash(db: DbOrTx, flashSaleId: number, qty: number): Promise<void> {
    positive(qty, 'giveBackFlashStock');
    await db
      .update(flashSales)
      .set({ soldCount: sql`greatest(${flashSales.soldCount} - ${qty}, 0)` })
      .where(eq(flashSales.id, flashSaleId));
  }
}
