import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import { reportError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { useOpenLoginProviders, useStartOpenLogin } from '../api/open-login.ts';
import { appPageUrl, rememberOpenLogin } from '../../../shared/auth/open-login-state.ts';
import styles from './login-screen.module.css';

/** The page the provider sends the browser back to; WeChat has its own. */
function returnUrl(provider: string): string {
  return appPageUrl(provider === 'wechat' ? paths.loginServiceWx : paths.loginService);
}

/** Third-party login buttons, shown only when the shop has them switched on. */
export function OpenLoginButtons({ ensureAgreed, inviteCode }: { ensureAgreed: () => boolean; inviteCode: string }) {
  const intl = useIntl();
  const providers = useOpenLoginProviders();
  const start = useStartOpenLogin();
  const list = providers.data?.enabled ? providers.data.providers : [];
  if (list.length === 0) return null;

  const go = (provider: string) => {
    if (!ensureAgreed()) return;
    const redirectUri = returnUrl(provider);
    start.mutate(
      { provider, redirectUri, ...(inviteCode ? { inviteCode } : {}) },
      {
        onSuccess: ({ authorizeUrl, state }) => {
          rememberOpenLogin({ provider, redirectUri, state });
          window.location.assign(authorizeUrl);
        },
        onError: reportError,
      },
    );
  };

  return (
    <section className={styles.openLogin} aria-labelledby="open-login-title">
      <h2 id="open-login-title" className={styles.openLoginTitle}>
        {intl.formatMessage({ id: 'webAccount.openLogin.title' })}
      </h2>
      <div className={styles.openLoginButtons}>
        {list.map((provider) => (
          <Button
            key={provider.key}
            fill="outline"
            shape="rounded"
            loading={start.isPending && start.variables.provider === provider.key}
            disabled={start.isPending}
            onClick={() => go(provider.key)}
            data-testid={`open-login-${provider.key}`}
          >
            {provider.name}
          </Button>
        ))}
      </div>
    </section>
  );
}
