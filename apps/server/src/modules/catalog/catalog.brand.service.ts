// Categories and brands as shoppers browse them.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { pickText, type CategoryNode, type LocalizedText } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  CONTENT_TTL_MS,
  likePattern,
  offsetOf,
  pageOf,
  type CatalogContext,
  type PageInput,
} from './catalog.context.ts';
import { brandCategories, brands, categories } from './catalog.schema.ts';
import { TOTAL_CAP } from './catalog.list-query.ts';

// Drizzle leaves columns of a one-table select unqualified, so correlated counts name the outer table.
// Bounded like every list total: a brand with a hundred thousand products would otherwise be
// counted on each home rebuild.
const listedProducts = sql<number>`(select count(*) from (
  select 1 from catalog_products p where p.brand_id = catalog_brands.id and p.is_listed limit ${TOTAL_CAP}
) x)::int`;
const visibleBrands = sql<number>`(select count(*) from catalog_brands b where b.brand_category_id = catalog_brand_categories.id and b.is_visible)::int`;
const windowTotal = sql<number>`(count(*) over ())::int`;

export class BrandService {
  private readonly context: CatalogContext;

  constructor(context: CatalogContext) {
    this.context = context;
  }

  /** Visible categories as a tree: grand categories with their subcategories. */
  async categoryTree(db: DbOrTx, locale: Locale): Promise<CategoryNode[]> {
    return this.context.cached(`tree:${locale}`, CONTENT_TTL_MS, async () => {
      const rows = await db
        .select({ id: categories.id, parentId: categories.parentId, name: categories.name, icon: categories.icon })
        .from(categories)
        .where(eq(categories.isVisible, true))
        .orderBy(asc(categories.sort), asc(categories.id));
      const nodes = new Map<number, CategoryNode>();
      for (const row of rows) {
        nodes.set(row.id, { id: row.id, name: pickText(row.name, locale), icon: row.icon, children: [] });
      }
      const roots: CategoryNode[] = [];
      for (const row of rows) {
        const node = nodes.get(row.id)!;
        if (row.parentId === null) roots.push(node);
        else nodes.get(row.parentId)?.children.push(node);
      }
      return roots;
    });
  }

  /** Grand categories holding listed lot products. */
  async lotGrandCategories(db: DbOrTx, locale: Locale) {
    const result = await db.execute<{ id: number; name: LocalizedText; icon: string | null; n: number }>(sql`
      select g.id, g.name, g.icon, count(p.id)::int as n
      from catalog_categories g
      join catalog_categories c on c.id = g.id or c.parent_id = g.id
      join catalog_products p on p.category_id = c.id and p.is_listed and p.type = 'lot'
      where g.parent_id is null and g.is_visible
      group by g.id order by g.sort, g.id`);
    return result.rows.map((row) => ({
      id: row.id,
      name: pickText(row.name, locale),
      icon: row.icon,
      productCount: row.n,
    }));
  }

  private async brandRows(db: DbOrTx, where: SQL[], limit: number, offset: number) {
    return db
      .select({
        id: brands.id,
        name: brands.name,
        description: brands.description,
        logo: brands.logo,
        banner: brands.banner,
        brandCategoryId: brands.brandCategoryId,
        isRecommended: brands.isRecommended,
        productCount: listedProducts,
        total: windowTotal,
      })
      .from(brands)
      .where(and(eq(brands.isVisible, true), ...where))
      .orderBy(asc(brands.sort), asc(brands.id))
      .limit(limit)
      .offset(offset);
  }

  private toBrand(row: Awaited<ReturnType<BrandService['brandRows']>>[number], locale: Locale) {
    const { total: _total, ...brand } = row;
    return { ...brand, name: pickText(row.name, locale), description: pickText(row.description, locale) };
  }

  /** Recommended visible brands. */
  async recommended(db: DbOrTx, locale: Locale) {
    const rows = await this.brandRows(db, [eq(brands.isRecommended, true)], 50, 0);
    return rows.map((row) => this.toBrand(row, locale));
  }

  /** Visible brands, optionally of a brand category or matching a keyword in any language. */
  async page(db: DbOrTx, locale: Locale, input: PageInput & { cateId?: number; keyword?: string }) {
    const where: SQL[] = [];
    if (input.cateId) where.push(eq(brands.brandCategoryId, input.cateId));
    if (input.keyword && input.keyword.trim() !== '') {
      where.push(sql`lower(${brands.name}::text) like ${likePattern(input.keyword.trim())}`);
    }
    const rows = await this.brandRows(db, where, input.pageSize, offsetOf(input));
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && input.pageNum > 1) {
      total = await db.$count(brands, and(eq(brands.isVisible, true), ...where));
    }
    return pageOf(
      rows.map((row) => this.toBrand(row, locale)),
      input,
      total,
    );
  }

  /** One visible brand. */
  async brand(db: DbOrTx, locale: Locale, id: number) {
    const [row] = await this.brandRows(db, [eq(brands.id, id)], 1, 0);
    if (!row) throw new AppError('NOT_FOUND', 'catalog.notFound');
    return this.toBrand(row, locale);
  }

  /** Brand categories with how many visible brands each has. */
  async categoryPage(db: DbOrTx, locale: Locale, input: PageInput) {
    const rows = await db
      .select({ id: brandCategories.id, name: brandCategories.name, brandCount: visibleBrands, total: windowTotal })
      .from(brandCategories)
      .orderBy(asc(brandCategories.sort), asc(brandCategories.id))
      .limit(input.pageSize)
      .offset(offsetOf(input));
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && input.pageNum > 1) total = await db.$count(brandCategories);
    return pageOf(
      rows.map((row) => ({ id: row.id, name: pickText(row.name, locale), brandCount: row.brandCount })),
      input,
      total,
    );
  }
}
