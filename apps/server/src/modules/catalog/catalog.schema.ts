// The catalogue: categories, brands, products with their SKUs, flash sales, the home page's
// content, search history, favourites and reviews.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  contentPositions,
  homeModuleKinds,
  hotWordKinds,
  paymentMethods,
  productTypes,
  type LocalizedText,
} from '@mall/contracts';
import { memberTable as members } from '../member/index.ts';

export interface ImageSet {
  s100: string;
  s200: string;
  s800: string;
}

export interface SpecDefinition {
  name: LocalizedText;
  values: LocalizedText[];
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A tree; the top level (no parent) are the grand categories. */
export const categories = pgTable(
  'catalog_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('catalog_categories_parent_idx').on(t.parentId, t.sort)],
);

/** A classification of supplier brands (beauty, food, ...), shown as tabs of the brand list. */
export const brandCategories = pgTable('catalog_brand_categories', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

export const brands = pgTable(
  'catalog_brands',
  {
    id: serial('id').primaryKey(),
    brandCategoryId: integer('brand_category_id').references(() => brandCategories.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    logo: text('logo'),
    banner: text('banner'),
    isRecommended: boolean('is_recommended').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('catalog_brands_category_idx').on(t.brandCategoryId)],
);

export const products = pgTable(
  'catalog_products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    type: text('type', { enum: productTypes }).notNull().default('normal'),
    /** The level a paid set order grants (2 or 3); only sets have one. */
    grantsLevel: smallint('grants_level'),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull().default('cash'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    subtitle: jsonb('subtitle').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    images: jsonb('images').$type<ImageSet[]>().notNull().default([]),
    specs: jsonb('specs').$type<SpecDefinition[]>().notNull().default([]),
    /** Basis points: 700 is 7%. */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    cashbackMinor: integer('cashback_minor').notNull().default(0),
    /** Percent off when paid with the discount card; 0 means not DC-eligible. */
    dcDiscountPercent: smallint('dc_discount_percent').notNull().default(0),
    contributablePoints: integer('contributable_points').notNull().default(0),
    /**
     * A points-zone product's price in points a unit (0: none, sold at its money price), and the
     * cash (minor units) paid with the points, if any. Paid with points it earns no points.
     */
    pointsPrice: integer('points_price').notNull().default(0),
    pointsCashMinor: integer('points_cash_minor').notNull().default(0),
    rewardMp: integer('reward_mp').notNull().default(0),
    isListed: boolean('is_listed').notNull().default(false),
    /** Whether members may put the product on their sales pages (an operator may forbid it). */
    allowsSalesPage: boolean('allows_sales_page').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Every language's name, NFKC-normalised and in lower case, for substring search (trigram index). */
    searchText: text('search_text').generatedAlwaysAs(sql`catalog_search_text(name)`),
    /** The search text's single characters and pairs, for one- and two-character queries (GIN index). */
    searchGrams: text('search_grams')
      .array()
      .generatedAlwaysAs(sql`catalog_search_grams(catalog_search_text(name))`),
    // Kept by a trigger on catalog_skus from the active SKUs, so lists sort and filter on indexes.
    minPrice: integer('min_price').notNull().default(0),
    minMemberPrice: integer('min_member_price').notNull().default(0),
    stockTotal: integer('stock_total').notNull().default(0),
    soldTotal: integer('sold_total').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'catalog_products_grants_level',
      sql`(${t.type} = 'set' and ${t.grantsLevel} in (2, 3)) or (${t.type} <> 'set' and ${t.grantsLevel} is null)`,
    ),
    check('catalog_products_tax_rate', sql`${t.taxRateBp} between 0 and 10000`),
    check('catalog_products_dc_discount', sql`${t.dcDiscountPercent} between 0 and 100`),
    check('catalog_products_points_price', sql`${t.pointsPrice} >= 0 and ${t.pointsCashMinor} >= 0`),
    check(
      'catalog_products_non_negative',
      sql`${t.cashbackMinor} >= 0 and ${t.contributablePoints} >= 0 and ${t.rewardMp} >= 0`,
    ),
    index('catalog_products_category_idx').on(t.categoryId),
    index('catalog_products_brand_idx').on(t.brandId),
    index('catalog_products_type_idx').on(t.type, t.isListed),
    index('catalog_products_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('catalog_products_grams_idx').using('gin', t.searchGrams),
    ...listIndexes(t),
  ],
);

/**
 * One index per list scope (all, a category, a brand, a type) and sort key, over listed products
 * only: every list walks one of them in order and stops after its page.
 */
function listIndexes(t: {
  categoryId: AnyPgColumn;
  brandId: AnyPgColumn;
  type: AnyPgColumn;
  sort: AnyPgColumn;
  createdAt: AnyPgColumn;
  soldTotal: AnyPgColumn;
  minPrice: AnyPgColumn;
  minMemberPrice: AnyPgColumn;
  isListed: AnyPgColumn;
  id: AnyPgColumn;
}) {
  const keys = { sort: t.sort, newest: t.createdAt, sales: t.soldTotal, price: t.minPrice, member: t.minMemberPrice };
  const scopes: Record<string, AnyPgColumn[]> = {
    all: [],
    category: [t.categoryId],
    brand: [t.brandId],
    type: [t.type],
  };
  return Object.entries(scopes).flatMap(([scope, columns]) =>
    Object.entries(keys).map(([name, key]) => {
      const [first, ...rest] = [...columns, key, t.id];
      return index(`catalog_products_list_${scope}_${name}_idx`)
        .on(first!, ...rest)
        .where(sql`${t.isListed}`);
    }),
  );
}

/** One sellable specification of a product: its id is the client's `productGoodsId`. */
export const skus = pgTable(
  'catalog_skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** For each of the product's specs, the index of the chosen value. */
    specIndexes: jsonb('spec_indexes').$type<number[]>().notNull().default([]),
    priceMinor: integer('price_minor').notNull(),
    memberPriceMinor: integer('member_price_minor').notNull(),
    stock: integer('stock').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    /** A SKU removed in the editor stays for the orders that name it, but is no longer sold. */
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('catalog_skus_stock_non_negative', sql`${t.stock} >= 0`),
    check('catalog_skus_sold_non_negative', sql`${t.soldCount} >= 0`),
    check('catalog_skus_prices', sql`${t.priceMinor} >= 0 and ${t.memberPriceMinor} >= 0`),
    index('catalog_skus_product_idx').on(t.productId),
  ],
);

export const flashSales = pgTable(
  'catalog_flash_sales',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    priceMinor: integer('price_minor').notNull(),
    stock: integer('stock').notNull(),
    soldCount: integer('sold_count').notNull().default(0),
    perBuyerLimit: integer('per_buyer_limit').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check('catalog_flash_sales_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('catalog_flash_sales_stock', sql`${t.stock} >= 0 and ${t.soldCount} >= 0`),
    check('catalog_flash_sales_price', sql`${t.priceMinor} >= 0`),
    check('catalog_flash_sales_limit', sql`${t.perBuyerLimit} >= 1`),
    index('catalog_flash_sales_window_idx').on(t.endsAt, t.startsAt),
    index('catalog_flash_sales_product_idx').on(t.productId),
  ],
);

export const banners = pgTable('catalog_banners', {
  id: serial('id').primaryKey(),
  position: text('position', { enum: contentPositions }).notNull().default('home'),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  image: text('image').notNull(),
  linkUrl: text('link_url'),
  /** Rich text shown by banner/byId when the banner opens a page of its own. */
  content: jsonb('content').$type<LocalizedText>(),
  sort: integer('sort').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
  createdAt: createdAt(),
});

export const homeModules = pgTable('catalog_home_modules', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: homeModuleKinds }).notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  subtitle: jsonb('subtitle').$type<LocalizedText>(),
  image: text('image'),
  linkUrl: text('link_url'),
  /** Products shown in the module, in this order; empty lets the kind choose (newest of its type). */
  productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
  createdAt: createdAt(),
});

export const imageLinks = pgTable('catalog_image_links', {
  id: serial('id').primaryKey(),
  position: text('position', { enum: contentPositions }).notNull().default('home'),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  image: text('image').notNull(),
  linkUrl: text('link_url').notNull(),
  sort: integer('sort').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
  createdAt: createdAt(),
});

export const hotWords = pgTable('catalog_hot_words', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: hotWordKinds }).notNull().default('product'),
  word: jsonb('word').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
  createdAt: createdAt(),
});

export const searchHistory = pgTable(
  'catalog_search_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    keyword: text('keyword').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('catalog_search_history_member_keyword').on(t.memberId, t.keyword)],
);

export const favorites = pgTable(
  'catalog_favorites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.productId] }),
    index('catalog_favorites_product_idx').on(t.productId),
    // A member's page of favourites, newest first, read from the index in order.
    index('catalog_favorites_member_newest_idx').on(t.memberId, t.createdAt, t.productId),
  ],
);

/** Written by the order flow once reviews exist; the catalogue only reads them. */
export const reviews = pgTable(
  'catalog_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    check('catalog_reviews_rating', sql`${t.rating} between 1 and 5`),
    index('catalog_reviews_product_idx').on(t.productId, t.id),
  ],
);
