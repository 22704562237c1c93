// SKU stock as checkout takes it.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { CatalogContext } from './catalog.context.ts';
import { skus } from './catalog.schema.ts';

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
    if (!Number.isInteger(qty) || qty <= 0) throw new Error(`takeStock: qty must be a positive integer, got ${qty}`);
    const [row] = await db
      .update(skus)
      .set({ stock: sql`${skus.stock} - ${qty}`, soldCount: sql`${skus.soldCount} + ${qty}` })
      .where(and(eq(skus.id, productGoodsId), eq(skus.isActive, true), gte(skus.stock, qty)))
      .returning({ stock: skus.stock, soldCount: skus.soldCount, productId: skus.productId });
    if (!row) throw new AppError('CONFLICT', 'catalog.insufficientStock', undefined, 'INSUFFICIENT_STOCK');
    this.context.forgetProductHere(row.productId);
    return { stock: row.stock, soldCount: row.soldCount };
  }
}
