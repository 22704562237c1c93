// Operator writes to the catalogue. Every method takes the transaction the audit entry shares.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  pickText,
  type adminBannerInput,
  type adminBrandCategoryInput,
  type adminBrandInput,
  type adminCategoryInput,
  type adminFlashSaleInput,
  type adminHomeModuleInput,
  type adminHotWordInput,
  type adminImageLinkInput,
  type AdminProductInput,
  type AdminProductView,
} from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, ValidationFailure, type Issue } from '../../lib/errors.ts';
import {
  banners,
  brandCategories,
  brands,
  categories,
  flashSales,
  homeModules,
  hotWords,
  imageLinks,
  products,
  skus,
} from './catalog.schema.ts';
import { bpToPercent, formatMinor, parseMinor, percentToBp } from './catalog.money.ts';
import { flashState } from './catalog.flash.ts';
import type { CatalogService } from './catalog.service.ts';

type Input<S extends z.ZodType> = z.output<S>;

export interface Change<T> {
  before: T | null;
  after: T;
}

function fail(path: PropertyKey[], message: string): never {
  const issue: Issue = { code: 'custom', path, message };
  throw new ValidationFailure([issue]);
}

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code ?? undefined;
  return code === FOREIGN_KEY_VIOLATION;
}

export class CatalogAdminService {
  private readonly db: Db;
  private readonly catalog: CatalogService;

  constructor(db: Db, catalog: CatalogService) {
    this.db = db;
    this.catalog = catalog;
  }

  // ---- products ------------------------------------------------------------------------------

