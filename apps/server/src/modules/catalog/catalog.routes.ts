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
} from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import { withTransaction, type Db } from '../../db/client.ts';
import type { AuthMember } from '../../lib/auth.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { CatalogService, Viewer } from './catalog.service.ts';

/** Guests see retail prices: level 0 is below every member level. */
function viewerOf(locale: Locale, member: AuthMember | null): Viewer {
  return { locale, memberId: member?.memberId ?? null, level: member?.level ?? 0 };
}

export interface CatalogRouteDeps {
  db: Db;
  catalog: CatalogService;
}

export async function catalogRoutes(app: FastifyInstance, { db, catalog }: CatalogRouteDeps) {
  registerCall(app, appIndex.homepageModule, async ({ query, locale, member }) =>
    catalog.homepage(viewerOf(locale, member), query.position),
  );
  registerCall(app, appIndex.flashSaleCount, async () => catalog.flashSaleCount());
  registerCall(app, appIndex.flashSalePage, async ({ query, locale }) => catalog.flashSalePage(locale, query));
  registerCall(app, appIndex.imageLink, async ({ query, locale }) => catalog.imageLinks(locale, query.position));
  registerCall(app, appIndex.queryMemberRecommend, async ({ query, locale, member }) =>
    catalog.recommend(viewerOf(locale, member), query),
  );
  registerCall(app, appIndex.querySearchHistory, async ({ member }) => catalog.searchHistory(member?.memberId ?? null));
  registerCall(app, appIndex.querySearchHotWord, async ({ locale }) => catalog.hotWords(locale, 'product'));
  registerCall(app, appIndex.querySearchVoucherHotWord, async ({ locale }) => catalog.hotWords(locale, 'voucher'));
  registerCall(app, appIndex.removeSearchDiscovery, async ({ body, member }) => ({
    removed: await withTransaction(db, (tx) => catalog.removeSearchHistory(tx, member.memberId, body.keyword)),
  }));

  registerCall(app, banner.byId, async ({ query, locale }) => catalog.banner(locale, query.id));

  registerCall(app, supplierBrand.brandRecommendList, async ({ locale }) => catalog.recommendedBrands(locale));
  registerCall(app, supplierBrand.brandPage, async ({ query, locale }) => catalog.brandPage(locale, query));
  registerCall(app, supplierBrand.byId, async ({ query, locale }) => catalog.brand(locale, query.id));
  registerCall(app, supplierBrand.productPage, async ({ query, locale, member }) =>
    catalog.brandProducts(viewerOf(locale, member), query),
  );
  registerCall(app, supplierBrandCate.query_page, async ({ query, locale }) =>
    catalog.brandCategoryPage(locale, query),
  );
  registerCall(app, supplierBrandCate.brandQueryPage, async ({ query, locale }) => catalog.brandPage(locale, query));

  registerCall(app, product.detail, async ({ query, locale, member }) =>
    catalog.detail(viewerOf(locale, member), query),
  );
  registerCall(app, product.searchKeyword, async ({ query, locale, member }) =>
    catalog.search(viewerOf(locale, member), query),
  );
  registerCall(app, product.cateProductPage, async ({ query, locale, member }) =>
    catalog.categoryProducts(viewerOf(locale, member), query),
  );
  registerCall(app, product.queryLotPage, async ({ query, locale, member }) =>
    catalog.typeProducts(viewerOf(locale, member), query, 'lot', query.grandCateId),
  );
  registerCall(app, product.pvProductPage, async ({ query, locale, member }) =>
    catalog.pvProducts(viewerOf(locale, member), query),
  );
  registerCall(app, product.pointsZonePage, async ({ query, locale, member }) =>
    catalog.typeProducts(viewerOf(locale, member), query, 'points-zone'),
  );
  registerCall(app, product.subsidyPage, async ({ query, locale, member }) =>
    catalog.typeProducts(viewerOf(locale, member), query, 'subsidy'),
  );
  registerCall(app, product.reviewSummary, async ({ query }) => catalog.reviewSummary(query.productId));
  registerCall(app, product.reviewPage, async ({ query }) => catalog.reviewPage(query));

  registerCall(app, productCate.tree, async ({ locale }) => catalog.categoryTree(locale));
  registerCall(app, lotProductCate.queryGrandCate, async ({ locale }) => catalog.lotGrandCategories(locale));

  registerCall(app, memberFavorite.query_page, async ({ query, locale, member }) =>
    catalog.favoritePage({ ...viewerOf(locale, member), memberId: member.memberId }, query),
  );
  registerCall(app, memberFavorite.add, async ({ body, member }) => {
    await withTransaction(db, (tx) => catalog.addFavorite(tx, member.memberId, body.productId));
    return { productId: body.productId, isFavorite: true as const };
  });
  registerCall(app, memberFavorite.delete, async ({ body, member }) => {
    await withTransaction(db, (tx) => catalog.removeFavorite(tx, member.memberId, body.productId));
    return { productId: body.productId, isFavorite: false as const };
  });
}
