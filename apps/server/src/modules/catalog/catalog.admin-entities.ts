// The back office's simple catalogue tables, each described once: its table, how its rows read
// (for the list and for one row by id), and how an operator's input becomes column values.
// The table engine (db/crud.ts), through CatalogAdminService and the routes, does the rest.
import { asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type adminCatalog, formatMinor, type ParsedBodyOf, pickText, type ResultOf } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { Tx } from '../../db/client.ts';
import type { CrudTable } from '../../db/crud.ts';
import { AppError, ValidationFailure } from '../../lib/errors.ts';
import { flashState } from './catalog.flash.ts';
import { checkedMinor } from './catalog.money.ts';
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

export const crudNames = [
  'category',
  'brandCategory',
  'brand',
  'banner',
  'homeModule',
  'imageLink',
  'hotWord',
  'flashSale',
] as const;
export type CrudName = (typeof crudNames)[number];
export type CrudCalls<N extends CrudName> = (typeof adminCatalog)[N];
export type CrudRow<N extends CrudName> = ResultOf<CrudCalls<N>['save']>;
export type CrudInput<N extends CrudName> = ParsedBodyOf<CrudCalls<N>['save']>;

/** What a row list reads with: the operator's language and the clock (flash-sale states). */
export interface ReadContext {
  locale: Locale;
  now: Date;
}

/** One table as the engine (db/crud.ts) drives it; the service adds the messages and the cache drop. */
export type CrudEntity<N extends CrudName> = Omit<
  CrudTable<CrudRow<N>, CrudInput<N>, ReadContext>,
  'messages' | 'afterWrite'
>;

export function fail(path: PropertyKey[], message: string): never {
  throw new ValidationFailure([{ code: 'custom', path, message }]);
}

function byId(column: PgColumn, id: number | undefined): SQL | undefined {
  return id === undefined ? undefined : eq(column, id);
}

/** A table's columns as the back office shows them: all but when the row was created. */
function shownColumns<T extends PgTable & { createdAt: PgColumn }>(table: T) {
  const { createdAt: _createdAt, ...columns } = getTableColumns(table);
  return columns;
}

async function exists(tx: Tx, table: PgTable & { id: PgColumn }, id: number): Promise<boolean> {
  return (await tx.$count(table, eq(table.id, id))) > 0;
}

const category: CrudEntity<'category'> = {
  table: categories,
  rows: (db, _read, id) =>
    db
      .select({
        ...shownColumns(categories),
        productCount: sql<number>`(select count(*) from catalog_products p where p.category_id = catalog_categories.id)::int`,
      })
      .from(categories)
      .where(byId(categories.id, id))
      .orderBy(sql`${categories.parentId} nulls first`, asc(categories.sort), asc(categories.id)),
  async values(tx, input) {
    // The tree is two levels deep: a parent must itself be a grand category.
    if (input.parentId) {
      const [parent] = await tx.select().from(categories).where(eq(categories.id, input.parentId));
      if (!parent || parent.parentId !== null || parent.id === input.id) fail(['parentId'], 'catalog.notFound');
    }
    return {
      parentId: input.parentId ?? null,
      name: input.name,
      icon: input.icon ?? null,
      sort: input.sort,
      isVisible: input.isVisible,
    };
  },
};

const brandCategory: CrudEntity<'brandCategory'> = {
  table: brandCategories,
  rows: (db, _read, id) =>
    db
      .select(shownColumns(brandCategories))
      .from(brandCategories)
      .where(byId(brandCategories.id, id))
      .orderBy(asc(brandCategories.sort), asc(brandCategories.id)),
  values: async (_tx, input) => ({ name: input.name, sort: input.sort }),
};

const brand: CrudEntity<'brand'> = {
  table: brands,
  rows: (db, _read, id) =>
    db
      .select({
        ...shownColumns(brands),
        productCount: sql<number>`(select count(*) from catalog_products p where p.brand_id = catalog_brands.id)::int`,
      })
      .from(brands)
      .where(byId(brands.id, id))
      .orderBy(asc(brands.sort), asc(brands.id)),
  async values(tx, input) {
    const brandCategoryId = input.brandCategoryId ?? null;
    if (brandCategoryId && !(await exists(tx, brandCategories, brandCategoryId))) {
      fail(['brandCategoryId'], 'catalog.notFound');
    }
    return {
      brandCategoryId,
      name: input.name,
      description: input.description,
      logo: input.logo ?? null,
      banner: input.banner ?? null,
      isRecommended: input.isRecommended,
      isVisible: input.isVisible,
      sort: input.sort,
    };
  },
};

