// The parts of an order's detail page: the status banner (counting down while unpaid), the
// address, the amounts, what paid for it, what a cancel gave back, the invoice and the order's own
// facts (numbers, remark, times).
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Countdown } from '@/components/countdown.tsx';
import { Price } from '@/components/price.tsx';
import type { WebMessageId } from '@/lib/messages.ts';
import { showToast } from '@/lib/toast.ts';
import type { OrderDetail } from '../api/orders.ts';
import { statusNameOf } from '../lib/order-state.ts';
import { RefundList } from './refund-list.tsx';
import styles from './orders.module.css';

export function Field(props: { label: string; children: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={props.strong ? `${styles.field} ${styles.strong}` : styles.field} data-testid={props.testId}>
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

export function Section({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.section} data-testid={testId}>
      {title && <h2 className={styles.sectionTitle}>{title}</h2>}
      {children}
    </section>
  );
}

/** A value with a copy button where the browser can copy. */
export function Copyable({ value, testId }: { value: string; testId: string }) {
  const intl = useIntl();
  const canCopy = typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => showToast(intl.formatMessage({ id: 'webOrders.copied' }), 'success'),
      () => showToast(intl.formatMessage({ id: 'webOrders.copyFailed' })),
    );
  return (
    <>
      <span data-testid={testId}>{value}</span>
      {canCopy && (
        <button type="button" className={styles.copy} onClick={() => void copy()} data-testid={`${testId}-copy`}>
          {intl.formatMessage({ id: 'webOrders.copy' })}
        </button>
      )}
    </>
  );
}

/** What state the order is in and what comes next; the time left to pay while unpaid. */
export function StatusBanner({
  order,
  receivedAt,
  onExpired,
}: {
  order: OrderDetail;
  receivedAt: number;
  onExpired: () => void;
}) {
  const intl = useIntl();
  const status = statusNameOf(order);
  const hint: string | null =
    order.status === 4 && order.awaitingMp
      ? intl.formatMessage({ id: 'webOrders.hint.awaitingMp' }, { mp: order.amounts.rewardMp })
      : status && intl.formatMessage({ id: `webOrders.hint.${status}` });
  return (
    <header className={styles.banner} data-testid="order-banner" data-status={order.status}>
      {status && (
        <h1 className={styles.bannerTitle} data-testid="order-status">
          {intl.formatMessage({ id: `webOrders.status.${status}` })}
        </h1>
      )}
      {order.status === 1 && order.expiresAt && (
        <p className={styles.bannerHint}>
          {intl.formatMessage({ id: 'webOrders.hint.payWithin' })}{' '}
          <Countdown
            to={order.expiresAt}
            serverTime={new Date(receivedAt).toISOString()}
            receivedAt={receivedAt}
            testId="order-countdown"
            onOver={onExpired}
          />
        </p>
      )}
      {hint && <p className={styles.bannerHint}>{hint}</p>}
    </header>
  );
}

export function AddressSection({ address }: { address: OrderDetail['address'] }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage({ id: 'webOrders.section.address' })} testId="order-address">
      <div className={styles.address}>
        <span className={styles.addressWho}>
          {address.name} {address.mobile}
        </span>
        <span className={styles.muted}>
          {[address.region, address.detail, address.zip].filter((part) => part.trim() !== '').join(' ')}
        </span>
      </div>
    </Section>
  );
}

/** What took money off the order's price. */
const reductions = [
  ['coupon', 'webOrders.amount.coupon'],
  ['dcSaving', 'webOrders.amount.dcSaving'],
] as const satisfies readonly (readonly [keyof OrderDetail['amounts'], WebMessageId])[];

/** What paid for it (held while unpaid), in the order the server spends them. */
const payments = [
  ['discountCard', 'webOrders.source.DISCOUNT_CARD'],
  ['voucher', 'webOrders.source.VOUCHER'],
  ['beans', 'webOrders.source.BEANS'],
  ['cashGift', 'webOrders.source.CASH_GIFT'],
  ['cash', 'webOrders.source.CASH'],
] as const satisfies readonly (readonly [keyof OrderDetail['amounts'], WebMessageId])[];

