// The checkout's delivery address: the one just chosen in the address book, else the one chosen
// earlier in this session, else the default. Tapping opens the address book to choose another.
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from '@/lib/router.tsx';
import { paths } from '@/lib/paths.ts';
import { readJson, storageKeys } from '@/lib/storage.ts';
import { useAddressBook, type CheckoutAddressOption as Address } from '../api/checkout.ts';
import styles from './checkout.module.css';

export interface CheckoutAddressState {
  chosen: Address | null;
  isPending: boolean;
}

export function useCheckoutAddress(): CheckoutAddressState {
  const [params] = useSearchParams();
  const addresses = useAddressBook();
  const list = addresses.data ?? [];
  const wantedId = Number(params.get('addressId')) || readJson<Address>(storageKeys.selectedAddress, 'session')?.id;
  const chosen =
    list.find((address) => address.id === wantedId) ?? list.find((address) => address.isDefault === 1) ?? list[0];
  return { chosen: chosen ?? null, isPending: addresses.isPending };
}

export function CheckoutAddress({ address }: { address: CheckoutAddressState }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const choose = () => {
    const rest = new URLSearchParams(params);
    rest.delete('addressId');
    const returnTo = `${location.pathname}${rest.size > 0 ? `?${rest.toString()}` : ''}`;
    void navigate(`${paths.address}?choose=1&returnTo=${encodeURIComponent(returnTo)}`);
  };
  const chosen = address.chosen;
  return (
    <button type="button" className={styles.address} onClick={choose} data-testid="checkout-address">
      <span className={styles.addressLabel}>{intl.formatMessage({ id: 'webCheckout.address' })}</span>
      {chosen ? (
        <>
          <span className={styles.addressWho}>
            {chosen.name} {chosen.mobile}
          </span>
          <span className={styles.addressWhere}>
            {[chosen.province, chosen.city, chosen.area, chosen.address].filter(Boolean).join(' ')}
          </span>
        </>
      ) : (
        <span className={styles.addressMissing}>
          {address.isPending ? '…' : intl.formatMessage({ id: 'webCheckout.chooseAddress' })}
        </span>
      )}
    </button>
  );
}
