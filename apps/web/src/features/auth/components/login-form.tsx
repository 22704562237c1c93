import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { reportError } from '@/lib/api.ts';
import { canGoBack, takeRedirectAfterLogin, type LoginLocationState } from '@/lib/navigation.ts';
import { paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import { useLogin } from '../api/login.ts';
import styles from './login-form.module.css';

// The policy sheet (and the animation code behind it) loads only when the shopper opens it.
const PrivacyPolicyPopup = lazy(async () => ({
  default: (await import('./privacy-policy-popup.tsx')).PrivacyPolicyPopup,
}));

const MIN_PASSWORD_LENGTH = 6;

interface Credentials {
  username: string;
  password: string;
}

/** Log in with user name (or mobile) and password, after agreeing to the privacy policy. */
export function LoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [hasAgreed, setAgreed] = useState(false);
  const [policy, setPolicy] = useState<'unopened' | 'open' | 'closed'>('unopened');
  const login = useLogin();
  const isLoginRequired = searchParams.get('error') === 'NO_POWER';

  const submit = ({ username, password }: Credentials) => {
    if (!hasAgreed) {
      showToast(intl.formatMessage({ id: 'web.login.mustAgree' }));
      return;
    }
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'web.login.success' }), 'success');
          const redirect = takeRedirectAfterLogin();
          const state = location.state as LoginLocationState | null;
          if (state?.canReturn && canGoBack()) void navigate(-1);
          else void navigate(redirect ?? paths.home, { replace: true });
        },
        onError: reportError,
      },
    );
  };

  const openPolicy = (event: { preventDefault: () => void; stopPropagation: () => void }) => {
    // The link sits in the checkbox's label: opening the policy must not tick the box.
    event.preventDefault();
    event.stopPropagation();
    setPolicy('open');
  };

  return (
    <div className={styles.login}>
      {isLoginRequired && (
        <NoticeBar
          data-testid="login-required"
          color="alert"
          wrap
          content={intl.formatMessage({ id: 'web.login.noPower' })}
        />
      )}
      <Form
        layout="vertical"
        onFinish={(values: Credentials) => submit(values)}
        className={styles.form}
        footer={
          <>
            <div className={styles.agree}>
              <Checkbox checked={hasAgreed} onChange={setAgreed} data-testid="login-agree">
                <span className={styles.agreeText}>
                  {intl.formatMessage(
                    { id: 'web.login.agree' },
                    {
                      link: (chunks) => (
                        <button
                          type="button"
                          className={styles.policyLink}
                          onClick={openPolicy}
                          data-testid="login-privacy-policy"
                        >
                          {chunks}
                        </button>
                      ),
                    },
                  )}
                </span>
              </Checkbox>
            </div>
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              loading={login.isPending}
              data-testid="login-submit"
            >
              {intl.formatMessage({ id: 'common.login' })}
            </Button>
          </>
        }
      >
        <Form.Item
          name="username"
          label={intl.formatMessage({ id: 'web.login.username' })}
          rules={[
            { required: true, whitespace: true, message: intl.formatMessage({ id: 'web.login.usernamePlaceholder' }) },
          ]}
        >
          <Input
            name="username"
            autoComplete="username"
            clearable
            placeholder={intl.formatMessage({ id: 'web.login.usernamePlaceholder' })}
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={intl.formatMessage({ id: 'field.password' })}
          rules={[
            { required: true, message: intl.formatMessage({ id: 'web.login.passwordPlaceholder' }) },
            { min: MIN_PASSWORD_LENGTH, message: intl.formatMessage({ id: 'web.login.passwordTooShort' }) },
          ]}
        >
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={intl.formatMessage({ id: 'web.login.passwordPlaceholder' })}
          />
        </Form.Item>
      </Form>
      {policy !== 'unopened' && (
        <Suspense fallback={null}>
          <PrivacyPolicyPopup visible={policy === 'open'} onClose={() => setPolicy('closed')} />
        </Suspense>
      )}
    </div>
  );
}
