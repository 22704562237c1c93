// The cart tab: lines with their prices now, quantities within what may be bought, select one or
// all, swipe left (or edit mode) to delete after a confirmation, and the selection's total with
// what it lacks for free shipping. An empty cart shows the recommendations the page passes in.
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { BagIcon } from '@/components/icons.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { Price } from '@/components/price.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { reportError } from '@/lib/api.ts';
import type { WebMessageId } from '@/lib/messages.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import {
  useCart,
  useDeleteCartLines,
  useSelectCartLines,
  useUpdateCartLine,
  type Cart,
  type CartLine,
} from '@/shared/cart/api/cart.ts';
import { CartLineItem } from './cart-line.tsx';
import { CartTotal } from './cart-prices.tsx';
import styles from './cart.module.css';

export function CartScreen({ recommendations }: { recommendations?: ReactNode }) {
  const session = useSession();
  if (!session) return <LoginPrompt />;
  return <CartList recommendations={recommendations} />;
}

function CartList({ recommendations }: { recommendations?: ReactNode }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const cart = useCart();
  const [isEditing, setEditing] = useState(false);
  const text = (id: WebMessageId) => intl.formatMessage({ id });

  if (cart.isPending) return <LoadingView lines={4} />;
  if (cart.isError) return <ErrorView error={cart.error} onRetry={() => void cart.refetch()} />;
  if (cart.data.list.length === 0) {
    return (
      <div className={styles.screen}>
        <StatusView
          testId="cart-empty"
          icon={<BagIcon />}
          title={text('web.cart.empty')}
          description={text('web.cart.emptyHint')}
          action={
            <Button color="primary" fill="outline" onClick={() => void navigate(paths.home, { replace: true })}>
              {text('web.cart.goShopping')}
            </Button>
          }
        />
        {recommendations}
      </div>
    );
  }

  return (
    <div className={styles.screen} data-testid="cart">
      <div className={styles.head}>
        <button
          type="button"
          className={styles.editButton}
          onClick={() => setEditing(!isEditing)}
          data-testid="cart-edit"
        >
          {text(isEditing ? 'webCart.done' : 'webCart.edit')}
        </button>
      </div>
      <PullToRefresh onRefresh={async () => void (await cart.refetch())}>
        <CartLines cart={cart.data} />
      </PullToRefresh>
      <CartFooter cart={cart.data} isEditing={isEditing} />
    </div>
  );
}

function CartLines({ cart }: { cart: Cart }) {
  const update = useUpdateCartLine();
  const select = useSelectCartLines();
  const confirmDelete = useConfirmDelete();
  return (
    <ul className={styles.list} data-testid="cart-lines">
      {cart.list.map((line) => (
        <CartLineItem
          key={line.id}
          line={line}
          isBusy={update.isPending}
          onNum={(num) => update.mutate({ id: line.id, num }, { onError: reportError })}
          onSelect={(selected) => select.mutate({ ids: [line.id], selected }, { onError: reportError })}
          onDelete={() => confirmDelete([line])}
        />
      ))}
    </ul>
  );
}

/** Asks before deleting, then deletes. */
function useConfirmDelete() {
  const intl = useIntl();
  const remove = useDeleteCartLines();
  return (lines: CartLine[]) =>
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({
        content: intl.formatMessage({ id: 'webCart.deleteConfirm' }, { count: lines.length }),
        confirmText: intl.formatMessage({ id: 'common.confirm' }),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onConfirm: () => remove.mutateAsync(lines.map((line) => line.id)).then(() => undefined, reportError),
      }),
    );
}

function CartFooter({ cart, isEditing }: { cart: Cart; isEditing: boolean }) {
  const intl = useIntl();
  const select = useSelectCartLines();
  const confirmDelete = useConfirmDelete();
  const text = (id: WebMessageId) => intl.formatMessage({ id });
  const selected = cart.list.filter((line) => line.selected);
  const selectable = cart.list.filter((line) => line.status === 'ok');

  const toggleAll = (checked: boolean) => {
    const ids = (checked ? selectable : cart.list).map((line) => line.id);
    if (ids.length > 0) select.mutate({ ids, selected: checked }, { onError: reportError });
  };
  const navigate = useNavigate();
  const checkout = () =>
    selected.length === 0 ? showToast(text('webCart.selectFirst')) : void navigate(paths.createOrder);

  return (
    <div className={styles.footer} data-testid="cart-footer">
      {!isEditing && (
        <div className={styles.shipping} data-testid="cart-free-shipping">
          {cart.freeShippingExcess === '0.00' || selected.length === 0
            ? selected.length > 0 && text('webCart.freeShipping')
            : intl.formatMessage(
                { id: 'webCart.freeShippingExcess' },
                { amount: <Price amount={cart.freeShippingExcess} /> },
              )}
        </div>
      )}
      <div className={styles.footerRow}>
        <Checkbox
          checked={cart.allSelected}
          disabled={selectable.length === 0 || select.isPending}
          onChange={toggleAll}
          data-testid="cart-select-all"
        >
          {text('webCart.selectAll')}
        </Checkbox>
        {isEditing ? (
          <Button
            color="danger"
            fill="outline"
            className={styles.footerButton}
            disabled={selected.length === 0}
            onClick={() => confirmDelete(selected)}
            data-testid="cart-delete-selected"
          >
            {intl.formatMessage({ id: 'webCart.deleteSelected' }, { count: selected.length })}
          </Button>
        ) : (
          <>
            <span className={styles.total}>
              {text('webCart.total')}
              <CartTotal cart={cart} />
            </span>
            <Button color="primary" className={styles.footerButton} onClick={checkout} data-testid="cart-checkout">
              {intl.formatMessage({ id: 'webCart.checkout' }, { count: cart.selectedNum })}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
