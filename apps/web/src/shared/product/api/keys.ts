import type { Locale } from '@mall/i18n';
import { memberScope } from '@/lib/query-client.ts';
import type { Viewer } from '@/lib/viewer.ts';

// Product detail carries the viewer's price and favourite mark: it lives under memberScope with the token.
export const productKeys = {
  detail: (viewer: Viewer, params: { id: number; flashSaleId?: number; productGoodsId?: number }) =>
    [memberScope, 'product', 'detail', params, viewer.token, viewer.locale] as const,
  /** Every cached detail, whatever product, SKU or viewer. */
  details: () => [memberScope, 'product', 'detail'] as const,
  reviews: (productId: number, locale: Locale) => ['product', 'reviews', productId, locale] as const,
};
