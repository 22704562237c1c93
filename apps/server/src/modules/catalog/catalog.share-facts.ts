// What sharing needs to know of products: whether each may go on a sales page and its cashback.
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from './catalog.schema.ts';

export interface ShareFacts {
  isListed: boolean;
  allowsSalesPage: boolean;
  /** Paid a unit to the member who shared the product, once the order's MP activates. */
  cashbackMinor: number;
}

/** The facts of each product of `ids` that exists, by id. */
export async function shareFacts(db: DbOrTx, ids: number[]): Promise<Map<number, ShareFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      isListed: products.isListed,
      allowsSalesPage: products.allowsSalesPage,
      cashbackMinor: products.cashbackMinor,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}
