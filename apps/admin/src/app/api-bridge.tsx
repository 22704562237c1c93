import { useEffect } from 'react';
import { App } from 'antd';
import { configureApi } from '../lib/api.ts';
import { describeFailure } from '../lib/failure.ts';
import { useT } from '../lib/i18n.ts';
import { clearToken } from '../lib/session.ts';
import { loginPath } from './login-path.ts';
import { router } from './router.tsx';

/** Connects the API client to the interface: failures become messages, an ended session goes to login. */
export function ApiBridge() {
  const { message } = App.useApp();
  const t = useT();
  useEffect(() => {
    configureApi({
      onFailure: (failure) => {
        const text = describeFailure(failure, t);
        // Keyed by text, so that several calls failing the same way show one message.
        void message.error({ content: text, key: text });
      },
      onSessionEnd: () => {
        clearToken();
        const { pathname, search } = router.state.location;
        if (pathname !== '/login') void router.navigate(loginPath(pathname + search), { replace: true });
      },
    });
  }, [message, t]);
  return null;
}
