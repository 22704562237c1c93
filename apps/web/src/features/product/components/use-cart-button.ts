// The product page's "add to cart" and "buy now": one unit of the shown SKU (under the running flash sale when it
// is the sale's SKU). A guest is sent to log in; the add is remembered and done on their return.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import { reportError } from '@/lib/api.ts';
import type { LoginLocationState } from '@/lib/navigation.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { readJson, removeKeys, storageKeys, writeJson, writeText } from '@/lib/storage.ts';
import { showToast } from '@/lib/toast.ts';
import { useAddToCart, type AddToCart } from '@/shared/cart/api/cart.ts';
import type { ProductDetail, ProductSku } from '../api/get-product-detail.ts';

/** The running flash sale a SKU is bought under, when it is the sale's SKU. */
function saleOf(product: ProductDetail, sku: ProductSku): number | undefined {
  return product.flashSaleId !== null && product.flashSale?.productGoodsId === sku.productGoodsId
    ? product.flashSaleId
    : undefined;
}

export function useCartButton(product: ProductDetail, sku: ProductSku | undefined) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const mutation = useAddToCart();
  const { mutate } = mutation;

  // Back from the login the add asked for: do it once, for this product's SKU only.
  useEffect(() => {
    if (!session) return;
    const pending = readJson<AddToCart & { productId: number }>(storageKeys.pendingCartAdd, 'session');
    if (pending?.productId !== product.id) return;
    removeKeys([storageKeys.pendingCartAdd], 'session');
    const { productId: _productId, ...line } = pending;
    mutate(line, {
      onSuccess: () => showToast(intl.formatMessage({ id: 'webCart.added' }), 'success'),
      onError: reportError,
    });
  }, [session, product.id, mutate, intl]);

  const add = () => {
    if (!sku) return;
    const flashSaleId = saleOf(product, sku);
    const line: AddToCart = { productGoodsId: sku.productGoodsId, num: 1, ...(flashSaleId ? { flashSaleId } : {}) };
    if (!session) {
      writeJson(storageKeys.pendingCartAdd, { ...line, productId: product.id }, 'session');
      const state: LoginLocationState = { canReturn: true };
      void navigate(paths.login, { state });
      return;
    }
    mutation.mutate(line, {
      onSuccess: () => showToast(intl.formatMessage({ id: 'webCart.added' }), 'success'),
      onError: reportError,
    });
  };

  /** Buy now: checkout of this SKU alone (a guest logs in first and goes on to that checkout). */
  const buyNow = () => {
    if (!sku) return;
    const query = new URLSearchParams({ productGoodsId: String(sku.productGoodsId), num: '1' });
    const flashSaleId = saleOf(product, sku);
    if (flashSaleId) query.set('flashSaleId', String(flashSaleId));
    const checkout = `${paths.createOrder}?${query.toString()}`;
    if (!session) {
      // Login replaces itself with the checkout, so "back" from there is the product again.
      writeText(storageKeys.redirectAfterLogin, checkout, 'session');
      const state: LoginLocationState = { canReturn: false };
      void navigate(paths.login, { state });
      return;
    }
    void navigate(checkout);
  };

  const isSoldOut = sku !== undefined && !sku.hasStock;
  return { add, buyNow, canAdd: sku !== undefined && sku.hasStock, isSoldOut, isPending: mutation.isPending };
}
