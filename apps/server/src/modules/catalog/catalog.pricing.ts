// The one rule for what a viewer pays for a SKU, shared by the product page and the cart.
import type { ProductCard } from '@mall/contracts';

/**
 * An open flash sale's price first (the caller decides whether the sale is open for this SKU),
 * then the member price from level 2, else retail.
 */
export function viewerPrice(
  sku: { price_minor: number; member_price_minor: number },
  level: number,
  flashPriceMinor: number | null,
): { priceMinor: number; kind: ProductCard['priceKind'] } {
  if (flashPriceMinor !== null) return { priceMinor: flashPriceMinor, kind: 'flash' };
  if (level >= 2) return { priceMinor: sku.member_price_minor, kind: 'member' };
  return { priceMinor: sku.price_minor, kind: 'retail' };
}