/** Goods and shipping less coupon and card saving, the total with its tax, MP and points. */
export function AmountsSection({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const { amounts } = order;
  const label = (id: WebMessageId) => intl.formatMessage({ id });
  return (
    <Section title={label('webOrders.section.amounts')} testId="order-amounts">
      <dl className={styles.fields}>
        <Field label={label('webOrders.amount.goods')}>
          <Price amount={amounts.goodsTotal} />
        </Field>
        <Field label={label('webOrders.amount.shipping')}>
          <Price amount={amounts.shippingFee} />
        </Field>
        {reductions
          .filter(([key]) => amounts[key] !== '0.00')
          .map(([key, id]) => (
            <Field key={key} label={label(id)} testId={`order-amount-${key}`}>
              <Price amount={`-${amounts[key]}`} />
            </Field>
          ))}
        <Field label={label('webOrders.amount.orderTotal')} testId="order-amount-total" strong>
          <Price amount={amounts.orderTotal} />
        </Field>
        {order.refundedTotal && order.refundedTotal !== '0.00' && (
          <Field label={label('webOrders.amount.refunded')} testId="order-amount-refunded">
            <Price amount={order.refundedTotal} />
          </Field>
        )}
        <Field label={label('webOrders.amount.preTax')}>
          <Price amount={amounts.preTax} />
        </Field>
        <Field label={label('webOrders.amount.tax')}>
          <Price amount={amounts.tax} />
        </Field>
        {amounts.rewardMp > 0 && (
          <Field label={label('webOrders.amount.rewardMp')} testId="order-amount-mp">
            {amounts.rewardMp}
          </Field>
        )}
        {amounts.points > 0 && <Field label={label('webOrders.amount.points')}>{amounts.points}</Field>}
        {amounts.pointsSpent > 0 && (
          <Field label={label('webOrders.amount.pointsSpent')} testId="order-amount-points-spent">
            {intl.formatMessage({ id: 'webShop.points.price' }, { points: amounts.pointsSpent })}
          </Field>
        )}
      </dl>
    </Section>
  );
}

/** Each balance the order was paid from, and the QR part (still to pay while unpaid). */
export function PaymentsSection({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const { amounts } = order;
  const label = (id: WebMessageId) => intl.formatMessage({ id });
  const used = payments.filter(([key]) => amounts[key] !== '0.00');
  if (used.length === 0 && amounts.qr === '0.00') return null;
  return (
    <Section title={label('webOrders.section.payments')} testId="order-payments">
      <dl className={styles.fields}>
        {used.map(([key, id]) => (
          <Field key={key} label={label(id)} testId={`order-payment-${key}`}>
            <Price amount={amounts[key]} />
          </Field>
        ))}
        {amounts.qr !== '0.00' && (
          <Field
            label={label(order.status === 1 ? 'webOrders.amount.qrDue' : 'webOrders.amount.qr')}
            testId="order-payment-qr"
          >
            <Price amount={amounts.qr} />
          </Field>
        )}
      </dl>
    </Section>
  );
}

/** What the cancel gave back to each source; the QR part's way back as it stands. */
export function RefundsSection({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  if (order.refunds.length === 0) return null;
  return (
    <Section title={intl.formatMessage({ id: 'webOrders.section.refunds' })} testId="order-refunds-section">
      <RefundList refunds={order.refunds} testId="order-refunds" itemTestId="order-refund" />
    </Section>
  );
}

export function InvoiceSection({ invoice }: { invoice: OrderDetail['invoice'] }) {
  const intl = useIntl();
  const label = (id: WebMessageId) => intl.formatMessage({ id });
  return (
    <Section title={label('webOrders.section.invoice')} testId="order-invoice">
      <dl className={styles.fields}>
        <Field label={label('webOrders.field.type')}>{label(`webOrders.invoice.${invoice.type}`)}</Field>
        {invoice.type !== 'none' && (
          <>
            <Field label={label('webOrders.invoice.name')}>{invoice.name}</Field>
            {invoice.taxId && <Field label={label('webOrders.invoice.taxId')}>{invoice.taxId}</Field>}
            {invoice.type === 'company' && (
              <Field label={label('webOrders.invoice.office')}>
                {invoice.branch === 'branch'
                  ? intl.formatMessage({ id: 'webOrders.invoice.branch' }, { no: invoice.branchNo })
                  : label('webOrders.invoice.head')}
              </Field>
            )}
            {invoice.email && <Field label={label('webOrders.invoice.email')}>{invoice.email}</Field>}
          </>
        )}
      </dl>
    </Section>
  );
}

const times = [
  ['createdAt', 'webOrders.time.created'],
  ['paidAt', 'webOrders.time.paid'],
  ['shippedAt', 'webOrders.time.shipped'],
  ['receivedAt', 'webOrders.time.received'],
  ['completedAt', 'webOrders.time.completed'],
  ['closedAt', 'webOrders.time.closed'],
] as const satisfies readonly (readonly [keyof OrderDetail, WebMessageId])[];

/** The order's numbers (copyable), remark, who it was bought for, carrier and the time of each step. */
export function InfoSection({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const label = (id: WebMessageId) => intl.formatMessage({ id });
  return (
    <Section title={label('webOrders.section.info')} testId="order-info">
      <dl className={styles.fields}>
        <Field label={label('webOrders.field.orderNo')}>
          <Copyable value={order.orderNo} testId="order-no" />
        </Field>
        {order.transactionNo && (
          <Field label={label('webOrders.field.transactionNo')}>
            <Copyable value={order.transactionNo} testId="order-transaction-no" />
          </Field>
        )}
        {order.remark && <Field label={label('webOrders.field.remark')}>{order.remark}</Field>}
        {order.onBehalfOf && (
          <Field label={label('webOrders.field.onBehalf')} testId="order-on-behalf">
            {order.onBehalfOf}
          </Field>
        )}
        {order.carrier && <Field label={label('webOrders.field.carrier')}>{order.carrier}</Field>}
        {order.trackingNo && (
          <Field label={label('webOrders.field.trackingNo')}>
            <Copyable value={order.trackingNo} testId="order-tracking-no" />
          </Field>
        )}
        {times.map(([key, id]) => {
          const at = order[key];
          return at ? (
            <Field key={key} label={label(id)} testId={`order-${key}`}>
              <time dateTime={at}>{intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </Field>
          ) : null;
        })}
      </dl>
    </Section>
  );
}
