// Where the member sends the goods of a return or exchange: the shop's return address (the
// `returnAddress` setting) with the request number to put in the parcel; without one set, the
// member is asked to contact customer service for it.
import { useIntl } from 'react-intl';
import { SupportContact } from '@/shared/app-settings/components/support-contact.tsx';
import type { AfterSaleView } from '../api/after-sale.ts';
import styles from './after-sale.module.css';

export function ReturnAddress({ request }: { request: AfterSaleView }) {
  const intl = useIntl();
  const address = request.returnAddress;
  if (!address)
    return (
      <>
        <p className={styles.text}>{intl.formatMessage({ id: 'webAfterSale.addressHint' }, { id: request.id })}</p>
        <div className={styles.contact}>
          <SupportContact />
        </div>
      </>
    );
  return (
    <div data-testid="return-address">
      <p className={styles.text}>{intl.formatMessage({ id: 'webAfterSale.returnAddress.hint' }, { id: request.id })}</p>
      <p className={styles.text} data-testid="return-address-to">
        {intl.formatMessage({ id: 'webAfterSale.returnAddress.to' })}: {address.name} {address.phone}
      </p>
      <p className={styles.text} data-testid="return-address-text">
        {address.address}
      </p>
    </div>
  );
}
