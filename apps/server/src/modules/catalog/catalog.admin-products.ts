// The back office's product editor: products with their SKUs, listing and unlisting.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type AdminProductInput, type AdminProductView, formatMinor, pickText } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { fail } from './catalog.admin-entities.ts';
import { likePattern, type CatalogContext } from './catalog.context.ts';
import { brands, categories, products, skus } from './catalog.schema.ts';
import { bpToPercent, checkedMinor, percentToBp } from './catalog.money.ts';

export class ProductAdminService {
  private readonly context: CatalogContext;

  constructor(context: CatalogContext) {
    this.context = context;
  }

  /** One product as the editor shows it. */
  async get(db: DbOrTx, id: number): Promise<AdminProductView> {
    const [row] = await db.select().from(products).where(eq(products.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'catalog.productGone', undefined, 'PRODUCT_GONE');
    const skuRows = await db
      .select()
      .from(skus)
      .where(eq(skus.productId, id))
      .orderBy(desc(skus.isActive), asc(skus.sort), asc(skus.id));
    return {
      id: row.id,
      categoryId: row.categoryId,
      brandId: row.brandId,
      type: row.type,
      grantsLevel: row.grantsLevel,
      paymentMethod: row.paymentMethod,
      name: row.name,
      subtitle: row.subtitle,
      description: row.description,
      images: row.images,
      specs: row.specs,
      skus: skuRows.map((sku) => ({
        productGoodsId: sku.id,
        specIndexes: sku.specIndexes,
        price: formatMinor(sku.priceMinor),
        memberPrice: formatMinor(sku.memberPriceMinor),
        stock: sku.stock,
        soldCount: sku.soldCount,
        isActive: sku.isActive,
      })),
      taxRatePercent: bpToPercent(row.taxRateBp),
      cashback: formatMinor(row.cashbackMinor),
      dcDiscountPercent: row.dcDiscountPercent,
      contributablePoints: row.contributablePoints,
      pointsPrice: row.pointsPrice,
      pointsCash: formatMinor(row.pointsCashMinor),
      rewardMp: row.rewardMp,
      isListed: row.isListed,
      allowsSalesPage: row.allowsSalesPage,
      sort: row.sort,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Products for the operator list, filtered, newest first. */
  async page(
    db: DbOrTx,
    locale: Locale,
    input: {
      pageNum: number;
      pageSize: number;
      keyword?: string;
      type?: AdminProductInput['type'];
      categoryId?: number;
      brandId?: number;
      isListed?: boolean;
    },
  ) {
    const where: SQL[] = [sql`true`];
    if (input.keyword) {
      where.push(sql`p.search_text like ${likePattern(input.keyword)}`);
    }
    if (input.type) where.push(sql`p.type = ${input.type}`);
    if (input.categoryId) where.push(sql`p.category_id = ${input.categoryId}`);
    if (input.brandId) where.push(sql`p.brand_id = ${input.brandId}`);
    if (input.isListed !== undefined) where.push(sql`p.is_listed = ${input.isListed}`);
    const condition = sql.join(where, sql` and `);
    const result = await db.execute<{
      id: number;
      name: AdminProductInput['name'];
      cover: string | null;
      type: AdminProductInput['type'];
      category_id: number;
      brand_id: number | null;
      min_price: number | null;
      max_price: number | null;
      stock: number;
      sold: number;
      is_listed: boolean;
      updated_at: Date | string;
      total: number;
    }>(sql`
      select p.id, p.name, p.images->0->>'s100' as cover, p.type, p.category_id, p.brand_id,
             s.min_price, s.max_price, s.stock, s.sold, p.is_listed, p.updated_at,
             (count(*) over ())::int as total
      from catalog_products p
      cross join lateral (
        select min(k.price_minor)::int as min_price, max(k.price_minor)::int as max_price,
               coalesce(sum(k.stock), 0)::int as stock, coalesce(sum(k.sold_count), 0)::int as sold
        from catalog_skus k where k.product_id = p.id and k.is_active
      ) s
      where ${condition}
      order by p.id desc limit ${input.pageSize} offset ${(input.pageNum - 1) * input.pageSize}`);
    let total = result.rows[0]?.total ?? 0;
    if (result.rows.length === 0 && input.pageNum > 1) {
      const counted = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from catalog_products p where ${condition}`,
      );
      total = counted.rows[0]?.n ?? 0;
    }
    return {
      list: result.rows.map((row) => ({
        id: row.id,
        name: pickText(row.name, locale),
        cover: row.cover,
        type: row.type,
        categoryId: row.category_id,
        brandId: row.brand_id,
        minPrice: formatMinor(row.min_price ?? 0),
        maxPrice: formatMinor(row.max_price ?? 0),
        stock: row.stock,
        soldCount: row.sold,
        isListed: row.is_listed,
        updatedAt: new Date(row.updated_at).toISOString(),
      })),
      pageNum: input.pageNum,
      pageSize: input.pageSize,
      total,
      hasMore: input.pageNum * input.pageSize < total,
    };
  }

  private check(input: AdminProductInput): void {
    if (input.type === 'set' && !input.grantsLevel) fail(['grantsLevel'], 'catalog.setNeedsLevel');
    if (input.type !== 'set' && input.grantsLevel) fail(['grantsLevel'], 'catalog.onlySetGrantsLevel');
    const seen = new Set<string>();
    input.skus.forEach((sku, index) => {
      if (sku.specIndexes.length !== input.specs.length) fail(['skus', index, 'specIndexes'], 'catalog.specMismatch');
      sku.specIndexes.forEach((valueIndex, specIndex) => {
        if (valueIndex >= (input.specs[specIndex]?.values.length ?? 0)) {
          fail(['skus', index, 'specIndexes'], 'catalog.specMismatch');
        }
      });
      const key = sku.specIndexes.join(',');
      if (seen.has(key)) fail(['skus', index, 'specIndexes'], 'catalog.duplicateSku');
      seen.add(key);
      if (checkedMinor(sku.memberPrice) > checkedMinor(sku.price)) {
        fail(['skus', index, 'memberPrice'], 'catalog.memberPriceAboveRetail');
      }
    });
  }

  /** Creates or changes a product with its SKUs; SKUs left out are retired, not deleted. */
  async save(tx: Tx, input: AdminProductInput): Promise<{ before: AdminProductView | null; after: AdminProductView }> {
    this.check(input);
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.categoryId));
    if (!category) fail(['categoryId'], 'catalog.notFound');
    if (input.brandId) {
      const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId));
      if (!brand) fail(['brandId'], 'catalog.notFound');
    }
    const values = {
      categoryId: input.categoryId,
      brandId: input.brandId ?? null,
      type: input.type,
      grantsLevel: input.type === 'set' ? (input.grantsLevel ?? null) : null,
      paymentMethod: input.paymentMethod,
      name: input.name,
      subtitle: input.subtitle,
      description: input.description,
      images: input.images,
      specs: input.specs,
      taxRateBp: Math.min(percentToBp(input.taxRatePercent), 10_000),
      cashbackMinor: checkedMinor(input.cashback),
      dcDiscountPercent: input.dcDiscountPercent,
      contributablePoints: input.contributablePoints,
      // Only the points zone sells for points: another type keeps none, so it is never charged in points.
      pointsPrice: input.type === 'points-zone' ? input.pointsPrice : 0,
      pointsCashMinor: input.type === 'points-zone' ? checkedMinor(input.pointsCash) : 0,
      rewardMp: input.rewardMp,
      isListed: input.isListed,
      allowsSalesPage: input.allowsSalesPage,
      sort: input.sort,
    };
    let before: AdminProductView | null = null;
    let productId: number;
    if (input.id) {
      const [locked] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, input.id))
        .for('update');
      if (!locked) throw new AppError('NOT_FOUND', 'catalog.productGone', undefined, 'PRODUCT_GONE');
      before = await this.get(tx, input.id);
      await tx
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(products.id, input.id));
      productId = input.id;
    } else {
      const [created] = await tx.insert(products).values(values).returning({ id: products.id });
      productId = created!.id;
    }
    const existing = await tx.select({ id: skus.id }).from(skus).where(eq(skus.productId, productId)).for('update');
    const existingIds = new Set(existing.map((row) => row.id));
    const kept = new Set<number>();
    for (const [index, sku] of input.skus.entries()) {
      const skuValues = {
        specIndexes: sku.specIndexes,
        priceMinor: checkedMinor(sku.price),
        memberPriceMinor: checkedMinor(sku.memberPrice),
        stock: sku.stock,
        sort: index,
        isActive: true,
      };
      if (sku.productGoodsId) {
        if (!existingIds.has(sku.productGoodsId)) fail(['skus', index, 'productGoodsId'], 'catalog.notFound');
        await tx.update(skus).set(skuValues).where(eq(skus.id, sku.productGoodsId));
        kept.add(sku.productGoodsId);
      } else {
        await tx.insert(skus).values({ ...skuValues, productId });
      }
    }
    const retired = [...existingIds].filter((id) => !kept.has(id));
    if (retired.length > 0) await tx.update(skus).set({ isActive: false }).where(inArray(skus.id, retired));
    await this.context.invalidate(tx);
    return { before, after: await this.get(tx, productId) };
  }

  /** Lists or unlists many products; answers how many changed. */
  async setListed(tx: Tx, ids: number[], isListed: boolean): Promise<{ updated: number; ids: number[] }> {
    const changed = await tx
      .update(products)
      .set({ isListed, updatedAt: sql`now()` })
      .where(and(inArray(products.id, ids), sql`${products.isListed} <> ${isListed}`))
      .returning({ id: products.id });
    await this.context.invalidate(tx);
    return { updated: changed.length, ids: changed.map((row) => row.id) };
  }
}
