// The product page's "add to cart": one unit of the shown SKU (under the running flash sale when it
// is the sale's SKU). A guest is sent to log in; the add is remembered and done on their return.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import { reportError } from '@/lib/api.ts';
import type { LoginLocationState } from '@/lib/navigation.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { readJson, removeKeys, storageKeys, writeJson } from '@/lib/storage.ts';
import { showToast } from '@/lib/toast.ts';
import { useAddToCart, type AddToCart } from '@/shared/cart/api/cart.ts';
import type { ProductDetail, ProductSku } from '../api/get-product-detail.ts';

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
    const flashSaleId =
      product.flashSaleId !== null && product.flashSale?.productGoodsId === sku.productGoodsId
        ? product.flashSaleId
        : undefined;
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

  return { add, canAdd: sku !== undefined && sku.hasStock, isPending: mutation.isPending };
}
