import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import type { LoginLocationState } from '@/lib/navigation.ts';
import { paths } from '@/lib/paths.ts';
import { UserIcon } from './icons.tsx';
import { StatusView } from './status-view.tsx';

/** What guests see on member-only tabs: why there is nothing yet, and the way to log in. */
export function LoginPrompt() {
  const intl = useIntl();
  const navigate = useNavigate();
  const state: LoginLocationState = { canReturn: true };
  return (
    <StatusView
      testId="login-prompt"
      icon={<UserIcon />}
      title={intl.formatMessage({ id: 'common.loginPrompt' })}
      action={
        <Button color="primary" data-testid="login-prompt-button" onClick={() => void navigate(paths.login, { state })}>
          {intl.formatMessage({ id: 'common.login' })}
        </Button>
      }
    />
  );
}