const banner: CrudEntity<'banner'> = {
  table: banners,
  rows: (db, _read, id) =>
    db
      .select(shownColumns(banners))
      .from(banners)
      .where(byId(banners.id, id))
      .orderBy(asc(banners.position), asc(banners.sort), asc(banners.id)),
  values: async (_tx, input) => ({
    position: input.position,
    title: input.title,
    image: input.image,
    linkUrl: input.linkUrl ?? null,
    content: input.content ?? null,
    sort: input.sort,
    isVisible: input.isVisible,
  }),
};

const homeModule: CrudEntity<'homeModule'> = {
  table: homeModules,
  rows: (db, _read, id) =>
    db
      .select(shownColumns(homeModules))
      .from(homeModules)
      .where(byId(homeModules.id, id))
      .orderBy(asc(homeModules.sort), asc(homeModules.id)),
  async values(tx, input) {
    // A module's products must exist.
    if (input.productIds.length > 0) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, input.productIds));
      const known = new Set(found.map((row) => row.id));
      const missing = input.productIds.findIndex((id) => !known.has(id));
      if (missing >= 0) fail(['productIds', missing], 'catalog.notFound');
    }
    return {
      kind: input.kind,
      title: input.title,
      subtitle: input.subtitle ?? null,
      image: input.image ?? null,
      linkUrl: input.linkUrl ?? null,
      productIds: input.productIds,
      sort: input.sort,
      isVisible: input.isVisible,
    };
  },
};

const imageLink: CrudEntity<'imageLink'> = {
  table: imageLinks,
  rows: (db, _read, id) =>
    db
      .select(shownColumns(imageLinks))
      .from(imageLinks)
      .where(byId(imageLinks.id, id))
      .orderBy(asc(imageLinks.position), asc(imageLinks.sort), asc(imageLinks.id)),
  values: async (_tx, input) => ({
    position: input.position,
    title: input.title,
    image: input.image,
    linkUrl: input.linkUrl,
    sort: input.sort,
    isVisible: input.isVisible,
  }),
};

const hotWord: CrudEntity<'hotWord'> = {
  table: hotWords,
  rows: (db, _read, id) =>
    db
      .select(shownColumns(hotWords))
      .from(hotWords)
      .where(byId(hotWords.id, id))
      .orderBy(asc(hotWords.kind), asc(hotWords.sort), asc(hotWords.id)),
  values: async (_tx, input) => ({ kind: input.kind, word: input.word, sort: input.sort, isVisible: input.isVisible }),
};

const flashSale: CrudEntity<'flashSale'> = {
  table: flashSales,
  async rows(db, read, id) {
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
      .where(byId(flashSales.id, id))
      .orderBy(desc(flashSales.startsAt), desc(flashSales.id));
    return rows.map(({ name, priceMinor, ...row }) => ({
      ...row,
      productName: pickText(name, read.locale),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      price: formatMinor(priceMinor),
      state: flashState(row.startsAt, row.endsAt, read.now),
    }));
  },
  async values(tx, input) {
    const startsAt = new Date(input.startsAt);
    const endsAt = new Date(input.endsAt);
    if (endsAt <= startsAt) fail(['endsAt'], 'catalog.windowInvalid');
    const [sku] = await tx.select().from(skus).where(eq(skus.id, input.productGoodsId));
    if (!sku || !sku.isActive) fail(['productGoodsId'], 'catalog.notFound');
    return {
      productId: sku.productId,
      skuId: sku.id,
      startsAt,
      endsAt,
      priceMinor: checkedMinor(input.price),
      stock: input.stock,
      perBuyerLimit: input.perBuyerLimit,
    };
  },
  checkChange(input, before) {
    if (input.stock < before.soldCount) fail(['stock'], 'catalog.insufficientStock');
  },
  async checkDelete(tx, id) {
    // Buyers hold orders against a sale that has sold: it stays.
    const [row] = await tx.select().from(flashSales).where(eq(flashSales.id, id)).for('update');
    if (row && row.soldCount > 0) throw new AppError('CONFLICT', 'catalog.flashSaleStarted');
  },
};

/** Every simple back-office table, by the name its calls and audit entries use. */
export const crudEntities: { [N in CrudName]: CrudEntity<N> } = {
  category,
  brandCategory,
  brand,
  banner,
  homeModule,
  imageLink,
  hotWord,
  flashSale,
};
