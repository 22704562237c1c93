import { useIntl } from 'react-intl';
import Avatar from 'antd-mobile/es/components/avatar';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { LinkCell } from '@/components/cells.tsx';
import { GlobeIcon } from '@/components/icons.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { LoadingView } from '@/components/query-states.tsx';
import { useLevelName } from '@/features/app-settings/hooks/use-level-name.ts';
import { useUser } from '@/features/auth/api/get-user.ts';
import { useLogout } from '@/features/auth/hooks/use-logout.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import styles from './account-screen.module.css';

/** The "me" tab: who is logged in, their invite code, settings and logout. */
export function AccountScreen() {
  const intl = useIntl();
  const session = useSession();
  const levelName = useLevelName();
  const { logout, isPending } = useLogout();
  // Opening the tab refreshes the stored member; SessionSync merges the answer into storage.
  useUser();

  if (!session) return <LoginPrompt />;
  const user = session.user;

  const copyInviteCode = (code: string) => {
    navigator.clipboard.writeText(code).then(
      () => showToast(intl.formatMessage({ id: 'web.me.copied' }), 'success'),
      () => showToast(intl.formatMessage({ id: 'web.me.copyFailed' })),
    );
  };

  return (
    <div className={styles.account}>
      {user ? (
        <section className={styles.profile} data-testid="account-profile">
          <Avatar
            className={styles.avatar}
            src={user.headImage ?? ''}
            alt={intl.formatMessage({ id: 'web.me.avatar' })}
          />
          <div className={styles.who}>
            <h2 className={styles.nickname} data-testid="account-nickname">
              {user.nickname || user.username}
            </h2>
            <Tag color="primary" fill="outline" data-testid="account-level">
              {levelName(user.level)}
            </Tag>
            <p className={styles.invite}>
              {intl.formatMessage({ id: 'web.me.inviteCode' })}:{' '}
              <span className={styles.code} data-testid="account-invite-code">
                {user.inviteCode}
              </span>
              {typeof navigator.clipboard?.writeText === 'function' && (
                <button type="button" className={styles.copy} onClick={() => copyInviteCode(user.inviteCode)}>
                  {intl.formatMessage({ id: 'web.me.copy' })}
                </button>
              )}
            </p>
          </div>
        </section>
      ) : (
        <LoadingView lines={2} />
      )}

      <List className={styles.cells}>
        <LinkCell to={paths.language} icon={<GlobeIcon />} testId="account-language">
          {intl.formatMessage({ id: 'web.language.title' })}
        </LinkCell>
      </List>

      <div className={styles.actions}>
        <Button block color="danger" fill="outline" loading={isPending} onClick={logout} data-testid="logout">
          {intl.formatMessage({ id: 'web.me.logout' })}
        </Button>
      </div>
    </div>
  );
}
