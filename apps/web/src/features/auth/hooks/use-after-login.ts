import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from '@/lib/router.tsx';
import { canGoBack, currentRoute, takeRedirectAfterLogin, type LoginLocationState } from '@/lib/navigation.ts';
import { paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';

/** After a login: back to where the shopper came from, the remembered page, or home. */
export function useAfterLogin(): () => void {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    showToast(intl.formatMessage({ id: 'web.login.success' }), 'success');
    // The shopper may have gone elsewhere while the answer was on its way (the address already
    // shows another page whose code is still loading); their choice wins over the default target.
    const redirect = takeRedirectAfterLogin();
    if (!currentRoute().startsWith(paths.login)) return;
    const state = location.state as LoginLocationState | null;
    if (state?.canReturn && canGoBack()) void navigate(-1);
    else void navigate(redirect ?? paths.home, { replace: true });
  };
}
