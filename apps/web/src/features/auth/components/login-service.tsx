import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import { useMutation } from '@tanstack/react-query';
import { AlertIcon } from '@/components/icons.tsx';
import { LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { ApiError, request } from '@/lib/api.ts';
import { takeRedirectAfterLogin } from '@/lib/navigation.ts';
import { paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import { openLogin, wxLogin } from '../api/open-login.ts';
import { useStartSession } from '../hooks/use-start-session.ts';
import { forgetProviderAnswer, providerAnswer, takeOpenLogin } from '../../../shared/auth/open-login-state.ts';
import styles from './login-screen.module.css';

/**
 * Where a third-party login comes back: finishes it with the provider's code, then continues like
 * any login. `kind` says which call started it (WeChat has its own return page).
 */
export function LoginService({ kind }: { kind: 'open' | 'wechat' }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [hashParams] = useSearchParams();
  const startSession = useStartSession();
  const hasStarted = useRef(false);
  const finish = useMutation({
    mutationFn: async () => {
      const answer = providerAnswer(hashParams);
      const pending = takeOpenLogin();
      if (answer.error || !answer.code) throw new Error(intl.formatMessage({ id: 'webAccount.openLogin.refused' }));
      if (!pending || (answer.state && pending.state !== answer.state))
        throw new Error(intl.formatMessage({ id: 'webAccount.openLogin.expired' }));
      const result = await request(kind === 'wechat' ? wxLogin : openLogin, {
        provider: pending.provider,
        redirectUri: pending.redirectUri,
        code: answer.code,
        state: answer.state || pending.state,
      });
      if (result.step !== 'session') throw new Error(intl.formatMessage({ id: 'webAccount.openLogin.expired' }));
      return result;
    },
    onSuccess: async (session) => {
      await startSession(session);
      forgetProviderAnswer();
      showToast(intl.formatMessage({ id: 'web.login.success' }), 'success');
      void navigate(takeRedirectAfterLogin() ?? paths.home, { replace: true });
    },
  });

  useEffect(() => {
    // The code can be exchanged once only; a second effect run (development re-mounts) must not try again.
    if (hasStarted.current) return;
    hasStarted.current = true;
    finish.mutate();
  }, [finish]);

  if (finish.isError) {
    const error = finish.error;
    if (error instanceof ApiError && error.isHandled) return null;
    return (
      <StatusView
        testId="login-service-error"
        icon={<AlertIcon />}
        title={intl.formatMessage({ id: 'webAccount.openLogin.failed' })}
        description={error.message}
        action={
          <Button
            color="primary"
            onClick={() => void navigate(paths.login, { replace: true })}
            data-testid="login-service-back"
          >
            {intl.formatMessage({ id: 'webAccount.openLogin.backToLogin' })}
          </Button>
        }
      />
    );
  }
  return (
    <div data-testid="login-service-pending">
      <p className={styles.finishing}>{intl.formatMessage({ id: 'webAccount.openLogin.finishing' })}</p>
      <LoadingView lines={2} />
    </div>
  );
}
