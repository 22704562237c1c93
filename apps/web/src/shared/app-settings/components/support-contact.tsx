// Customer service as the back office sets it (supportPhone, supportEmail), for pages that tell the
// shopper to contact it: a tap calls or writes. Nothing is shown for a contact that is not set.
import { useIntl } from 'react-intl';
import { useAppSettings } from '../api/get-app-settings.ts';
import styles from './support-contact.module.css';

export function SupportContact() {
  const intl = useIntl();
  const { data: settings } = useAppSettings();
  const phone = settings?.supportPhone.trim() ?? '';
  const email = settings?.supportEmail.trim() ?? '';
  if (!phone && !email) return null;
  return (
    <p className={styles.contact} data-testid="support-contact">
      {phone && (
        <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="support-contact-phone">
          {intl.formatMessage({ id: 'webAccount.support.phone' })}: {phone}
        </a>
      )}
      {email && (
        <a className={styles.link} href={`mailto:${email}`} data-testid="support-contact-email">
          {intl.formatMessage({ id: 'webAccount.support.email' })}: {email}
        </a>
      )}
    </p>
  );
}
