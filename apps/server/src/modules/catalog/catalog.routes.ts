import type { FastifyInstance } from 'fastify';
import {
  appIndex,
  banner,
  lotProductCate,
  memberFavorite,
  product,
  productCate,
  supplierBrand,
  supplierBrandCate,
  type ResultOf,
  type ytConfig,
} from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import { replicaOf, withTransaction, type Db, type DbOrTx } from '../../db/client.ts';
import type { AuthMember } from '../../lib/auth.ts';
import { registerCall } from '../../lib/register-call.ts';
import {
  brandAnswers,
  categoryAnswers,
  homeAnswers,
  homeModuleAnswers,
  productAnswers,
  searchAnswers,
} from './catalog.answers.ts';
import type { Viewer } from './catalog.context.ts';
import type { CatalogService } from './catalog.service.ts';

/** Guests see retail prices: level 0 is below every member level. */
function viewerOf(locale: Locale, member: AuthMember | null): Viewer {
  return { locale, memberId: member?.memberId ?? null, level: member?.level ?? 0 };
}

export interface CatalogRouteDeps {
  db: Db;
  catalog: CatalogService;
  /** The operator's home notice (a setting), for the combined home call. */
  homeNotice: (locale: Locale) => Promise<ResultOf<typeof ytConfig.getHomeNoticeNew>>;
}

/** How many running flash sales the home strip shows. */
const HOME_FLASH_SALES = 6;

/** Home's first screen in one round trip, from the same cached pieces as the separate calls. */
function registerHome(app: FastifyInstance, { catalog, homeNotice }: CatalogRouteDeps, reads: DbOrTx) {
  registerCall(
    app,
    appIndex.home,
    async ({ locale, member }) => {
      const content = await catalog.home.homepage(reads, viewerOf(locale, member), 'home');
      const imageLinks = await catalog.home.imageLinks(reads, locale, 'home');
      const flashSaleCount = await catalog.flashSales.count(reads);
      const flashSales =
        flashSaleCount.grab > 0
          ? (await catalog.flashSales.page(reads, locale, { state: 'grab', pageNum: 1, pageSize: HOME_FLASH_SALES }))
              .list
          : [];
      return { ...content, notice: await homeNotice(locale), imageLinks, flashSaleCount, flashSales };
    },
    homeAnswers(catalog),
  );
}

/** The lists whose first pages many shoppers share, kept as their bytes (catalog.answers.ts). */
function registerSharedLists(app: FastifyInstance, { db, catalog }: CatalogRouteDeps, reads: DbOrTx) {
  registerCall(
    app,
    supplierBrand.productPage,
    async ({ query, locale, member }) => catalog.listing.brandProducts(reads, viewerOf(locale, member), query),
    brandAnswers(catalog),
  );
  registerCall(
    app,
    product.searchKeyword,
    async ({ query, locale, member }) => catalog.listing.search(reads, viewerOf(locale, member), query),
    searchAnswers(db, catalog, reads),
  );
  registerCall(
    app,
    product.cateProductPage,
    async ({ query, locale, member }) => catalog.listing.categoryProducts(reads, viewerOf(locale, member), query),
    categoryAnswers(catalog),
  );
}

