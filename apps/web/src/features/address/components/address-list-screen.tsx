// The member's addresses: default first with its badge, swipe left to delete (after a
// confirmation), tap to edit. With `?choose=1` a tap picks the address for checkout instead: it is
// kept as the session's selected address and the shopper goes back (or to `returnTo`).
import type { WebMessageId } from '@/lib/messages.ts';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import SwipeAction from 'antd-mobile/es/components/swipe-action';
import Tag from 'antd-mobile/es/components/tag';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { reportError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { storageKeys, writeJson } from '@/lib/storage.ts';
import { showToast } from '@/lib/toast.ts';
import { useAddresses, useDeleteAddress, useSetDefaultAddress, type Address } from '../api/addresses.ts';
import styles from './address.module.css';

export function AddressListScreen() {
  const session = useSession();
  if (!session) return <LoginPrompt />;
  return <AddressList />;
}

const editPath = (id?: number) => (id ? `${paths.addressManage}?id=${id}` : paths.addressManage);

function AddressList() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isChoosing = params.get('choose') === '1';
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const text = (id: WebMessageId) => intl.formatMessage({ id });

  const confirmDelete = (address: Address) =>
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({
        content: intl.formatMessage({ id: 'webAddress.deleteConfirm' }, { name: address.name }),
        confirmText: text('common.confirm'),
        cancelText: text('common.cancel'),
        onConfirm: () =>
          remove.mutateAsync(address.id).then(() => showToast(text('webAddress.deleted'), 'success'), reportError),
      }),
    );

  const choose = (address: Address) => {
    writeJson(storageKeys.selectedAddress, address, 'session');
    const returnTo = params.get('returnTo');
    // Only a path inside the shop: never an address given by a link from outside.
    if (returnTo?.startsWith('/pages/'))
      void navigate(`${returnTo}${returnTo.includes('?') ? '&' : '?'}addressId=${address.id}`);
    else void navigate(-1);
  };

  if (addresses.isPending) return <LoadingView lines={4} />;
  if (addresses.isError) return <ErrorView error={addresses.error} onRetry={() => void addresses.refetch()} />;
  const list = addresses.data;

  return (
    <div className={styles.screen}>
      <PullToRefresh onRefresh={async () => void (await addresses.refetch())}>
        {list.length === 0 ? (
          <StatusView
            testId="address-empty"
            title={text('webAddress.empty')}
            description={text('webAddress.emptyHint')}
          />
        ) : (
          <ul className={styles.list}>
            {list.map((address) => (
              <AddressItem
                key={address.id}
                address={address}
                onOpen={() => (isChoosing ? choose(address) : void navigate(editPath(address.id)))}
                onDelete={() => confirmDelete(address)}
                onMakeDefault={() => makeDefault.mutate(address.id, { onError: reportError })}
              />
            ))}
          </ul>
        )}
      </PullToRefresh>
      <div className={styles.footer}>
        <Link to={editPath()} className={styles.addButton} data-testid="address-add">
          {text('webAddress.add')}
        </Link>
      </div>
    </div>
  );
}

interface AddressItemProps {
  address: Address;
  onOpen: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** One address: swipe left (or the button) to delete, tap to open or choose. */
function AddressItem({ address, onOpen, onDelete, onMakeDefault }: AddressItemProps) {
  const intl = useIntl();
  const text = (id: WebMessageId) => intl.formatMessage({ id });
  return (
    <li data-testid="address-item" data-address-id={address.id}>
      <SwipeAction
        rightActions={[
          {
            key: 'delete',
            text: text('webAddress.delete'),
            color: 'danger',
            onClick: onDelete,
          },
        ]}
      >
        <div className={styles.item}>
          <button type="button" className={styles.body} onClick={onOpen} data-testid="address-open">
            <span className={styles.who}>
              <strong>{address.name}</strong> <span>{address.mobile}</span>
              {address.isDefault === 1 && (
                <Tag color="danger" fill="outline" data-testid="address-default-badge">
                  {text('webAddress.default')}
                </Tag>
              )}
            </span>
            <span className={styles.where}>
              {[address.address, address.area, address.city, address.province, address.zip].join(' ')}
            </span>
          </button>
          <div className={styles.actions}>
            {address.isDefault !== 1 && (
              <Button size="mini" fill="none" onClick={onMakeDefault} data-testid="address-make-default">
                {text('webAddress.makeDefault')}
              </Button>
            )}
            <Button size="mini" fill="none" color="danger" onClick={onDelete} data-testid="address-delete">
              {text('webAddress.delete')}
            </Button>
          </div>
        </div>
      </SwipeAction>
    </li>
  );
}
