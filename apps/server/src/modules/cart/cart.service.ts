// A member's cart. Quantities are bounded by what the catalogue allows now; prices are never
// stored, every answer prices the lines afresh.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CartView } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { executeNamed } from '../../db/named.ts';
import { pgError } from '../../db/pg-error.ts';
import { AppError } from '../../lib/errors.ts';
import type { CatalogService, SkuLine, Viewer } from '../catalog/index.ts';
import { refuseFlashBelowVip, skuRefKey } from '../catalog/index.ts';
import { cartLines } from './cart.schema.ts';
import { capOf, cartView, refOf, statusOf, type StoredLine } from './cart.view.ts';

/** Where the free-shipping threshold comes from (the settings' `orderRules`); only the gap is shown. */
export interface FreeShipping {
  freeShippingMinor(db: DbOrTx): Promise<number>;
}

export interface AddInput {
  productGoodsId: number;
  num: number;
  flashSaleId?: number | undefined;
}

const storedColumns = {
  id: cartLines.id,
  productGoodsId: cartLines.productGoodsId,
  flashSaleId: cartLines.flashSaleId,
  quantity: cartLines.quantity,
  selected: cartLines.selected,
};

function overStock(max: number): AppError {
  return max > 0
    ? new AppError('CONFLICT', 'cart.overStock', { max }, 'INSUFFICIENT_STOCK')
    : new AppError('CONFLICT', 'catalog.insufficientStock', undefined, 'INSUFFICIENT_STOCK');
}

/** The lines an order was to buy are no longer all in the cart (another order bought them, say). */
export function cartChanged(): AppError {
  return new AppError('CONFLICT', 'cart.changed', undefined, 'CART_CHANGED');
}

/** The cart-changed error when a statement failed on `removeBoughtWith`'s check, else null. */
export function boughtElsewhere(error: unknown): AppError | null {
  const cause = pgError(error);
  return cause.code === '23514' && cause.constraint === 'cart_lines_bought_once' ? cartChanged() : null;
}

/** The SKU a line names, refused when it is gone or sold out. */
function sellable(sku: SkuLine | undefined): SkuLine {
  if (statusOf(sku) === 'unlisted' || !sku)
    throw new AppError('NOT_FOUND', 'catalog.productGone', undefined, 'PRODUCT_GONE');
  return sku;
}

export class CartService {
  private readonly catalog: CatalogService;
  private readonly shipping: FreeShipping;

  constructor(catalog: CatalogService, shipping: FreeShipping) {
    this.catalog = catalog;
    this.shipping = shipping;
  }

  /**
   * Adds to the SKU's line in one upsert: concurrent adds of one SKU queue on the line's row and
   * each sees the sum before it, so the line never exceeds what may be bought.
   */
  async add(db: DbOrTx, viewer: Viewer & { memberId: number }, input: AddInput) {
    const ref = { productGoodsId: input.productGoodsId, flashSaleId: input.flashSaleId ?? null };
    const sku = sellable((await this.catalog.skuLines.read(db, viewer, [ref])).get(skuRefKey(ref)));
    refuseFlashBelowVip(sku);
    const cap = capOf(sku);
    if (input.num > cap) throw overStock(cap);
    // A sale that is not running (or not this SKU's) does not split the line from the plain one.
    const flashSaleId = sku.flashOpen ? (input.flashSaleId ?? 0) : 0;
    const [row] = await executeNamed<{ id: string; quantity: number; count: number }>(
      db,
      'cart_add',
      sql`
      with up as (
        insert into cart_lines as l (member_id, product_goods_id, flash_sale_id, quantity)
        values (${viewer.memberId}, ${input.productGoodsId}, ${flashSaleId}, ${input.num})
        on conflict (member_id, product_goods_id, flash_sale_id) do update
          set quantity = l.quantity + excluded.quantity, selected = true, updated_at = now()
          where l.quantity + excluded.quantity <= ${cap}
        returning l.id, l.quantity, (l.xmax = 0) as inserted
      )
      select up.id, up.quantity,
             ((select count(*) from cart_lines c where c.member_id = ${viewer.memberId})
               + case when up.inserted then 1 else 0 end)::int as count
      from up`,
    );
    if (!row) throw overStock(cap);
    return { id: Number(row.id), num: row.quantity, count: row.count };
  }

  async list(db: DbOrTx, viewer: Viewer & { memberId: number }): Promise<CartView> {
    const lines = await this.lines(db, viewer.memberId);
    const [skus, freeShippingMinor] = await Promise.all([
      this.catalog.skuLines.read(db, viewer, lines.map(refOf)),
      this.shipping.freeShippingMinor(db),
    ]);
    return cartView(lines, skus, freeShippingMinor);
  }

