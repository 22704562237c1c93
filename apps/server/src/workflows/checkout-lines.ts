// The lines a checkout would price now, as coupons see them: the cart's selected lines or one direct
// buy, each at the member's price from the catalogue. The cart, catalogue and coupon modules together.
import type { Locale } from '@mall/i18n';
import type { DbOrTx } from '../db/client.ts';
import type { AuthMember } from '../lib/auth.ts';
import { AppError } from '../lib/errors.ts';
import type { CartService } from '../modules/cart/index.ts';
import { refuseFlashBelowVip, skuRefKey, type CatalogService, type SkuRef } from '../modules/catalog/index.ts';
import type { EligibleLine, UsableInput } from '../modules/coupon/index.ts';
import { shippingOf } from '../modules/orders/index.ts';
import type { SettingsService } from '../modules/settings/index.ts';

export async function checkoutLines(
  deps: { db: DbOrTx; cart: CartService; catalog: CatalogService; settings: SettingsService },
  member: AuthMember,
  locale: Locale,
  input: UsableInput,
): Promise<{ lines: EligibleLine[]; shippingMinor: number }> {
  const viewer = { locale, memberId: member.memberId, level: member.level };
  let wanted: { ref: SkuRef; num: number }[];
  if (input.productGoodsId !== undefined) {
    const ref = { productGoodsId: input.productGoodsId, flashSaleId: input.flashSaleId ?? null };
    wanted = [{ ref, num: input.num ?? 1 }];
  } else {
    const cart = await deps.cart.list(deps.db, viewer);
    wanted = cart.list
      .filter((line) => line.selected)
      .map((line) => ({ ref: { productGoodsId: line.productGoodsId, flashSaleId: line.flashSaleId }, num: line.num }));
  }
  const skus = await deps.catalog.skuLines.read(
    deps.db,
    viewer,
    wanted.map((line) => line.ref),
  );
  const lines = wanted.map(({ ref, num }) => {
    const sku = skus.get(skuRefKey(ref));
    if (!sku?.isListed) throw new AppError('NOT_FOUND', 'catalog.productGone', undefined, 'PRODUCT_GONE');
    refuseFlashBelowVip(sku);
    // As the order prices it: a points-priced SKU is bought with points, its money only the cash part.
    const isPoints = sku.pointsPrice > 0;
    const amountMinor = (isPoints ? sku.pointsCashMinor : sku.priceMinor) * num;
    return { productId: sku.productId, categoryId: sku.categoryId, brandId: sku.brandId, amountMinor, isPoints };
  });
  // Shipping is charged on the lines paid in money, as the order's quote does.
  const goodsMinor = lines.reduce((total, line) => total + (line.isPoints ? 0 : line.amountMinor), 0);
  return { lines, shippingMinor: shippingOf(goodsMinor, await deps.settings.get(deps.db, 'orderRules')) };
}
