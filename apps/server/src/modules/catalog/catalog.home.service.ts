// The home page and its content: banners, modules with their products, image links, hot words.
import { and, asc, eq, sql } from 'drizzle-orm';
import { pickText, type contentPositions, type hotWordKinds, type ProductCard } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { BrandService } from './catalog.brand.service.ts';
import type { ProductCards } from './catalog.cards.ts';
import { CONTENT_TTL_MS, type CatalogContext, type Viewer } from './catalog.context.ts';
import { NOW, type ListFilter } from './catalog.list-query.ts';
import { banners, homeModules, hotWords, imageLinks } from './catalog.schema.ts';

type Position = (typeof contentPositions)[number];
type HotWordKind = (typeof hotWordKinds)[number];

const MODULE_PRODUCTS = 6;
const OF_TYPE = sql`p.type = ${sql.placeholder('type')}`;
const IN_FLASH_SALE = sql`exists (select 1 from catalog_flash_sales f2 where f2.product_id = p.id and f2.ends_at > ${NOW})`;
/** Module kinds that fill themselves with listed products of one type when no products are picked. */
const TYPE_OF_KIND: Record<string, ProductCard['type']> = {
  sets: 'set',
  lot: 'lot',
  'points-zone': 'points-zone',
  subsidy: 'subsidy',
};

const bannerColumns = {
  id: banners.id,
  position: banners.position,
  title: banners.title,
  image: banners.image,
  linkUrl: banners.linkUrl,
};

export class HomeService {
  private readonly context: CatalogContext;
  private readonly cards: ProductCards;
  private readonly brands: BrandService;

  constructor(context: CatalogContext, cards: ProductCards, brands: BrandService) {
    this.context = context;
    this.cards = cards;
    this.brands = brands;
  }

  /** Banners and visible home modules, each with its products (cached briefly per language and price tier). */
  async homepage(db: DbOrTx, viewer: Viewer, position: Position) {
    const tier = viewer.level >= 2 ? 'member' : 'retail';
    return this.context.cached(`home:${position}:${viewer.locale}:${tier}`, CONTENT_TTL_MS, async () => {
      const shownBanners = await this.banners(db, viewer.locale, position);
      const modules = await db
        .select()
        .from(homeModules)
        .where(eq(homeModules.isVisible, true))
        .orderBy(asc(homeModules.sort), asc(homeModules.id))
        .prepare('home_modules')
        .execute();
      const views = [];
      for (const module of modules) {
        views.push({
          id: module.id,
          kind: module.kind,
          title: pickText(module.title, viewer.locale),
          subtitle: module.subtitle ? pickText(module.subtitle, viewer.locale) : '',
          image: module.image,
          linkUrl: module.linkUrl,
          products: await this.moduleProducts(db, viewer, module.kind, module.productIds),
          brands: module.kind === 'brands' ? await this.brands.recommended(db, viewer.locale) : [],
        });
      }
      return { banners: shownBanners, modules: views };
    });
  }

  private async moduleProducts(db: DbOrTx, viewer: Viewer, kind: string, productIds: number[]) {
    if (productIds.length > 0) return this.cards.byIds(db, viewer, productIds.slice(0, MODULE_PRODUCTS));
    const type = TYPE_OF_KIND[kind];
    let filter: ListFilter = { where: [] };
    if (type) filter = { where: [OF_TYPE], values: { type } };
    else if (kind === 'seckill') filter = { where: [IN_FLASH_SALE] };
    else if (kind !== 'products') return [];
    const ids = await this.cards.query(filter, 'default', viewer).ids(db, 0, MODULE_PRODUCTS);
    return this.cards.byIds(db, viewer, ids);
  }

  private async banners(db: DbOrTx, locale: Locale, position: Position) {
    const rows = await db
      .select(bannerColumns)
      .from(banners)
      .where(and(eq(banners.isVisible, true), eq(banners.position, position)))
      .orderBy(asc(banners.sort), asc(banners.id))
      .prepare('home_banners')
      .execute();
    return rows.map((row) => ({ ...row, title: pickText(row.title, locale) }));
  }

  /** One visible banner with its page content. */
  async banner(db: DbOrTx, locale: Locale, id: number) {
    const [row] = await db
      .select({ ...bannerColumns, content: banners.content })
      .from(banners)
      .where(and(eq(banners.id, id), eq(banners.isVisible, true)));
    if (!row) throw new AppError('NOT_FOUND', 'catalog.notFound');
    return { ...row, title: pickText(row.title, locale), content: row.content ? pickText(row.content, locale) : '' };
  }

  /** Visible image links of a position. */
  async imageLinks(db: DbOrTx, locale: Locale, position: Position) {
    const rows = await db
      .select({ id: imageLinks.id, title: imageLinks.title, image: imageLinks.image, linkUrl: imageLinks.linkUrl })
      .from(imageLinks)
      .where(and(eq(imageLinks.isVisible, true), eq(imageLinks.position, position)))
      .orderBy(asc(imageLinks.sort), asc(imageLinks.id))
      .prepare('home_image_links')
      .execute();
    return rows.map((row) => ({ ...row, title: pickText(row.title, locale) }));
  }

  /** Visible hot words of a kind. */
  async hotWords(db: DbOrTx, locale: Locale, kind: HotWordKind) {
    const rows = await db
      .select({ id: hotWords.id, word: hotWords.word })
      .from(hotWords)
      .where(and(eq(hotWords.isVisible, true), eq(hotWords.kind, kind)))
      .orderBy(asc(hotWords.sort), asc(hotWords.id))
      .prepare('home_hot_words')
      .execute();
    return rows.map((row) => ({ id: row.id, word: pickText(row.word, locale) }));
  }
}
