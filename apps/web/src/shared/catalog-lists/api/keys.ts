import type { Locale } from '@mall/i18n';
import { memberScope } from '@/lib/query-client.ts';
import type { Viewer } from '@/lib/viewer.ts';

/**
 * Lists of products show the price this viewer gets (member prices from level 2), so they are kept
 * per viewer under memberScope and dropped when the session changes. Names come in the shopper's
 * language, so the language is part of every key.
 */
export const catalogListKeys = {
  products: (viewer: Viewer) => [memberScope, 'catalogLists', viewer.token, viewer.locale] as const,
  categoryProducts: (viewer: Viewer, cateId: number, sort: string) =>
    [...catalogListKeys.products(viewer), 'category', cateId, sort] as const,
  brandProducts: (viewer: Viewer, brandId: number, sort: string) =>
    [...catalogListKeys.products(viewer), 'brand', brandId, sort] as const,
  lotProducts: (viewer: Viewer, grandCateId: number | null) =>
    [...catalogListKeys.products(viewer), 'lot', grandCateId] as const,
  pvProducts: (viewer: Viewer, type: string | null) => [...catalogListKeys.products(viewer), 'pv', type] as const,
  pointsZone: (viewer: Viewer) => [...catalogListKeys.products(viewer), 'pointsZone'] as const,
  subsidy: (viewer: Viewer) => [...catalogListKeys.products(viewer), 'subsidy'] as const,
  recommendations: (viewer: Viewer) => [...catalogListKeys.products(viewer), 'recommendations'] as const,

  // The same for everyone.
  all: ['catalogLists'] as const,
  categoryTree: (locale: Locale) => [...catalogListKeys.all, 'categoryTree', locale] as const,
  brandCategories: (locale: Locale) => [...catalogListKeys.all, 'brandCategories', locale] as const,
  brands: (locale: Locale, cateId: number | null, keyword: string) =>
    [...catalogListKeys.all, 'brands', locale, cateId, keyword] as const,
  brand: (locale: Locale, id: number) => [...catalogListKeys.all, 'brand', locale, id] as const,
  lotGrandCategories: (locale: Locale) => [...catalogListKeys.all, 'lotGrandCategories', locale] as const,
  lotBootImage: () => [...catalogListKeys.all, 'lotBootImage'] as const,
  flashSales: (locale: Locale, state: string) => [...catalogListKeys.all, 'flashSales', locale, state] as const,
  flashSaleCount: () => [...catalogListKeys.all, 'flashSaleCount'] as const,
};
