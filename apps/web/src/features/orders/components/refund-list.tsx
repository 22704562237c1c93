// What a cancelled order gave back, a line per source: its amount and, for the QR part, where it is
// going or went (the payment it was paid with, through the provider, or the cash balance instead).
import { useIntl } from 'react-intl';
import { Price } from '@/components/price.tsx';
import { refundNote, refundSources, type Refund } from '../lib/order-state.ts';
import styles from './orders.module.css';

export function RefundList({ refunds, testId, itemTestId }: { refunds: Refund[]; testId: string; itemTestId: string }) {
  const intl = useIntl();
  const sourceLabel = (source: string) =>
    intl.formatMessage({
      id: `webOrders.source.${refundSources.find((known) => known === source) ?? 'other'}`,
    });
  return (
    <ul className={styles.refunds} data-testid={testId}>
      {refunds.map((refund) => {
        const note = refundNote(refund);
        return (
          <li
            key={refund.source}
            className={styles.refund}
            data-testid={itemTestId}
            data-source={refund.source}
            data-amount={refund.amount}
            data-to={refund.to}
            data-state={refund.state}
          >
            <span>
              {sourceLabel(refund.source)}
              {note && (
                <span className={styles.refundNote} data-testid="refund-note">
                  {intl.formatMessage({ id: `webOrders.refund.${note}` })}
                </span>
              )}
            </span>
            {refund.source === 'POINTS' ? (
              // Points travel as amounts ("400.00" is 400 points).
              intl.formatMessage({ id: 'webShop.points.price' }, { points: Math.round(Number(refund.amount)) })
            ) : (
              <Price amount={refund.amount} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
