// What the money pages share: the page for an order they cannot show, and leaving for the result
// page once the payment is settled.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import { BagIcon } from '@/components/icons.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { paths } from '@/lib/paths.ts';
import type { PayState } from '../api/checkout.ts';
import { payablePath, type PayableRef } from '../lib/payable.ts';

/** For a money page opened without a payable it can show. */
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
export function useSettledRedirect(payable: PayableRef, state: PayState | undefined) {
  const navigate = useNavigate();
  const { id, kind } = payable;
  useEffect(() => {
    const settled = { id, ...(kind === undefined ? {} : { kind }) };
    if (state === 'success') void navigate(payablePath(paths.paySuccess, settled), { replace: true });
    else if (state === 'failed' || state === 'expired')
      void navigate(payablePath(paths.payFailed, settled, { reason: state }), { replace: true });
  }, [state, id, kind, navigate]);
}
