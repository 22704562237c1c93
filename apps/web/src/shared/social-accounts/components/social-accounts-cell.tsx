import { useIntl } from 'react-intl';
import { LinkCell } from '@/components/cells.tsx';
import { icon } from '@/components/icons.tsx';
import { useAppSettings } from '@/shared/app-settings/api/get-app-settings.ts';
import { paths } from '@/lib/paths.ts';

// Two linked rings, drawn like the account page's other line icons.
const ChainIcon = icon(
  <>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </>,
);

/** The account page's way to the linked accounts; absent while third-party login is switched off. */
export function SocialAccountsCell() {
  const intl = useIntl();
  const { data: settings } = useAppSettings();
  if (!settings?.showOpenLogin) return null;
  return (
    <LinkCell to={paths.setSocialAccounts} icon={<ChainIcon />} testId="account-social-accounts">
      {intl.formatMessage({ id: 'webSocial.menu' })}
    </LinkCell>
  );
}