export async function catalogRoutes(app: FastifyInstance, deps: CatalogRouteDeps) {
  const { db, catalog } = deps;
  // Catalogue display may lag behind the primary by the replica's delay (docs/operations.md);
  // favourites, search history and reviews, which the member's own writes change, stay on it.
  const reads = replicaOf(db);
  registerHome(app, deps, reads);
  registerSharedLists(app, deps, reads);
  registerCall(
    app,
    appIndex.homepageModule,
    async ({ query, locale, member }) => catalog.home.homepage(reads, viewerOf(locale, member), query.position),
    homeModuleAnswers(catalog),
  );
  registerCall(app, appIndex.flashSaleCount, async () => catalog.flashSales.count(reads));
  registerCall(app, appIndex.flashSalePage, async ({ query, locale }) => catalog.flashSales.page(reads, locale, query));
  registerCall(app, appIndex.imageLink, async ({ query, locale }) =>
    catalog.home.imageLinks(reads, locale, query.position),
  );
  registerCall(app, appIndex.queryMemberRecommend, async ({ query, locale, member }) =>
    catalog.listing.recommend(reads, viewerOf(locale, member), query),
  );
  registerCall(app, appIndex.querySearchHistory, async ({ member }) =>
    catalog.searchHistory.list(db, member?.memberId ?? null),
  );
  registerCall(app, appIndex.querySearchHotWord, async ({ locale }) => catalog.home.hotWords(reads, locale, 'product'));
  registerCall(app, appIndex.querySearchVoucherHotWord, async ({ locale }) =>
    catalog.home.hotWords(reads, locale, 'voucher'),
  );
  registerCall(app, appIndex.removeSearchDiscovery, async ({ body, member }) => ({
    removed: await withTransaction(db, (tx) => catalog.searchHistory.remove(tx, member.memberId, body.keyword)),
  }));

  registerCall(app, banner.byId, async ({ query, locale }) => catalog.home.banner(reads, locale, query.id));

  registerCall(app, supplierBrand.brandRecommendList, async ({ locale }) => catalog.brands.recommended(reads, locale));
  registerCall(app, supplierBrand.brandPage, async ({ query, locale }) => catalog.brands.page(reads, locale, query));
  registerCall(app, supplierBrand.byId, async ({ query, locale }) => catalog.brands.brand(reads, locale, query.id));
  registerCall(app, supplierBrandCate.query_page, async ({ query, locale }) =>
    catalog.brands.categoryPage(reads, locale, query),
  );
  registerCall(app, supplierBrandCate.brandQueryPage, async ({ query, locale }) =>
    catalog.brands.page(reads, locale, query),
  );

  registerCall(
    app,
    product.detail,
    async ({ query, locale, member }) => catalog.products.detail(reads, viewerOf(locale, member), query),
    productAnswers(catalog),
  );
  registerCall(app, product.queryLotPage, async ({ query, locale, member }) =>
    catalog.listing.typeProducts(reads, viewerOf(locale, member), query, 'lot', query.grandCateId),
  );
  registerCall(app, product.pvProductPage, async ({ query, locale, member }) =>
    catalog.listing.pvProducts(reads, viewerOf(locale, member), query),
  );
  registerCall(app, product.pointsZonePage, async ({ query, locale, member }) =>
    catalog.listing.typeProducts(reads, viewerOf(locale, member), query, 'points-zone'),
  );
  registerCall(app, product.subsidyPage, async ({ query, locale, member }) =>
    catalog.listing.typeProducts(reads, viewerOf(locale, member), query, 'subsidy'),
  );
  registerCall(app, product.reviewSummary, async ({ query }) => catalog.products.reviewSummary(db, query.productId));
  registerCall(app, product.reviewPage, async ({ query }) => catalog.products.reviewPage(db, query));

  registerCall(app, productCate.tree, async ({ locale }) => catalog.brands.categoryTree(reads, locale));
  registerCall(app, lotProductCate.queryGrandCate, async ({ locale }) =>
    catalog.brands.lotGrandCategories(reads, locale),
  );

  registerCall(app, memberFavorite.query_page, async ({ query, locale, member }) =>
    catalog.favorites.page(db, { ...viewerOf(locale, member), memberId: member.memberId }, query),
  );
  registerCall(app, memberFavorite.add, async ({ body, member }) => {
    await withTransaction(db, (tx) => catalog.favorites.add(tx, member.memberId, body.productId));
    return { productId: body.productId, isFavorite: true as const };
  });
  registerCall(app, memberFavorite.delete, async ({ body, member }) => {
    await withTransaction(db, (tx) => catalog.favorites.remove(tx, member.memberId, body.productId));
    return { productId: body.productId, isFavorite: false as const };
  });
}
