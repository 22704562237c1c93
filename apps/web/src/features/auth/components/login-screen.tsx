import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from '@/lib/router.tsx';
import { NoticeBar } from '@/components/notice-bar.tsx';
import Tabs from 'antd-mobile/es/components/tabs';
import { isRegisterMode } from '@/lib/paths.ts';
import { sharedCode } from '@/lib/share-code.ts';
import { showToast } from '@/lib/toast.ts';
import { CodeLoginForm } from './code-login-form.tsx';
import { LoginForm } from './login-form.tsx';
import { OpenLoginButtons } from './open-login-buttons.tsx';
import { PrivacyConsent } from './privacy-consent.tsx';
import { RegisterForm } from './register-form.tsx';
import styles from './login-screen.module.css';

type Mode = 'login' | 'register';
type LoginTab = 'password' | 'code';

// The mode and tab live in the address, so the page title (Log in / Sign up) follows them and a
// link can open the code tab with a number filled in.
function useLoginPageState() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The state says the login may step back to the page that asked for it: a tab switch keeps it.
  const { state } = useLocation();
  const setParam = (name: 'mode' | 'tab', value: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(name, value);
        return params;
      },
      { replace: true, state },
    );
  return {
    searchParams,
    mode: (isRegisterMode(searchParams) ? 'register' : 'login') as Mode,
    setMode: (next: Mode) => setParam('mode', next),
    tab: (searchParams.get('tab') === 'code' ? 'code' : 'password') as LoginTab,
    setTab: (next: LoginTab) => setParam('tab', next),
  };
}

/**
 * Login (password or SMS code) and sign-up on one page. A shared invite link
 * (`?inviteCode=...`) opens sign-up with the code filled in.
 */
export function LoginScreen() {
  const intl = useIntl();
  const { searchParams, mode, setMode, tab, setTab } = useLoginPageState();
  // An invite link's code, else the code of a product link or sales page opened lately.
  const sharedInviteCode = (searchParams.get('inviteCode') ?? '').trim().toUpperCase() || sharedCode();
  const filledMobile = searchParams.get('mobile') ?? '';
  const [hasAgreed, setAgreed] = useState(false);
  const isLoginRequired = searchParams.get('error') === 'NO_POWER';

  const ensureAgreed = () => {
    if (!hasAgreed) showToast(intl.formatMessage({ id: 'web.login.mustAgree' }));
    return hasAgreed;
  };
  const consent = <PrivacyConsent checked={hasAgreed} onChange={setAgreed} />;

  return (
    <div className={styles.screen}>
      {isLoginRequired && (
        <NoticeBar testId="login-required" wrap content={intl.formatMessage({ id: 'web.login.noPower' })} />
      )}
      {mode === 'login' ? (
        <>
          {/* The tabs only switch the form below, so one consent box and one form are on the page at a time. */}
          <Tabs activeKey={tab} onChange={(key) => setTab(key as LoginTab)} className={styles.tabs}>
            <Tabs.Tab
              key="password"
              title={
                <span data-testid="login-tab-password">
                  {intl.formatMessage({ id: 'webAccount.login.passwordTab' })}
                </span>
              }
            />
            <Tabs.Tab
              key="code"
              title={<span data-testid="login-tab-code">{intl.formatMessage({ id: 'webAccount.login.codeTab' })}</span>}
            />
          </Tabs>
          {tab === 'password' ? (
            <LoginForm consent={consent} ensureAgreed={ensureAgreed} initialUsername={filledMobile} />
          ) : (
            <CodeLoginForm consent={consent} ensureAgreed={ensureAgreed} initialMobile={filledMobile} />
          )}
          <p className={styles.switch}>
            {intl.formatMessage({ id: 'webAccount.login.noAccount' })}{' '}
            <button
              type="button"
              className={styles.switchButton}
              onClick={() => setMode('register')}
              data-testid="login-to-register"
            >
              {intl.formatMessage({ id: 'webAccount.login.toRegister' })}
            </button>
          </p>
        </>
      ) : (
        <>
          <h2 className={styles.heading}>{intl.formatMessage({ id: 'webAccount.register.title' })}</h2>
          <RegisterForm consent={consent} ensureAgreed={ensureAgreed} initialInviteCode={sharedInviteCode} />
          <p className={styles.switch}>
            {intl.formatMessage({ id: 'webAccount.register.hasAccount' })}{' '}
            <button
              type="button"
              className={styles.switchButton}
              onClick={() => setMode('login')}
              data-testid="register-to-login"
            >
              {intl.formatMessage({ id: 'common.login' })}
            </button>
          </p>
        </>
      )}
      <OpenLoginButtons ensureAgreed={ensureAgreed} inviteCode={mode === 'register' ? sharedInviteCode : ''} />
    </div>
  );
}
