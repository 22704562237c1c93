// The product page's favourite toggle. A guest is sent to log in; the favourite is remembered and
// made once on their return, as "add to cart" is.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import { reportError } from '@/lib/api.ts';
import type { LoginLocationState } from '@/lib/navigation.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { readJson, removeKeys, storageKeys, writeJson } from '@/lib/storage.ts';
import { showToast } from '@/lib/toast.ts';
import { useSetFavorite } from '@/shared/favorites/api/set-favorite.ts';
import type { ProductDetail } from '../api/get-product-detail.ts';

export function useFavoriteButton(product: ProductDetail) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();
  const setFavorite = useSetFavorite();
  const { mutate } = setFavorite;

  const save = (isFavorite: boolean) =>
    mutate(
      { productId: product.id, isFavorite },
      {
        onSuccess: () =>
          showToast(
            intl.formatMessage({ id: isFavorite ? 'webShop.favorite.added' : 'webShop.favorite.removed' }),
            'success',
          ),
        onError: reportError,
      },
    );

  // Back from the login the favourite asked for: make it once, unless the product already is one.
  useEffect(() => {
    if (!session) return;
    const pending = readJson<{ productId: number }>(storageKeys.pendingFavorite, 'session');
    if (pending?.productId !== product.id) return;
    removeKeys([storageKeys.pendingFavorite], 'session');
    if (!product.isFavorite) save(true);
    // `save` is rebuilt each render; the product and session decide whether to run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, product.id, product.isFavorite]);

  const toggle = () => {
    if (!session) {
      writeJson(storageKeys.pendingFavorite, { productId: product.id }, 'session');
      const state: LoginLocationState = { canReturn: true };
      void navigate(paths.login, { state });
      return;
    }
    save(!product.isFavorite);
  };

  return { toggle, isPending: setFavorite.isPending };
}