  async count(db: DbOrTx, memberId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(cartLines)
      .where(eq(cartLines.memberId, memberId));
    return row?.count ?? 0;
  }

  /** Sets a line's quantity within what may be bought now. */
  async update(tx: Tx, viewer: Viewer & { memberId: number }, id: number, num: number): Promise<void> {
    const [line] = await this.owned(tx, viewer.memberId, [id]);
    const ref = refOf(line!);
    const sku = sellable((await this.catalog.skuLines.read(tx, viewer, [ref])).get(skuRefKey(ref)));
    const cap = capOf(sku);
    if (num > cap) throw overStock(cap);
    await tx
      .update(cartLines)
      .set({ quantity: num, updatedAt: sql`now()` })
      .where(and(eq(cartLines.id, id), eq(cartLines.memberId, viewer.memberId)));
  }

  /** Selects only lines that can be bought; unselecting takes any of the member's lines. */
  async select(tx: Tx, viewer: Viewer & { memberId: number }, ids: number[], selected: boolean): Promise<void> {
    const lines = await this.owned(tx, viewer.memberId, ids);
    let chosen = lines.map((line) => line.id);
    if (selected) {
      const skus = await this.catalog.skuLines.read(tx, viewer, lines.map(refOf));
      chosen = lines.filter((line) => statusOf(skus.get(skuRefKey(refOf(line)))) === 'ok').map((line) => line.id);
    }
    if (chosen.length === 0) return;
    await tx
      .update(cartLines)
      .set({ selected })
      .where(and(eq(cartLines.memberId, viewer.memberId), inArray(cartLines.id, chosen)));
  }

  async remove(tx: Tx, memberId: number, ids: number[]): Promise<void> {
    await this.owned(tx, memberId, ids);
    await tx.delete(cartLines).where(and(eq(cartLines.memberId, memberId), inArray(cartLines.id, ids)));
  }

  /** What checkout buys from the cart: the lines `ids` names, or every selected line when absent. */
  async checkoutLines(db: DbOrTx, memberId: number, ids?: number[]): Promise<StoredLine[]> {
    const lines = await this.lines(db, memberId);
    if (!ids) return lines.filter((line) => line.selected);
    const wanted = new Set(ids);
    const chosen = lines.filter((line) => wanted.has(line.id));
    // A line named but gone was most likely just bought by another order of the same cart.
    if (chosen.length !== wanted.size) throw cartChanged();
    return chosen;
  }

  /**
   * Drops the lines an order buys, all of them or none: a line already gone (another order of it
   * won) refuses with CART_CHANGED, and in a transaction the failed statement ends it.
   */
  async removeBought(tx: Tx, memberId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const { ctes, check } = this.removeBoughtWith(memberId, ids);
    await tx.execute(sql`with ${ctes} select ${check}`).catch((error: unknown) => {
      throw boughtElsewhere(error) ?? error;
    });
  }

  /**
   * The same removal inside a caller's statement: the CTE `cart_bought` and the `check` the
   * caller's select list must carry, which fails the whole statement (see boughtElsewhere) unless
   * every line was still there. Orders of one line queue on its row; the later ones find it gone.
   * The check goes first in the select list so the lines are taken before the hot stock rows.
   */
  removeBoughtWith(memberId: number, ids: number[]): { ctes: SQL; check: SQL } {
    const unique = [...new Set(ids)];
    return {
      ctes: sql`cart_bought as (
          delete from ${cartLines} where ${and(eq(cartLines.memberId, memberId), inArray(cartLines.id, unique))}
          returning ${cartLines.id})`,
      check: sql`cart_lines_bought(${unique.length}, (select count(*)::int from cart_bought))`,
    };
  }

  /** The member's lines among `ids`, locked; any id that is not theirs is 'not found' for all. */
  private async owned(tx: Tx, memberId: number, ids: number[]): Promise<StoredLine[]> {
    const unique = [...new Set(ids)];
    const rows = await tx
      .select(storedColumns)
      .from(cartLines)
      .where(and(eq(cartLines.memberId, memberId), inArray(cartLines.id, unique)))
      .orderBy(cartLines.id)
      .for('update');
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND', 'cart.lineNotFound');
    return rows;
  }

  private lines(db: DbOrTx, memberId: number): Promise<StoredLine[]> {
    return db
      .select(storedColumns)
      .from(cartLines)
      .where(eq(cartLines.memberId, memberId))
      .orderBy(desc(cartLines.createdAt), desc(cartLines.id));
  }
}
