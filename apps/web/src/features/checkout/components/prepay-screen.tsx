// money/prepay: the QR for the remainder of the payable (an order, or another kind named by
// `payableKind`) with the time left to pay (its own expiry), saving the image, the sandbox's bank
// page, and the payment's state asked every few seconds: paid goes to paySuccess, declined or
// expired to payFailed.
import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import { Countdown } from '@/components/countdown.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { Price } from '@/components/price.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { useLocale } from '@/lib/locale.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { usePayStatus, usePrepay } from '../api/checkout.ts';
import { OrderGone, useSettledRedirect } from './pay-shared.tsx';
import { payablePath, type PayableRef } from '../lib/payable.ts';
import { usePayable } from './use-order-id.ts';
import styles from './money.module.css';

const POLL_MS = 3_000;

export function PrepayScreen() {
  const session = useSession();
  const payable = usePayable();
  if (!session) return <LoginPrompt />;
  if (!payable) return <OrderGone />;
  return <Prepay payable={payable} />;
}

function Prepay({ payable }: { payable: PayableRef }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocale();
  const qr = usePrepay(payable);
  const status = usePayStatus(payable, qr.isSuccess ? POLL_MS : false, qr.data?.qrPayload);
  // An order already paid gets no QR: its state, asked once, leads to the paid page and the order.
  const isPaid = status.data?.state === 'success';
  useSettledRedirect(payable, qr.isSuccess || isPaid ? status.data?.state : undefined);

  if (qr.isPending || (qr.isError && (status.isPending || isPaid))) return <LoadingView lines={4} />;
  if (qr.isError) return <ErrorView error={qr.error} onRetry={() => void qr.refetch()} />;
  const { data } = qr;
  return (
    <div className={styles.screen} data-testid="prepay">
      <section className={styles.due}>
        <Price amount={data.amount} className={styles.dueAmount} testId="prepay-amount" />
        <span className={styles.muted}>{intl.formatMessage({ id: 'webCheckout.orderNo' }, { no: data.orderNo })}</span>
        <span className={styles.muted}>{intl.formatMessage({ id: 'webCheckout.payWithin' })}</span>
        <Countdown
          to={data.expiresAt}
          serverTime={new Date(qr.dataUpdatedAt).toISOString()}
          receivedAt={qr.dataUpdatedAt}
          testId="prepay-countdown"
          onOver={() => void status.refetch()}
        />
      </section>
      <figure className={styles.qr}>
        <img
          src={data.qrImage}
          width={232}
          height={232}
          alt={intl.formatMessage({ id: 'webCheckout.qrAlt' })}
          data-testid="prepay-qr"
        />
        <figcaption className={styles.muted}>{intl.formatMessage({ id: 'webCheckout.scan' })}</figcaption>
      </figure>
      <div className={styles.actions}>
        <a
          className={styles.linkButton}
          href={data.qrImage}
          download={`pay-${data.orderNo}.svg`}
          data-testid="prepay-save"
        >
          {intl.formatMessage({ id: 'webCheckout.saveImage' })}
        </a>
        {data.bankUrl && (
          <a
            className={styles.linkButton}
            href={`${data.bankUrl}&lang=${locale}`}
            target="_blank"
            rel="noopener"
            data-testid="prepay-open-bank"
          >
            {intl.formatMessage({ id: 'webCheckout.openBank' })}
          </a>
        )}
        <Button
          block
          color="primary"
          onClick={() => void navigate(payablePath(paths.checkResult, payable))}
          data-testid="prepay-paid"
        >
          {intl.formatMessage({ id: 'webCheckout.havePaid' })}
        </Button>
      </div>
    </div>
  );
}
