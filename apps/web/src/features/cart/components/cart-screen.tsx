import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import { BagIcon } from '@/components/icons.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';

/** The cart tab. Nothing can be added to a cart yet, so a member's cart is honestly empty. */
export function CartScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSession();

  if (!session) return <LoginPrompt />;
  return (
    <StatusView
      testId="cart-empty"
      icon={<BagIcon />}
      title={intl.formatMessage({ id: 'web.cart.empty' })}
      description={intl.formatMessage({ id: 'web.cart.emptyHint' })}
      action={
        <Button color="primary" fill="outline" onClick={() => void navigate(paths.home, { replace: true })}>
          {intl.formatMessage({ id: 'web.cart.goShopping' })}
        </Button>
      }
    />
  );
}
