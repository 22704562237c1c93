// A cart as the member sees it: each line priced now and flagged, and the selection's totals.
import { CART_MAX_NUM, formatMinor, type CartLineView, type CartView } from '@mall/contracts';
import { skuRefKey, type SkuLine } from '../catalog/index.ts';

export interface StoredLine {
  id: number;
  productGoodsId: number;
  flashSaleId: number;
  quantity: number;
  selected: boolean;
}

export function refOf(line: { productGoodsId: number; flashSaleId: number }) {
  return { productGoodsId: line.productGoodsId, flashSaleId: line.flashSaleId === 0 ? null : line.flashSaleId };
}

/** The most a line may hold: what the catalogue allows now, never above the cart's own cap. */
export function capOf(sku: SkuLine): number {
  return Math.max(0, Math.min(sku.available, CART_MAX_NUM));
}

export function statusOf(sku: SkuLine | undefined): CartLineView['status'] {
  if (!sku?.isListed) return 'unlisted';
  return capOf(sku) > 0 ? 'ok' : 'outOfStock';
}

/**
 * A line's money and points as checkout charges them: a points-zone line costs its points and its
 * cash part (orders' `pointsPriced`), any other its price.
 */
function lineView(
  line: StoredLine,
  sku: SkuLine | undefined,
): { view: CartLineView; totalMinor: number; totalPoints: number } {
  const status = statusOf(sku);
  const priceMinor = sku?.priceMinor ?? 0;
  const pointsPrice = sku?.pointsPrice ?? 0;
  const pointsCashMinor = pointsPrice > 0 ? (sku?.pointsCashMinor ?? 0) : 0;
  const totalMinor = (pointsPrice > 0 ? pointsCashMinor : priceMinor) * line.quantity;
  return {
    totalMinor,
    totalPoints: pointsPrice * line.quantity,
    view: {
      id: line.id,
      productId: sku?.productId ?? 0,
      productGoodsId: line.productGoodsId,
      flashSaleId: line.flashSaleId === 0 ? null : line.flashSaleId,
      name: sku?.name ?? '',
      specText: sku?.specText ?? '',
      image: sku?.cover?.s200 ?? '',
      cover: sku?.cover ?? null,
      num: line.quantity,
      price: formatMinor(priceMinor),
      priceKind: sku?.priceKind ?? 'retail',
      retailPrice: formatMinor(sku?.retailMinor ?? 0),
      lineTotal: formatMinor(totalMinor),
      pointsPrice,
      pointsCash: formatMinor(pointsCashMinor),
      maxNum: sku && status === 'ok' ? capOf(sku) : 0,
      status,
      selected: status === 'ok' && line.selected,
    },
  };
}

/** `freeShippingMinor`: the order value from which shipping is free. */
export function cartView(lines: StoredLine[], skus: Map<string, SkuLine>, freeShippingMinor: number): CartView {
  let totalMinor = 0;
  let totalPoints = 0;
  let selectedNum = 0;
  let selectedCount = 0;
  let selectable = 0;
  const list = lines.map((line) => {
    const priced = lineView(line, skus.get(skuRefKey(refOf(line))));
    const { view } = priced;
    if (view.status === 'ok') selectable += 1;
    if (view.selected) {
      totalMinor += priced.totalMinor;
      totalPoints += priced.totalPoints;
      selectedNum += view.num;
      selectedCount += 1;
    }
    return view;
  });
  return {
    list,
    totalPrice: formatMinor(totalMinor),
    totalPoints,
    selectedNum,
    selectedCount,
    allSelected: selectable > 0 && selectedCount === selectable,
    freeShippingExcess: formatMinor(Math.max(0, freeShippingMinor - totalMinor)),
  };
}
