// order/createRpOrder: the buyer pays a sell-beans order, by QR (the money page of the payable
// `beans-order`) or from the cash balance, each after a confirmation.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Radio from 'antd-mobile/es/components/radio';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { NotFoundView } from '@/components/not-found-view.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { reportError } from '@/lib/api.ts';
import { beansOrderPath, beansPrepayPath } from '@/lib/paths.ts';
import { Link, useNavigate } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { submissionKey } from '@/lib/submission-key.ts';
import { showToast } from '@/lib/toast.ts';
import { useBeansOrder, useBuyBeans, type BeansOrderView } from '../api/beans.ts';
import { OrderFigures } from './order-card.tsx';
import { useOrderIdParam } from './order-detail-screen.tsx';
import styles from './beans.module.css';

export function PayScreen() {
  const session = useSession();
  const id = useOrderIdParam();
  if (!session) return <LoginPrompt />;
  if (id === 0) return <NotFoundView testId="beans-order-missing" />;
  return <Pay id={id} />;
}

function Pay({ id }: { id: number }) {
  const intl = useIntl();
  const order = useBeansOrder(id);
  if (order.isPending) return <LoadingView lines={4} />;
  if (order.isError) return <ErrorView error={order.error} onRetry={() => void order.refetch()} />;
  if (order.data.role !== 'buyer' || order.data.state !== 'unpaid')
    return (
      <div className={styles.screen}>
        <OrderFigures order={order.data} />
        <Link to={beansOrderPath(id)} className={styles.link} data-testid="beans-pay-closed">
          {intl.formatMessage({ id: 'webBeans.viewOrder' })}
        </Link>
      </div>
    );
  return <PayChoice order={order.data} />;
}

function PayChoice({ order }: { order: BeansOrderView }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const buy = useBuyBeans();
  const [key] = useState(submissionKey);
  const [method, setMethod] = useState<'QR' | 'CASH'>('QR');

  const pay = () =>
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({
        content: intl.formatMessage(
          { id: method === 'QR' ? 'webBeans.confirmQr' : 'webBeans.confirmCash' },
          { total: order.total, beans: order.beans },
        ),
        confirmText: intl.formatMessage({ id: 'common.confirm' }),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onConfirm: () =>
          buy.mutateAsync({ id: order.id, payMethod: method, idempotencyKey: key }).then(() => {
            if (method === 'QR') return navigate(beansPrepayPath(order.id));
            showToast(intl.formatMessage({ id: 'webBeans.paid' }), 'success');
            navigate(beansOrderPath(order.id), { replace: true });
          }, reportError),
      }),
    );

  return (
    <div className={styles.screen} data-testid="beans-pay">
      <OrderFigures order={order} />
      <section className={styles.card}>
        <Radio.Group value={method} onChange={(value) => setMethod(value as 'QR' | 'CASH')}>
          <Radio value="QR" data-testid="beans-pay-qr">
            {intl.formatMessage({ id: 'webBeans.byQr' })}
          </Radio>
          <Radio value="CASH" data-testid="beans-pay-cash">
            {intl.formatMessage({ id: 'webBeans.byBalance' })}
          </Radio>
        </Radio.Group>
      </section>
      <Button block color="primary" loading={buy.isPending} onClick={pay} data-testid="beans-pay-submit">
        {intl.formatMessage({ id: 'webBeans.pay' })}
      </Button>
    </div>
  );
}
