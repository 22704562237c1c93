// discount-card/purchase: the member picks a face value from the settings' list and how to pay
// (cash balance or QR), confirms, and is either credited at once or sent to the payable's QR page.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Radio from 'antd-mobile/es/components/radio';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { Price } from '@/components/price.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { reportError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { useNavigate } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { submissionKey } from '@/lib/submission-key.ts';
import { showToast } from '@/lib/toast.ts';
import { useBuyDiscountCard, useFaceValues } from '../api/discount-cards.ts';
import styles from './discount-card.module.css';

export function PurchaseScreen() {
  const session = useSession();
  if (!session) return <LoginPrompt />;
  return <Purchase />;
}

function Purchase() {
  const intl = useIntl();
  const navigate = useNavigate();
  const faces = useFaceValues();
  const buy = useBuyDiscountCard();
  const [face, setFace] = useState<string | null>(null);
  const [payWith, setPayWith] = useState<'CASH' | 'QR'>('CASH');
  // One key per confirmed purchase: a double press or a resend answers the same purchase.
  const [key, setKey] = useState(submissionKey);
  if (faces.isPending) return <LoadingView lines={4} />;
  if (faces.isError) return <ErrorView error={faces.error} onRetry={() => void faces.refetch()} />;
  if (faces.data.list.length === 0)
    return <StatusView testId="dc-faces-empty" title={intl.formatMessage({ id: 'webWallet.dc.noFaces' })} />;

  const confirm = (faceValue: string) =>
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({
        content: intl.formatMessage(
          { id: payWith === 'CASH' ? 'webWallet.dc.confirmCash' : 'webWallet.dc.confirmQr' },
          { amount: faceValue },
        ),
        confirmText: intl.formatMessage({ id: 'common.confirm' }),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onConfirm: () =>
          buy.mutateAsync({ faceValue, payWith, idempotencyKey: key }).then((purchase) => {
            setKey(submissionKey());
            if (purchase.status === 'pending')
              return navigate(`${paths.prepay}?orderId=${purchase.id}&payableKind=${purchase.payableKind}`);
            showToast(intl.formatMessage({ id: 'webWallet.dc.bought' }), 'success');
            navigate(paths.discountCardHistory, { replace: true });
          }, reportError),
      }),
    );

  return (
    <div className={styles.screen} data-testid="dc-purchase">
      <section className={styles.card}>
        <div className={styles.faces}>
          {faces.data.list.map((value) => (
            <button
              type="button"
              key={value}
              className={value === face ? `${styles.face} ${styles.chosen}` : styles.face}
              onClick={() => setFace(value)}
              data-testid={`dc-face-${value}`}
            >
              <Price amount={value} />
            </button>
          ))}
        </div>
        <p className={styles.meta}>
          {intl.formatMessage({ id: 'webWallet.dc.lifetime' }, { months: faces.data.lifetimeMonths })}
        </p>
      </section>
      <section className={styles.card}>
        <Radio.Group value={payWith} onChange={(value) => setPayWith(value as 'CASH' | 'QR')}>
          <Radio value="CASH" data-testid="dc-pay-cash">
            {intl.formatMessage({ id: 'webWallet.dc.byCash' })}
          </Radio>{' '}
          <Radio value="QR" data-testid="dc-pay-qr">
            {intl.formatMessage({ id: 'webWallet.dc.byQr' })}
          </Radio>
        </Radio.Group>
      </section>
      <Button
        block
        color="primary"
        disabled={face === null}
        loading={buy.isPending}
        onClick={() => {
          if (face) confirm(face);
        }}
        data-testid="dc-buy"
      >
        {intl.formatMessage({ id: 'webWallet.dc.buy' })}
      </Button>
    </div>
  );
}
