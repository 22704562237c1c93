// money/paymentSelectMethod: what is left to pay for the order, and how: the QR (every provider,
// the default) or, when the provider offers them, Alipay, a card on the provider's page, or a card
// saved there (which the shopper may also delete). Those leave the shop for the provider's page.
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Radio from 'antd-mobile/es/components/radio';
import { reportError } from '@/lib/api.ts';
import type { WebMessageId } from '@/lib/messages.ts';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { Price } from '@/components/price.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { orderPayPath, paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import {
  useDeleteSavedCard,
  useOrderDetail,
  usePayMethods,
  useRedirectPay,
  useSavedCards,
  type PayMethod,
  type SavedCard,
} from '../api/checkout.ts';
import { OrderGone } from './pay-shared.tsx';
import { useOrderId } from './use-order-id.ts';
import styles from './money.module.css';

/** The chosen way to pay: a method, or one saved card. */
type Choice = 'qr' | 'alipay' | 'card' | number;

export function PayMethodScreen() {
  const session = useSession();
  const orderId = useOrderId();
  if (!session) return <LoginPrompt />;
  if (!orderId) return <OrderGone />;
  return <PayMethod orderId={orderId} />;
}

function PayMethod({ orderId }: { orderId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const order = useOrderDetail(orderId);
  const offered = usePayMethods(orderId).data?.methods ?? ['qr'];
  const cards = useSavedCards();
  const [choice, setChoice] = useState<Choice>('qr');
  const savedCards = offered.includes('card') ? (cards.data?.list ?? []) : [];
  // A deleted card cannot stay chosen.
  const chosen = typeof choice === 'number' && !savedCards.some((card) => card.id === choice) ? 'qr' : choice;
  const pay = usePayNow(orderId, chosen);
  if (order.isPending) return <LoadingView lines={3} />;
  if (order.isError) return <ErrorView error={order.error} onRetry={() => void order.refetch()} />;
  if (order.data.status !== 1) {
    void navigate(orderPayPath(order.data.status === 5 ? paths.payFailed : paths.paySuccess, orderId), {
      replace: true,
    });
    return null;
  }
  return (
    <div className={styles.screen} data-testid="pay-method">
      <section className={styles.due}>
        <span>{intl.formatMessage({ id: 'webCheckout.amountDue' })}</span>
        <Price amount={order.data.amounts.qr} className={styles.dueAmount} testId="pay-method-amount" />
        <span className={styles.muted}>
          {intl.formatMessage({ id: 'webCheckout.orderNo' }, { no: order.data.orderNo })}
        </span>
      </section>
      <MethodList offered={offered} savedCards={savedCards} chosen={chosen} onChoose={setChoice} />
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          size="large"
          loading={pay.isPending}
          onClick={pay.run}
          data-testid="pay-method-pay"
        >
          {intl.formatMessage({ id: 'webCheckout.payNow' })}
        </Button>
      </div>
    </div>
  );
}

/**
 * Pays by the chosen way: the QR on the prepay page; otherwise the provider's answer decides, its
 * page (Alipay, card entry, the bank's check) or the page that waits for the confirmation.
 */
function usePayNow(orderId: number, chosen: Choice) {
  const navigate = useNavigate();
  const pay = useRedirectPay();
  const run = () => {
    if (chosen === 'qr') return void navigate(orderPayPath(paths.prepay, orderId), { replace: true });
    const input =
      typeof chosen === 'number'
        ? { orderId, method: 'card' as const, savedCardId: chosen }
        : { orderId, method: chosen };
    pay.mutate(input, {
      onSuccess: (answer) => {
        if (answer.redirectUrl) window.location.href = answer.redirectUrl;
        else void navigate(orderPayPath(paths.checkResult, orderId), { replace: true });
      },
      onError: reportError,
    });
  };
  return { run, isPending: pay.isPending };
}

function MethodList(props: {
  offered: PayMethod[];
  savedCards: SavedCard[];
  chosen: Choice;
  onChoose: (choice: Choice) => void;
}) {
  const { offered, savedCards, chosen, onChoose } = props;
  const intl = useIntl();
  const text = (id: WebMessageId) => intl.formatMessage({ id });
  const radio = (value: Choice, label: string) => (
    <Radio checked={chosen === value} onChange={() => onChoose(value)} aria-label={label} />
  );
  const method = (value: PayMethod, title: WebMessageId, hint: WebMessageId) =>
    offered.includes(value) && (
      <List.Item
        description={text(hint)}
        extra={radio(value, text(title))}
        onClick={() => onChoose(value)}
        data-testid={`pay-method-${value}`}
      >
        {text(title)}
      </List.Item>
    );
  return (
    <List header={text('webCheckout.payTitle')} className={styles.section}>
      {method('qr', 'webCheckout.qrPay', 'webCheckout.qrPayHint')}
      {method('alipay', 'webCheckout.alipay', 'webCheckout.alipayHint')}
      {method('card', 'webCheckout.cardPay', 'webCheckout.cardPayHint')}
      {savedCards.map((card) => (
        <SavedCardItem key={card.id} card={card} radio={radio(card.id, cardName(card))} onChoose={onChoose} />
      ))}
    </List>
  );
}

function cardName(card: SavedCard): string {
  return `${card.brand.toUpperCase()} •••• ${card.last4}`;
}

/** A saved card to pay with, and its delete action behind a confirmation. */
function SavedCardItem(props: { card: SavedCard; radio: ReactNode; onChoose: (id: number) => void }) {
  const { card, radio, onChoose } = props;
  const intl = useIntl();
  const remove = useDeleteSavedCard();
  const confirmDelete = () =>
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({
        title: intl.formatMessage({ id: 'webCheckout.deleteCardTitle' }),
        content: intl.formatMessage({ id: 'webCheckout.deleteCardBody' }, { card: cardName(card) }),
        confirmText: intl.formatMessage({ id: 'webCheckout.deleteCard' }),
        cancelText: intl.formatMessage({ id: 'common.cancel' }),
        onConfirm: () =>
          remove.mutate(card.id, {
            onSuccess: () => showToast(intl.formatMessage({ id: 'webCheckout.cardDeleted' }), 'success'),
            onError: reportError,
          }),
      }),
    );
  return (
    <List.Item
      description={`${intl.formatMessage({ id: 'webCheckout.savedCards' })} · ${intl.formatMessage(
        { id: 'webCheckout.cardExpiry' },
        { expiry: card.expiry },
      )}`}
      extra={
        <span className={styles.cardExtra}>
          <Button
            size="mini"
            fill="none"
            color="danger"
            loading={remove.isPending}
            onClick={(event) => {
              event.stopPropagation();
              confirmDelete();
            }}
            data-testid={`pay-method-card-delete-${card.id}`}
          >
            {intl.formatMessage({ id: 'webCheckout.deleteCard' })}
          </Button>
          {radio}
        </span>
      }
      onClick={() => onChoose(card.id)}
      data-testid={`pay-method-saved-${card.id}`}
    >
      {cardName(card)}
    </List.Item>
  );
}
