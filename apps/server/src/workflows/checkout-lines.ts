// The lines a checkout would price now, as coupons see them: the cart's selected lines or one direct
// buy, each at the member's price from the catalogue. The cart, catalogue and coupon modules together.
import type { Locale } from '@mall/i18n';
import type { DbOrTx } from '../db/client.ts';
import type { AuthMember } from '../lib/auth.ts';
import { AppError } from '../lib/errors.ts';
import type { CartService } from '../modules/cart/index.ts';
import { refuseFlashBelowVip, skuRefKey, type CatalogService, type SkuRef } from '../modules/catalog/index.ts';
import type { EligibleLine, UsableInput } from '../modules/coupon/index.ts';

export async function checkoutLines(
  deps: { db: DbOrTx; cart: CartService; catalog: CatalogService },
  member: AuthMember,
  locale: Locale,
  input: UsableInput,
): Promise<EligibleLine[]> {
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
  return wanted.map(({ ref, num }) => {
    const sku = skus.get(skuRefKey(ref));
    if (!sku?.isListed) throw new AppError('NOT_FOUND', 'catalog.productGone', undefined, 'PRODUCT_GONE');
    refuseFlashBelowVip(sku);
    return { productId: sku.productId, categoryId: sku.categoryId, amountMinor: sku.priceMinor * num };
  });
}
