// Flash sales as shoppers see them: the home strip's counts and the list by state.
import { sql, type SQL } from 'drizzle-orm';
import { type FlashSaleView, formatMinor, type LocalizedText, pickText } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { DbOrTx } from '../../db/client.ts';
import type { ImageSet } from './catalog.schema.ts';
import { offsetOf, pageOf, toDate, type CatalogContext, type PageInput } from './catalog.context.ts';
import { flashState } from './catalog.flash.ts';

export type FlashRow = {
  id: number;
  product_id: number;
  sku_id: number;
  starts_at: Date | string;
  ends_at: Date | string;
  price_minor: number;
  stock: number;
  sold_count: number;
  per_buyer_limit: number;
  name: LocalizedText;
  cover: ImageSet | null;
  retail_minor: number;
  total?: number;
};

/** Maps a flash-sale row to the shopper's view, its state read from the clock. */
export function toFlashView(row: FlashRow, locale: Locale, now: Date): FlashSaleView {
  return {
    flashSaleId: row.id,
    productId: row.product_id,
    productGoodsId: row.sku_id,
    name: pickText(row.name, locale),
    image: row.cover?.s200 ?? '',
    cover: row.cover,
    state: flashState(toDate(row.starts_at), toDate(row.ends_at), now),
    startsAt: toDate(row.starts_at).toISOString(),
    endsAt: toDate(row.ends_at).toISOString(),
    serverTime: now.toISOString(),
    flashPrice: formatMinor(row.price_minor),
    retailPrice: formatMinor(row.retail_minor),
    stock: row.stock,
    soldCount: row.sold_count,
    remaining: Math.max(0, row.stock - row.sold_count),
    perBuyerLimit: row.per_buyer_limit,
    // Every flash sale sells only to VIP members; the shop shows the upgrade to anyone below.
    vipOnly: true,
  };
}

/** The filter and order of one flash-sale state; no state is running then coming. */
function stateFilter(state: FlashSaleView['state'] | undefined, n: SQL): { where: SQL; order: SQL } {
  switch (state) {
    case 'grab':
      return { where: sql`f.starts_at <= ${n} and f.ends_at > ${n}`, order: sql`f.ends_at, f.id` };
    case 'waiting':
      return { where: sql`f.starts_at > ${n}`, order: sql`f.starts_at, f.id` };
    case 'ended':
      return { where: sql`f.ends_at <= ${n}`, order: sql`f.ends_at desc, f.id desc` };
    default:
      return { where: sql`f.ends_at > ${n}`, order: sql`(f.starts_at <= ${n}) desc, f.starts_at, f.id` };
  }
}

export class FlashSaleService {
  private readonly context: CatalogContext;

  constructor(context: CatalogContext) {
    this.context = context;
  }

  /** Running and coming flash sales for the home strip. */
  async count(db: DbOrTx) {
    const now = this.context.clock();
    const n = this.context.nowParam();
    const result = await db.execute<{
      grab: number;
      waiting: number;
      current_ends_at: Date | string | null;
      next_starts_at: Date | string | null;
    }>(sql`
      select count(*) filter (where f.starts_at <= ${n})::int as grab,
             count(*) filter (where f.starts_at > ${n})::int as waiting,
             min(f.ends_at) filter (where f.starts_at <= ${n}) as current_ends_at,
             min(f.starts_at) filter (where f.starts_at > ${n}) as next_starts_at
      from catalog_flash_sales f join catalog_products p on p.id = f.product_id
      where p.is_listed and f.ends_at > ${n}`);
    const row = result.rows[0];
    return {
      grab: row?.grab ?? 0,
      waiting: row?.waiting ?? 0,
      currentEndsAt: row?.current_ends_at ? toDate(row.current_ends_at).toISOString() : null,
      nextStartsAt: row?.next_starts_at ? toDate(row.next_starts_at).toISOString() : null,
      serverTime: now.toISOString(),
    };
  }

  /** Flash sales of listed products: running then coming, or one state. */
  async page(db: DbOrTx, locale: Locale, input: PageInput & { state?: FlashSaleView['state'] }) {
    const now = this.context.clock();
    const { where, order } = stateFilter(input.state, this.context.nowParam());
    const result = await db.execute<FlashRow>(sql`
      select f.id, f.product_id, f.sku_id, f.starts_at, f.ends_at, f.price_minor, f.stock, f.sold_count,
             f.per_buyer_limit, p.name, p.images->0 as cover, k.price_minor as retail_minor,
             (count(*) over ())::int as total
      from catalog_flash_sales f
      join catalog_products p on p.id = f.product_id
      join catalog_skus k on k.id = f.sku_id
      where p.is_listed and ${where}
      order by ${order}
      limit ${input.pageSize} offset ${offsetOf(input)}`);
    let total = result.rows[0]?.total ?? 0;
    if (result.rows.length === 0 && input.pageNum > 1) {
      const counted = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from catalog_flash_sales f join catalog_products p on p.id = f.product_id
        where p.is_listed and ${where}`);
      total = counted.rows[0]?.n ?? 0;
    }
    return pageOf(
      result.rows.map((row) => toFlashView(row, locale, now)),
      input,
      total,
    );
  }
}
