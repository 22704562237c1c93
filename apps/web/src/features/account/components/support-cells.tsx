// Customer service: help (the FAQ) and the member's feedback, then the contacts the back office sets
// (settings supportPhone and supportEmail): a tap calls or writes. A contact that is not set is left out.
import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import List from 'antd-mobile/es/components/list';
import cellStyles from '@/components/cells.module.css';
import { LinkCell } from '@/components/cells.tsx';
import { QuestionIcon } from '@/components/icons.tsx';
import { paths } from '@/lib/paths.ts';
import { useAppSettings } from '@/shared/app-settings/api/get-app-settings.ts';
import { CallIcon, ChatIcon, MailIcon } from './account-icons.tsx';
import styles from './account-screen.module.css';

function HrefCell({
  href,
  icon,
  extra,
  children,
  testId,
}: {
  href: string;
  icon: ReactNode;
  extra: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <List.Item className={cellStyles.cell} prefix={icon} extra={extra}>
      <a className={cellStyles.action} href={href} data-testid={testId}>
        {children}
      </a>
    </List.Item>
  );
}

export function SupportCells() {
  const intl = useIntl();
  const { data: settings } = useAppSettings();
  const phone = settings?.supportPhone.trim() ?? '';
  const email = settings?.supportEmail.trim() ?? '';

  return (
    <List
      className={styles.cells}
      header={intl.formatMessage({ id: 'webAccount.menu.support' })}
      data-testid="account-support"
    >
      <LinkCell to={paths.problem} icon={<QuestionIcon />} testId="account-help">
        {intl.formatMessage({ id: 'webSupport.title.problem' })}
      </LinkCell>
      <LinkCell to={paths.feedbackList} icon={<ChatIcon />} testId="account-feedback">
        {intl.formatMessage({ id: 'webSupport.title.list' })}
      </LinkCell>
      {phone && (
        <HrefCell
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
          icon={<CallIcon />}
          extra={phone}
          testId="account-support-phone"
        >
          {intl.formatMessage({ id: 'webAccount.support.phone' })}
        </HrefCell>
      )}
      {email && (
        <HrefCell href={`mailto:${email}`} icon={<MailIcon />} extra={email} testId="account-support-email">
          {intl.formatMessage({ id: 'webAccount.support.email' })}
        </HrefCell>
      )}
    </List>
  );
}
