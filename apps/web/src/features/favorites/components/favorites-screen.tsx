// The member's favourites: newest first, page by page, each removable after a confirmation.
import { useIntl } from 'react-intl';
import { Link } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { HeartIcon } from '@/components/icons.tsx';
import { InfiniteFooter } from '@/components/infinite-footer.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PriceKindBadge } from '@/components/product-card.tsx';
import { Price } from '@/components/price.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { reportError } from '@/lib/api.ts';
import { paths, productPath } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useFavorites, type Favorite } from '../api/get-favorites.ts';
import { useSetFavorite } from '../../../shared/favorites/api/set-favorite.ts';
import styles from './favorites-screen.module.css';

function FavoriteItem({
  favorite,
  onRemove,
  isRemoving,
}: {
  favorite: Favorite;
  onRemove: () => void;
  isRemoving: boolean;
}) {
  const intl = useIntl();
  const body = (
    <>
      <div className={styles.media}>
        {favorite.image && (
          <img src={favorite.cover?.s100 ?? favorite.image} alt="" width={88} height={88} loading="lazy" />
        )}
        {!favorite.isListed && (
          <span className={styles.unlisted}>{intl.formatMessage({ id: 'webShop.favorite.unlisted' })}</span>
        )}
      </div>
      <div className={styles.info}>
        <h2 className={styles.name}>{favorite.name}</h2>
        <span className={styles.priceRow}>
          <Price amount={favorite.price} className={styles.price} />
          <PriceKindBadge kind={favorite.priceKind} />
        </span>
      </div>
    </>
  );
  return (
    <li className={styles.item} data-testid="favorite" data-product-id={favorite.id}>
      {/* A product taken off the market has no page to open; it stays here until removed. */}
      {favorite.isListed ? (
        <Link to={productPath(favorite.id)} className={styles.link}>
          {body}
        </Link>
      ) : (
        <div className={styles.link}>{body}</div>
      )}
      <Button
        size="small"
        fill="outline"
        className={styles.remove}
        onClick={onRemove}
        loading={isRemoving}
        data-testid="favorite-remove"
      >
        {intl.formatMessage({ id: 'webShop.favorite.remove' })}
      </Button>
    </li>
  );
}

export function FavoritesScreen() {
  const session = useSession();
  if (!session) return <LoginPrompt />;
  return <FavoritesList />;
}

function FavoritesList() {
  const intl = useIntl();
  const favorites = useFavorites();
  const setFavorite = useSetFavorite();
  const list = favorites.data?.pages.flatMap((page) => page.list) ?? [];

  const remove = (favorite: Favorite) => {
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({
        content: intl.formatMessage({ id: 'webShop.favorite.removeConfirm' }, { name: favorite.name }),
        confirmText: intl.formatMessage({ id: 'common.confirm' }),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onConfirm: () =>
          setFavorite
            .mutateAsync({ productId: favorite.id, isFavorite: false })
            .then(() => showToast(intl.formatMessage({ id: 'webShop.favorite.removed' }), 'success'), reportError),
      }),
    );
  };

  if (favorites.isPending) return <LoadingView lines={5} />;
  if (favorites.isError && list.length === 0)
    return <ErrorView error={favorites.error} onRetry={() => void favorites.refetch()} />;

  return (
    <PullToRefresh
      onRefresh={async () => {
        await favorites.refetch();
      }}
    >
      {list.length === 0 ? (
        <StatusView
          testId="favorites-empty"
          icon={<HeartIcon />}
          title={intl.formatMessage({ id: 'webShop.favorite.empty' })}
          description={intl.formatMessage({ id: 'webShop.favorite.emptyHint' })}
          action={
            <Link to={paths.home} className={styles.goShopping}>
              {intl.formatMessage({ id: 'web.cart.goShopping' })}
            </Link>
          }
        />
      ) : (
        <>
          <ul className={styles.list} data-testid="favorites">
            {list.map((favorite) => (
              <FavoriteItem
                key={favorite.id}
                favorite={favorite}
                onRemove={() => remove(favorite)}
                isRemoving={setFavorite.isPending && setFavorite.variables.productId === favorite.id}
              />
            ))}
          </ul>
          <InfiniteFooter hasMore={favorites.hasNextPage} loadMore={() => favorites.fetchNextPage()} />
        </>
      )}
    </PullToRefresh>
  );
}
