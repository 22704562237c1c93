// SKUs as a cart or an order line reads them: listed or not, stock left, the sale's limit and the
// price for the viewer now. One statement for any number of lines.
import { sql } from 'drizzle-orm';
import { pickText, type LocalizedText, type PaymentMethod, type ProductCard, type ProductType } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { executeNamed } from '../../db/named.ts';
import type { ReadPart } from '../../db/read-together.ts';
import { idArray } from './catalog.cards.ts';
import type { CatalogContext, Viewer } from './catalog.context.ts';
import { canBuyFlash, flashState } from './catalog.flash.ts';
import { viewerPrice } from './catalog.pricing.ts';
import type { ImageSet, SpecDefinition } from './catalog.schema.ts';

/** A SKU named by a line, with the flash sale the line was added under (null for none). */
export interface SkuRef {
  productGoodsId: number;
  flashSaleId: number | null;
}

export interface SkuLine {
  productGoodsId: number;
  productId: number;
  categoryId: number;
  brandId: number | null;
  name: string;
  specText: string;
  cover: ImageSet | null;
  /** The product is listed and the SKU still sold. */
  isListed: boolean;
  /** Units a line may hold now: the SKU's stock, within an open sale also the sale's own stock and per-buyer limit. */
  available: number;
  priceMinor: number;
  priceKind: ProductCard['priceKind'];
  retailMinor: number;
  taxRateBp: number;
  /** The line's sale is running and has stock left: its price applies. */
  flashOpen: boolean;
  /** The viewer's level may buy at a flash sale's price (VIP and up); checkout refuses an open flash line otherwise. */
  isFlashForViewer: boolean;
  /** What an order line keeps of the product. */
  productType: ProductType;
  paymentMethod: PaymentMethod;
  dcDiscountPercent: number;
  rewardMp: number;
  points: number;
  /** A points-zone product's points a unit (0: none) and the cash paid with them (minor units). */
  pointsPrice: number;
  pointsCashMinor: number;
  grantsLevel: number | null;
  perBuyerLimit: number | null;
}

type Row = {
  sku_id: number;
  flash_ref: number;
  product_id: number;
  category_id: number;
  brand_id: number | null;
  spec_indexes: number[];
  price_minor: number;
  member_price_minor: number;
  stock: number;
  sku_active: boolean;
  name: LocalizedText;
  specs: SpecDefinition[];
  cover: ImageSet | null;
  is_listed: boolean;
  tax_rate_bp: number;
  flash_price: number | null;
  flash_starts: string | null;
  flash_ends: string | null;
  flash_left: number | null;
  per_buyer_limit: number | null;
  type: ProductType;
  payment_method: PaymentMethod;
  dc_discount_percent: number;
  reward_mp: number;
  contributable_points: number;
  points_price: number;
  points_cash_minor: number;
  grants_level: number | null;
};

function specText(row: Row, viewer: Viewer): string {
  return row.spec_indexes
    .map((valueIndex, specIndex) => {
      const value = row.specs[specIndex]?.values[valueIndex];
      return value ? pickText(value, viewer.locale) : '';
    })
    .filter((text) => text !== '')
    .join(' / ');
}

function toLine(row: Row, viewer: Viewer, now: Date): SkuLine {
  const flashOpen =
    row.flash_starts !== null &&
    row.flash_ends !== null &&
    flashState(new Date(row.flash_starts), new Date(row.flash_ends), now) === 'grab' &&
    (row.flash_left ?? 0) > 0;
  const { priceMinor, kind } = viewerPrice(row, viewer.level, flashOpen ? row.flash_price : null);
  const available = flashOpen
    ? Math.min(row.stock, row.flash_left ?? 0, row.per_buyer_limit ?? 0)
    : Math.max(row.stock, 0);
  return {
    productGoodsId: row.sku_id,
    productId: row.product_id,
    categoryId: row.category_id,
    brandId: row.brand_id,
    name: pickText(row.name, viewer.locale),
    specText: specText(row, viewer),
    cover: row.cover,
    isListed: row.is_listed && row.sku_active,
    available,
    priceMinor,
    priceKind: kind,
    retailMinor: row.price_minor,
    taxRateBp: row.tax_rate_bp,
    flashOpen,
    isFlashForViewer: canBuyFlash(viewer.level),
    productType: row.type,
    paymentMethod: row.payment_method,
    dcDiscountPercent: row.dc_discount_percent,
    rewardMp: row.reward_mp,
    points: row.contributable_points,
    pointsPrice: row.type === 'points-zone' ? row.points_price : 0,
    pointsCashMinor: row.type === 'points-zone' ? row.points_cash_minor : 0,
    grantsLevel: row.grants_level,
    perBuyerLimit: flashOpen ? row.per_buyer_limit : null,
  };
}

/** Key of a ref in the answer's map. */
export function skuRefKey(ref: SkuRef): string {
  return `${ref.productGoodsId}:${ref.flashSaleId ?? 0}`;
}

export class SkuLineService {
  private readonly context: CatalogContext;

  constructor(context: CatalogContext) {
    this.context = context;
  }

  /** The SKUs the refs name, keyed by skuRefKey; unknown SKUs are missing, a sale of another SKU is ignored. */
  async read(db: DbOrTx, viewer: Viewer, refs: readonly SkuRef[]): Promise<Map<string, SkuLine>> {
    if (refs.length === 0) return new Map();
    const part = this.readPart(viewer, refs);
    return part.parse(await executeNamed<Row>(db, 'sku_lines', part.query));
  }

  /** The same read as a part of a caller's batch (`readTogether`). */
  readPart(viewer: Viewer, refs: readonly SkuRef[]): ReadPart<Map<string, SkuLine>> {
    return {
      query: sql`
      select r.sku_id, r.flash_ref, k.product_id, k.spec_indexes, k.price_minor, k.member_price_minor, k.stock,
             k.is_active as sku_active, p.category_id, p.brand_id, p.name, p.specs, p.images->0 as cover, p.is_listed, p.tax_rate_bp,
             p.type, p.payment_method, p.dc_discount_percent, p.reward_mp, p.contributable_points, p.grants_level,
             p.points_price, p.points_cash_minor,
             f.price_minor as flash_price, f.starts_at as flash_starts, f.ends_at as flash_ends,
             f.stock - f.sold_count as flash_left, f.per_buyer_limit
      from unnest(${idArray(refs.map((ref) => ref.productGoodsId))}, ${idArray(refs.map((ref) => ref.flashSaleId ?? 0))})
        as r(sku_id, flash_ref)
      join catalog_skus k on k.id = r.sku_id
      join catalog_products p on p.id = k.product_id
      left join catalog_flash_sales f on f.id = r.flash_ref and f.sku_id = k.id`,
      parse: (rows) => {
        const found = new Map<string, SkuLine>();
        const now = this.context.clock();
        for (const row of rows as Row[]) {
          const ref = { productGoodsId: row.sku_id, flashSaleId: row.flash_ref === 0 ? null : row.flash_ref };
          found.set(skuRefKey(ref), toLine(row, viewer, now));
        }
        return found;
      },
    };
  }
}
