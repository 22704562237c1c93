// What the money pages share: the page for an order they cannot show, and leaving for the result
// page once the payment is settled.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import { BagIcon } from '@/components/icons.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { orderPayPath, paths } from '@/lib/paths.ts';
import type { PayState } from '../api/checkout.ts';

/** For a money page opened without an order it can show. */
export function OrderGone() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <StatusView
      testId="order-gone"
      icon={<BagIcon />}
      title={intl.formatMessage({ id: 'webCheckout.failedTitle' })}
      action={
        <Button color="primary" fill="outline" onClick={() => void navigate(paths.home, { replace: true })}>
          {intl.formatMessage({ id: 'webCheckout.backHome' })}
        </Button>
      }
    />
  );
}

/** Leaves a money page for the result page once the payment is settled. */
export function useSettledRedirect(orderId: number, state: PayState | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (state === 'success') void navigate(orderPayPath(paths.paySuccess, orderId), { replace: true });
    else if (state === 'failed' || state === 'expired')
      void navigate(`${orderPayPath(paths.payFailed, orderId)}&reason=${state}`, { replace: true });
  }, [state, orderId, navigate]);
}