  /** One product as the editor shows it. */
  async product(id: number, db: DbOrTx = this.db): Promise<AdminProductView> {
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
      rewardMp: row.rewardMp,
      isListed: row.isListed,
      sort: row.sort,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Products for the operator list, filtered, newest first. */
  async productPage(
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
      const pattern = `%${input.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(sql`p.search_text like ${pattern}`);
    }
    if (input.type) where.push(sql`p.type = ${input.type}`);
    if (input.categoryId) where.push(sql`p.category_id = ${input.categoryId}`);
    if (input.brandId) where.push(sql`p.brand_id = ${input.brandId}`);
    if (input.isListed !== undefined) where.push(sql`p.is_listed = ${input.isListed}`);
    const condition = sql.join(where, sql` and `);
    const result = await this.db.execute<{
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
      const counted = await this.db.execute<{ n: number }>(
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

  private checkProduct(input: AdminProductInput): void {
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
      if (parseMinor(sku.memberPrice) > parseMinor(sku.price)) {
        fail(['skus', index, 'memberPrice'], 'catalog.memberPriceAboveRetail');
      }
    });
  }

  /** Creates or changes a product with its SKUs; SKUs left out are retired, not deleted. */
  async saveProduct(tx: Tx, input: AdminProductInput): Promise<Change<AdminProductView>> {
    this.checkProduct(input);
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
      cashbackMinor: parseMinor(input.cashback),
      dcDiscountPercent: input.dcDiscountPercent,
      contributablePoints: input.contributablePoints,
      rewardMp: input.rewardMp,
      isListed: input.isListed,
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
      before = await this.product(input.id, tx);
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
        priceMinor: parseMinor(sku.price),
        memberPriceMinor: parseMinor(sku.memberPrice),
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
    this.catalog.invalidate();
    return { before, after: await this.product(productId, tx) };
  }

  /** Lists or unlists many products; answers how many changed. */
  async setListed(tx: Tx, ids: number[], isListed: boolean): Promise<{ updated: number; ids: number[] }> {
    const changed = await tx
      .update(products)
      .set({ isListed, updatedAt: sql`now()` })
      .where(and(inArray(products.id, ids), sql`${products.isListed} <> ${isListed}`))
      .returning({ id: products.id });
    this.catalog.invalidate();
    return { updated: changed.length, ids: changed.map((row) => row.id) };
  }

  // ---- content tables ------------------------------------------------------------------------

  private async deleteRow(tx: Tx, run: () => Promise<{ id: number }[]>) {
    try {
      const removed = await tx.transaction(async () => run());
      if (removed.length === 0) throw new AppError('NOT_FOUND', 'catalog.notFound');
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', 'catalog.inUse', undefined, 'IN_USE');
      throw error;
    }
    this.catalog.invalidate();
  }

  /** Every category with its count of products. */
  async categories(db: DbOrTx = this.db) {
    const result = await db.execute<{
      id: number;
      parent_id: number | null;
      name: AdminProductInput['name'];
      icon: string | null;
      sort: number;
      is_visible: boolean;
      n: number;
    }>(sql`
      select c.id, c.parent_id, c.name, c.icon, c.sort, c.is_visible,
             (select count(*) from catalog_products p where p.category_id = c.id)::int as n
      from catalog_categories c order by c.parent_id nulls first, c.sort, c.id`);
    return result.rows.map((row) => ({
      id: row.id,
      parentId: row.parent_id,
      name: row.name,
      icon: row.icon,
      sort: row.sort,
      isVisible: row.is_visible,
      productCount: row.n,
    }));
  }

  /** Creates or changes a category; the tree is two levels deep (grand categories and their children). */
  async saveCategory(tx: Tx, input: Input<typeof adminCategoryInput>) {
    if (input.parentId) {
      const [parent] = await tx.select().from(categories).where(eq(categories.id, input.parentId));
      if (!parent || parent.parentId !== null || parent.id === input.id) fail(['parentId'], 'catalog.notFound');
    }
    const values = {
      parentId: input.parentId ?? null,
      name: input.name,
      icon: input.icon ?? null,
      sort: input.sort,
      isVisible: input.isVisible,
    };
    const find = async (id: number) => (await this.categories(tx)).find((row) => row.id === id) ?? null;
    let id: number;
    let before = null;
    if (input.id) {
      before = await find(input.id);
      if (!before) throw new AppError('NOT_FOUND', 'catalog.notFound');
      await tx.update(categories).set(values).where(eq(categories.id, input.id));
      id = input.id;
    } else {
      id = (await tx.insert(categories).values(values).returning({ id: categories.id }))[0]!.id;
    }
    this.catalog.invalidate();
    return { before, after: (await find(id))! };
  }

  /** Deletes a category that holds no products and no subcategories. */
  async deleteCategory(tx: Tx, id: number) {
    await this.deleteRow(tx, () => tx.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id }));
  }

  /** Every brand category. */
  async brandCategories(db: DbOrTx = this.db) {
    return db
      .select({ id: brandCategories.id, name: brandCategories.name, sort: brandCategories.sort })
      .from(brandCategories)
      .orderBy(asc(brandCategories.sort), asc(brandCategories.id));
  }

  /** Creates or changes a brand category. */
  async saveBrandCategory(tx: Tx, input: Input<typeof adminBrandCategoryInput>) {
    const values = { name: input.name, sort: input.sort };
    const find = async (id: number) => (await this.brandCategories(tx)).find((row) => row.id === id) ?? null;
    let before = null;
    let id: number;
    if (input.id) {
      before = await find(input.id);
      if (!before) throw new AppError('NOT_FOUND', 'catalog.notFound');
      await tx.update(brandCategories).set(values).where(eq(brandCategories.id, input.id));
      id = input.id;
    } else {
      id = (await tx.insert(brandCategories).values(values).returning({ id: brandCategories.id }))[0]!.id;
    }
    this.catalog.invalidate();
    return { before, after: (await find(id))! };
  }

  /** Deletes a brand category no brand belongs to. */
  async deleteBrandCategory(tx: Tx, id: number) {
    await this.deleteRow(tx, () =>
      tx.delete(brandCategories).where(eq(brandCategories.id, id)).returning({ id: brandCategories.id }),
    );
  }

  /** Every brand with its count of products. */
  async brands(db: DbOrTx = this.db) {
    const rows = await db
      .select({
        id: brands.id,
        brandCategoryId: brands.brandCategoryId,
        name: brands.name,
        description: brands.description,
        logo: brands.logo,
        banner: brands.banner,
        isRecommended: brands.isRecommended,
        isVisible: brands.isVisible,
        sort: brands.sort,
        productCount: sql<number>`(select count(*) from catalog_products p where p.brand_id = ${brands.id})::int`,
      })
      .from(brands)
      .orderBy(asc(brands.sort), asc(brands.id));
    return rows;
  }

  /** Creates or changes a brand. */
  async saveBrand(tx: Tx, input: Input<typeof adminBrandInput>) {
    const values = {
      brandCategoryId: input.brandCategoryId ?? null,
      name: input.name,
      description: input.description,
      logo: input.logo ?? null,
      banner: input.banner ?? null,
      isRecommended: input.isRecommended,
      isVisible: input.isVisible,
      sort: input.sort,
    };
    if (values.brandCategoryId) {
      const [found] = await tx.select().from(brandCategories).where(eq(brandCategories.id, values.brandCategoryId));
      if (!found) fail(['brandCategoryId'], 'catalog.notFound');
    }
    const find = async (id: number) => (await this.brands(tx)).find((row) => row.id === id) ?? null;
    let before = null;
    let id: number;
    if (input.id) {
      before = await find(input.id);
      if (!before) throw new AppError('NOT_FOUND', 'catalog.notFound');
      await tx.update(brands).set(values).where(eq(brands.id, input.id));
      id = input.id;
    } else {
      id = (await tx.insert(brands).values(values).returning({ id: brands.id }))[0]!.id;
    }
    this.catalog.invalidate();
    return { before, after: (await find(id))! };
  }

  /** Deletes a brand no product names. */
  async deleteBrand(tx: Tx, id: number) {
    await this.deleteRow(tx, () => tx.delete(brands).where(eq(brands.id, id)).returning({ id: brands.id }));
  }

  /** Every banner. */
  async banners(db: DbOrTx = this.db) {
    return db
      .select({
        id: banners.id,
        position: banners.position,
        title: banners.title,
        image: banners.image,
        linkUrl: banners.linkUrl,
        content: banners.content,
        sort: banners.sort,
        isVisible: banners.isVisible,
      })
      .from(banners)
      .orderBy(asc(banners.position), asc(banners.sort), asc(banners.id));
  }

  /** Creates or changes a banner. */
  async saveBanner(tx: Tx, input: Input<typeof adminBannerInput>) {
    const values = {
      position: input.position,
      title: input.title,
      image: input.image,
      linkUrl: input.linkUrl ?? null,
      content: input.content ?? null,
      sort: input.sort,
      isVisible: input.isVisible,
    };
    const find = async (id: number) => (await this.banners(tx)).find((row) => row.id === id) ?? null;
    let before = null;
    let id: number;
    if (input.id) {
      before = await find(input.id);
      if (!before) throw new AppError('NOT_FOUND', 'catalog.notFound');
      await tx.update(banners).set(values).where(eq(banners.id, input.id));
      id = input.id;
    } else {
      id = (await tx.insert(banners).values(values).returning({ id: banners.id }))[0]!.id;
    }
    this.catalog.invalidate();
    return { before, after: (await find(id))! };
  }

  /** Deletes a banner. */
  async deleteBanner(tx: Tx, id: number) {
    await this.deleteRow(tx, () => tx.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id }));
  }

  /** Every home module. */
  async homeModules(db: DbOrTx = this.db) {
    return db
      .select({
        id: homeModules.id,
        kind: homeModules.kind,
        title: homeModules.title,
        subtitle: homeModules.subtitle,
        image: homeModules.image,
        linkUrl: homeModules.linkUrl,
        productIds: homeModules.productIds,
        sort: homeModules.sort,
        isVisible: homeModules.isVisible,
      })
      .from(homeModules)
      .orderBy(asc(homeModules.sort), asc(homeModules.id));
  }

  /** Creates or changes a home module; its products must exist. */
  async saveHomeModule(tx: Tx, input: Input<typeof adminHomeModuleInput>) {
    if (input.productIds.length > 0) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, input.productIds));
      const known = new Set(found.map((row) => row.id));
      const missing = input.productIds.findIndex((id) => !known.has(id));
      if (missing >= 0) fail(['productIds', missing], 'catalog.notFound');
    }
    const values = {
      kind: input.kind,
      title: input.title,
      subtitle: input.subtitle ?? null,
      image: input.image ?? null,
      linkUrl: input.linkUrl ?? null,
      productIds: input.productIds,
      sort: input.sort,
      isVisible: input.isVisible,
    };
    const find = async (id: number) => (await this.homeModules(tx)).find((row) => row.id === id) ?? null;
    let before = null;
    let id: number;
    if (input.id) {
      before = await find(input.id);
      if (!before) throw new AppError('NOT_FOUND', 'catalog.notFound');
      await tx.update(homeModules).set(values).where(eq(homeModules.id, input.id));
      id = input.id;
    } else {
      id = (await tx.insert(homeModules).values(values).returning({ id: homeModules.id }))[0]!.id;
    }
    this.catalog.invalidate();
    return { before, after: (await find(id))! };
  }

  /** Deletes a home module. */
  async deleteHomeModule(tx: Tx, id: number) {
    await this.deleteRow(tx, () =>
      tx.delete(homeModules).where(eq(homeModules.id, id)).returning({ id: homeModules.id }),
    );
  }

  /** Every image link. */
  async imageLinks(db: DbOrTx = this.db) {
    return db
      .select({
        id: imageLinks.id,
        position: imageLinks.position,
        title: imageLinks.title,
        image: imageLinks.image,
        linkUrl: imageLinks.linkUrl,
        sort: imageLinks.sort,
        isVisible: imageLinks.isVisible,
      })
      .from(imageLinks)
      .orderBy(asc(imageLinks.position), asc(imageLinks.sort), asc(imageLinks.id));
  }

  /** Creates or changes an image link. */
  async saveImageLink(tx: Tx, input: Input<typeof adminImageLinkInput>) {
    const values = {
      position: input.position,
      title: input.title,
      image: input.image,
      linkUrl: input.linkUrl,
      sort: input.sort,
      isVisible: input.isVisible,
    };
    const find = async (id: number) => (await this.imageLinks(tx)).find((row) => row.id === id) ?? null;
    let before = null;
    let id: number;
    if (input.id) {
      before = await find(input.id);
      if (!before) throw new AppError('NOT_FOUND', 'catalog.notFound');
      await tx.update(imageLinks).set(values).where(eq(imageLinks.id, input.id));
      id = input.id;
    } else {
      id = (await tx.insert(imageLinks).values(values).returning({ id: imageLinks.id }))[0]!.id;
    }
    this.catalog.invalidate();
    return { before, after: (await find(id))! };
  }

  /** Deletes an image link. */
  async deleteImageLink(tx: Tx, id: number) {
    await this.deleteRow(tx, () => tx.delete(imageLinks).where(eq(imageLinks.id, id)).returning({ id: imageLinks.id }));
  }

  /** Every hot word. */
  async hotWords(db: DbOrTx = this.db) {
    return db
      .select({
        id: hotWords.id,
        kind: hotWords.kind,
        word: hotWords.word,
        sort: hotWords.sort,
        isVisible: hotWords.isVisible,
      })
      .from(hotWords)
      .orderBy(asc(hotWords.kind), asc(hotWords.sort), asc(hotWords.id));
  }

  /** Creates or changes a hot word. */
  async saveHotWord(tx: Tx, input: Input<typeof adminHotWordInput>) {
    const values = { kind: input.kind, word: input.word, sort: input.sort, isVisible: input.isVisible };
    const find = async (id: number) => (await this.hotWords(tx)).find((row) => row.id === id) ?? null;
    let before = null;
    let id: number;
    if (input.id) {
      before = await find(input.id);
      if (!before) throw new AppError('NOT_FOUND', 'catalog.notFound');
      await tx.update(hotWords).set(values).where(eq(hotWords.id, input.id));
      id = input.id;
    } else {
      id = (await tx.insert(hotWords).values(values).returning({ id: hotWords.id }))[0]!.id;
    }
    this.catalog.invalidate();
    return { before, after: (await find(id))! };
  }

  /** Deletes a hot word. */
  async deleteHotWord(tx: Tx, id: number) {
    await this.deleteRow(tx, () => tx.delete(hotWords).where(eq(hotWords.id, id)).returning({ id: hotWords.id }));
  }

  /** Every flash sale, latest start first, with its state by the clock. */
  async flashSales(locale: Locale, db: DbOrTx = this.db) {
    const now = this.catalog.clock();
    const rows = await db
      .select({
        id: flashSales.id,
        productId: flashSales.productId,
        productGoodsId: flashSales.skuId,
        name: products.name,
        startsAt: flashSales.startsAt,
        endsAt: flashSales.endsAt,
        priceMinor: flashSales.priceMinor,
        stock: flashSales.stock,
        soldCount: flashSales.soldCount,
        perBuyerLimit: flashSales.perBuyerLimit,
      })
      .from(flashSales)
      .innerJoin(products, eq(products.id, flashSales.productId))
      .orderBy(desc(flashSales.startsAt), desc(flashSales.id));
    return rows.map((row) => ({
      id: row.id,
      productId: row.productId,
      productGoodsId: row.productGoodsId,
      productName: pickText(row.name, locale),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      price: formatMinor(row.priceMinor),
      stock: row.stock,
      soldCount: row.soldCount,
      perBuyerLimit: row.perBuyerLimit,
      state: flashState(row.startsAt, row.endsAt, now),
    }));
  }

  /** Creates or changes a flash sale on one SKU. */
  async saveFlashSale(tx: Tx, locale: Locale, input: Input<typeof adminFlashSaleInput>) {
    const startsAt = new Date(input.startsAt);
    const endsAt = new Date(input.endsAt);
    if (endsAt <= startsAt) fail(['endsAt'], 'catalog.windowInvalid');
    const [sku] = await tx.select().from(skus).where(eq(skus.id, input.productGoodsId));
    if (!sku || !sku.isActive) fail(['productGoodsId'], 'catalog.notFound');
    const values = {
      productId: sku.productId,
      skuId: sku.id,
      startsAt,
      endsAt,
      priceMinor: parseMinor(input.price),
      stock: input.stock,
      perBuyerLimit: input.perBuyerLimit,
    };
    const find = async (id: number) => (await this.flashSales(locale, tx)).find((row) => row.id === id) ?? null;
    let before = null;
    let id: number;
    if (input.id) {
      before = await find(input.id);
      if (!before) throw new AppError('NOT_FOUND', 'catalog.notFound');
      if (input.stock < before.soldCount) fail(['stock'], 'catalog.insufficientStock');
      await tx.update(flashSales).set(values).where(eq(flashSales.id, input.id));
      id = input.id;
    } else {
      id = (await tx.insert(flashSales).values(values).returning({ id: flashSales.id }))[0]!.id;
    }
    this.catalog.invalidate();
    return { before, after: (await find(id))! };
  }

  /** Deletes a flash sale that has sold nothing. */
  async deleteFlashSale(tx: Tx, id: number) {
    const [row] = await tx.select().from(flashSales).where(eq(flashSales.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'catalog.notFound');
    if (row.soldCount > 0) throw new AppError('CONFLICT', 'catalog.flashSaleStarted');
    await tx.delete(flashSales).where(eq(flashSales.id, id));
    this.catalog.invalidate();
  }
}
