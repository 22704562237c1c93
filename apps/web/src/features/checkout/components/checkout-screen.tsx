// Checkout (order/createOrder): the address, the lines at the server's prices, balances to spend
// (each showing what it covers), invoice, remark and buying for another member, and the totals.
// Every number comes from the server's preview; spending balances is confirmed before the order.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { spendSources, type SpendSourceName } from '@mall/contracts/browser';
import { useNavigate, useSearchParams } from '@/lib/router.tsx';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { BagIcon } from '@/components/icons.tsx';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PointsPrice, Price } from '@/components/price.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { ApiError, reportError } from '@/lib/api.ts';
import type { WebMessageId } from '@/lib/messages.ts';
import { orderPayPath, paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import { submissionKey } from '@/lib/submission-key.ts';
import { useCart } from '@/shared/cart/api/cart.ts';
import { showToast } from '@/lib/toast.ts';
import {
  useCreateOrder,
  useOrderPreview,
  type ChosenCoupon,
  type OrderPreview,
  type Purchase,
  type Spending,
} from '../api/checkout.ts';
import { CheckoutAddress, useCheckoutAddress, type CheckoutAddressState } from './checkout-address.tsx';
import { emptyInvoice, InvoiceForm, type InvoiceValues } from './invoice-form.tsx';
import styles from './checkout.module.css';

/** Asks the server for as much of a balance as it allows; the preview answers what applies. */
const AS_MUCH_AS_ALLOWED = '99999999999.99';
/** Every balance the shopper may spend, one switch each (the contracts' list: a new one shows here). */
const balanceKinds = spendSources.map((source) => source.name);
type BalanceKind = SpendSourceName;

/** One value per balance (`using` starts with every switch off). */
function perBalance<T>(value: (source: (typeof spendSources)[number]) => T) {
  return Object.fromEntries(spendSources.map((source) => [source.name, value(source)])) as Record<BalanceKind, T>;
}

/** The `use<Name>` amounts of the purchase, one per balance. */
function spendingOf(amount: (kind: BalanceKind) => string): Spending {
  return Object.fromEntries(spendSources.map((source) => [source.param, amount(source.name)])) as Spending;
}

function purchaseOf(params: URLSearchParams): Purchase {
  const number = (name: string) => {
    const value = Number(params.get(name));
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  };
  const productGoodsId = number('productGoodsId');
  if (!productGoodsId) return {};
  const flashSaleId = number('flashSaleId');
  return { productGoodsId, num: number('num') ?? 1, ...(flashSaleId ? { flashSaleId } : {}) };
}

/** The coupon chooser the page puts in (it lives with the coupons): a sheet over the checkout. */
export type CouponSlot = (props: {
  visible: boolean;
  onClose: () => void;
  lines: Purchase;
  selectedId: number | null;
  onSelect: (coupon: ChosenCoupon | null) => void;
}) => ReactNode;

/** Finds the best coupon for the lines and hands it on once (null: none), rendering nothing. */
export type BestCouponSlot = (props: { lines: Purchase; onBest: (coupon: ChosenCoupon | null) => void }) => ReactNode;

interface CheckoutSlots {
  couponPicker: CouponSlot;
  bestCoupon?: BestCouponSlot;
}

export function CheckoutScreen(slots: CheckoutSlots) {
  const session = useSession();
  if (!session) return <LoginPrompt />;
  return <Checkout {...slots} />;
}

function Checkout({ couponPicker, bestCoupon }: CheckoutSlots) {
  const [params] = useSearchParams();
  const purchase = useMemo(() => purchaseOf(params), [params]);
  const address = useCheckoutAddress();
  const [using, setUsing] = useState<Record<BalanceKind, boolean>>(() => perBalance(() => false));
  const spending = spendingOf((kind) => (using[kind] ? AS_MUCH_AS_ALLOWED : ''));
  const [coupon, setCoupon] = useState<ChosenCoupon | null>(null);
  // The best coupon starts chosen; once it is known, or the shopper chose, it is theirs to change.
  const [isCouponSettled, setCouponSettled] = useState(!bestCoupon);
  const [isPicking, setPicking] = useState(false);
  const priced = coupon ? { ...purchase, couponId: coupon.id } : purchase;
  const cartState = useCartToBuy(purchase);
  const preview = useOrderPreview(priced, spending, address.chosen?.id ?? null, cartState === 'ready');
  const isCouponRefused = useDropRefusedCoupon(preview.error, coupon, setCoupon);
  if (cartState === 'empty' || preview.isPending || isCouponRefused) return <LoadingView lines={6} />;
  if (preview.isError) {
    // Nothing to buy, or it can no longer be bought: say so and offer the cart, not a retry.
    if (preview.error instanceof ApiError && preview.error.code >= 400 && preview.error.code < 500)
      return <NothingToBuy message={preview.error.message} />;
    return <ErrorView error={preview.error} onRetry={() => void preview.refetch()} />;
  }
  return (
    <>
      <CheckoutForm
        data={preview.data}
        isPricing={preview.isFetching}
        purchase={priced}
        address={address}
        using={using}
        onUsing={setUsing}
        coupon={coupon}
        onOpenCoupons={() => setPicking(true)}
      />
      {couponPicker({
        visible: isPicking,
        onClose: () => setPicking(false),
        lines: purchase,
        selectedId: coupon?.id ?? null,
        onSelect: (chosen) => {
          setCoupon(chosen);
          setCouponSettled(true);
          setPicking(false);
        },
      })}
      {!isCouponSettled &&
        bestCoupon?.({
          lines: purchase,
          onBest: (best) => {
            if (best) setCoupon(best);
            setCouponSettled(true);
          },
        })}
    </>
  );
}

/**
 * A chosen coupon the order refuses (its lines changed, or it was used elsewhere meanwhile) is set
 * aside with the server's reason, and checkout prices again without it rather than failing whole.
 */
function useDropRefusedCoupon(
  error: Error | null,
  coupon: ChosenCoupon | null,
  setCoupon: (coupon: ChosenCoupon | null) => void,
): boolean {
  const isRefused = coupon !== null && error instanceof ApiError && error.error === 'COUPON_UNUSABLE';
  useEffect(() => {
    if (!isRefused) return;
    showToast(error.message, 'fail');
    setCoupon(null);
  }, [isRefused, error, setCoupon]);
  return isRefused;
}

/**
 * Whether the cart holds something to buy, when checkout buys the cart's selected lines: with none
 * selected the shopper goes back to the cart rather than to a preview the server would refuse. A
 * cart that cannot be read leaves it to the preview to say.
 */
function useCartToBuy(purchase: Purchase): 'ready' | 'waiting' | 'empty' {
  const navigate = useNavigate();
  const isFromCart = purchase.productGoodsId === undefined;
  const cart = useCart();
  // Once there was something to buy, the cart emptying is this page's own order taking the lines:
  // the shopper is on the way to pay, not back to the cart.
  const [hadLines, setHadLines] = useState(false);
  const hasLines = cart.data !== undefined && cart.data.selectedCount > 0;
  if (hasLines && !hadLines) setHadLines(true);
  const state = !isFromCart || cart.isError || hadLines || hasLines ? 'ready' : !cart.data ? 'waiting' : 'empty';
  useEffect(() => {
    if (state === 'empty') void navigate(paths.cart, { replace: true });
  }, [state, navigate]);
  return state;
}

function NothingToBuy({ message }: { message: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <StatusView
      testId="checkout-nothing"
      icon={<BagIcon />}
      title={message}
      action={
        <Button color="primary" fill="outline" onClick={() => void navigate(paths.cart, { replace: true })}>
          {intl.formatMessage({ id: 'web.tab.cart' })}
        </Button>
      }
    />
  );
}

interface CheckoutFormProps {
  data: OrderPreview;
  isPricing: boolean;
  purchase: Purchase;
  address: CheckoutAddressState;
  using: Record<BalanceKind, boolean>;
  onUsing: (next: Record<BalanceKind, boolean>) => void;
  coupon: ChosenCoupon | null;
  onOpenCoupons: () => void;
}

function CheckoutForm(props: CheckoutFormProps) {
  const { data, isPricing, purchase, address, using, onUsing, coupon, onOpenCoupons } = props;
  const intl = useIntl();
  const [invoice, setInvoice] = useState<InvoiceValues>(emptyInvoice);
  const [remark, setRemark] = useState('');
  const [buyerAccount, setBuyerAccount] = useState('');
  // One key per visit of the page: a double tap or a resend answers the same order.
  const [key] = useState(submissionKey);
  const create = useCreateOrder();
  const submit = useSubmit({
    data,
    purchase,
    using,
    address: address.chosen,
    invoice,
    remark,
    buyerAccount,
    key,
    create,
  });
  const text = (id: WebMessageId) => intl.formatMessage({ id });

  return (
    <div className={styles.screen} data-testid="checkout">
      <CheckoutAddress address={address} />
      <CheckoutLines preview={data} />
      <List header={text('webCheckout.balances')} className={styles.section}>
        {balanceKinds.map((kind) => (
          <BalanceToggle
            key={kind}
            kind={kind}
            use={data.balances[kind]}
            checked={using[kind]}
            onChange={(checked) => onUsing({ ...using, [kind]: checked })}
          />
        ))}
      </List>
      <InvoiceForm value={invoice} onChange={setInvoice} />
      <List className={styles.section}>
        <List.Item title={text('webCheckout.remark')}>
          <Input
            value={remark}
            maxLength={200}
            placeholder={text('webCheckout.remarkPlaceholder')}
            onChange={setRemark}
            data-testid="checkout-remark"
          />
        </List.Item>
        <List.Item title={text('webCheckout.onBehalf')}>
          <Input
            value={buyerAccount}
            type="tel"
            maxLength={20}
            placeholder={text('webCheckout.onBehalfPlaceholder')}
            onChange={setBuyerAccount}
            data-testid="checkout-on-behalf"
          />
        </List.Item>
      </List>
      <CheckoutTotals preview={data} coupon={coupon} onOpenCoupons={onOpenCoupons} />
      <div className={styles.submitBar}>
        <span className={styles.submitTotal}>
          {text('webCheckout.qr')}
          <Price amount={data.amounts.qr} className={styles.submitPrice} testId="checkout-qr" />
        </span>
        <Button
          color="primary"
          className={styles.submitButton}
          loading={create.isPending}
          disabled={isPricing}
          onClick={submit}
          data-testid="checkout-submit"
        >
          {text('webCheckout.submit')}
        </Button>
      </div>
    </div>
  );
}

interface SubmitInput {
  data: OrderPreview;
  purchase: Purchase;
  using: Record<BalanceKind, boolean>;
  address: CheckoutAddressState['chosen'];
  invoice: InvoiceValues;
  remark: string;
  buyerAccount: string;
  key: string;
  create: ReturnType<typeof useCreateOrder>;
}

/** Places the order with the amounts the preview applied, after confirming any balance spent. */
function useSubmit(input: SubmitInput) {
  const intl = useIntl();
  const navigate = useNavigate();
  const text = (id: WebMessageId) => intl.formatMessage({ id });
  const { data, purchase, using, address, invoice, remark, buyerAccount, key, create } = input;
  const applied = (kind: BalanceKind) => (using[kind] ? data.balances[kind].applied : '');
  const place = (addressId: number, confirmBalances: boolean) =>
    create.mutate(
      {
        ...purchase,
        ...spendingOf(applied),
        // Points-zone lines are paid with the points the preview showed.
        usePoints: true,
        addressId,
        ...invoice,
        remark,
        buyerAccount,
        confirmBalances,
        idempotencyKey: key,
      },
      {
        onSuccess: (order) =>
          void navigate(
            orderPayPath(order.status === 1 ? paths.paymentSelectMethod : paths.paySuccess, order.orderId),
            {
              replace: true,
            },
          ),
        onError: reportError,
      },
    );
  return () => {
    if (!address) return showToast(text('webCheckout.chooseAddress'));
    const spent = balanceKinds.filter((kind) => using[kind] && data.balances[kind].applied !== '0.00');
    if (spent.length === 0) return place(address.id, false);
    const list = spent.map((kind) => `${text(`webCheckout.${kind}`)} ${data.balances[kind].applied}`).join(', ');
    void import('@/lib/antd-dialog.ts').then(({ Dialog }) =>
      Dialog.confirm({
        title: text('webCheckout.confirmTitle'),
        content: intl.formatMessage({ id: 'webCheckout.confirmBody' }, { list }),
        confirmText: text('common.confirm'),
        cancelText: text('common.cancel'),
        onConfirm: () => place(address.id, true),
      }),
    );
  };
}

function BalanceToggle(props: {
  kind: BalanceKind;
  use: OrderPreview['balances'][BalanceKind];
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const intl = useIntl();
  const { kind, use, checked, onChange } = props;
  const isUsable = use.max !== '0.00';
  return (
    <List.Item
      description={
        checked
          ? intl.formatMessage({ id: 'webCheckout.covers' }, { amount: use.applied })
          : intl.formatMessage({ id: 'webCheckout.available' }, { amount: use.available })
      }
      extra={
        <Switch
          checked={checked && isUsable}
          disabled={!isUsable}
          onChange={onChange}
          aria-label={intl.formatMessage({ id: `webCheckout.${kind}` })}
          data-testid={`checkout-use-${kind}`}
        />
      }
    >
      {intl.formatMessage({ id: `webCheckout.${kind}` })}
    </List.Item>
  );
}

function CheckoutLines({ preview }: { preview: OrderPreview }) {
  return (
    <ul className={styles.lines} data-testid="checkout-lines">
      {preview.lines.map((line) => (
        <li key={`${line.productGoodsId}:${line.flashSaleId ?? 0}`} className={styles.line}>
          {line.cover ? (
            <img className={styles.lineImage} src={line.cover.s200} width={72} height={72} alt="" loading="lazy" />
          ) : (
            <span className={styles.lineImage} />
          )}
          <div className={styles.lineText}>
            <span className={styles.lineName}>{line.name}</span>
            <span className={styles.lineSpec}>{line.specText}</span>
            <span className={styles.linePrice}>
              {line.pointsSpent > 0 ? (
                <PointsPrice points={line.pointsSpent / line.num} cash={line.price} testId="checkout-line-points" />
              ) : (
                <Price amount={line.price} />
              )}{' '}
              × {line.num}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The points the points-zone lines take, and the balance when it falls short (the order is then refused). */
function PointsSpent({ preview }: { preview: OrderPreview }) {
  const intl = useIntl();
  const { available, applied } = preview.balances.points;
  return (
    <List.Item
      description={
        available < applied
          ? intl.formatMessage({ id: 'webCheckout.pointsShort' }, { have: available })
          : intl.formatMessage({ id: 'webCheckout.pointsHave' }, { have: available })
      }
      extra={
        <span data-testid="checkout-points-spent">
          {intl.formatMessage({ id: 'webShop.points.price' }, { points: applied })}
        </span>
      }
    >
      {intl.formatMessage({ id: 'webCheckout.pointsSpent' })}
    </List.Item>
  );
}

export function CheckoutTotals(props: {
  preview: OrderPreview;
  coupon: ChosenCoupon | null;
  onOpenCoupons: () => void;
}) {
  const { preview, coupon, onOpenCoupons } = props;
  const intl = useIntl();
  const a = preview.amounts;
  // What subsidy campaigns pay of the lines: it lowers what is left to pay, not the order's total.
  const subsidy = preview.lines.reduce((sum, line) => sum + Math.round(Number(line.subsidy ?? '0') * 100), 0);
  const row = (id: WebMessageId, amount: string, testId: string, negative = false) => (
    <List.Item extra={<Price amount={negative && amount !== '0.00' ? `-${amount}` : amount} testId={testId} />}>
      {intl.formatMessage({ id })}
    </List.Item>
  );
  return (
    <List className={styles.section} data-testid="checkout-totals">
      {row('webCheckout.goods', a.goodsTotal, 'checkout-goods')}
      <List.Item
        description={
          a.freeShippingExcess !== '0.00'
            ? intl.formatMessage({ id: 'webCheckout.freeShippingExcess' }, { amount: a.freeShippingExcess })
            : undefined
        }
        extra={
          a.shippingFee === '0.00' ? (
            intl.formatMessage({ id: 'webCheckout.freeShipping' })
          ) : (
            <Price amount={a.shippingFee} testId="checkout-shipping" />
          )
        }
      >
        {intl.formatMessage({ id: 'webCheckout.shipping' })}
      </List.Item>
      <List.Item
        clickable
        onClick={onOpenCoupons}
        description={coupon?.name}
        extra={
          coupon ? (
            <Price amount={`-${a.coupon}`} testId="checkout-coupon" />
          ) : (
            intl.formatMessage({ id: 'webCheckout.chooseCoupon' })
          )
        }
        data-testid="checkout-coupon-cell"
      >
        {intl.formatMessage({ id: 'webCheckout.coupon' })}
      </List.Item>
      {a.dcSaving !== '0.00' && row('webCheckout.dcSaving', a.dcSaving, 'checkout-dc-saving', true)}
      {a.pointsSpent > 0 && <PointsSpent preview={preview} />}
      {row('webCheckout.orderTotal', a.orderTotal, 'checkout-order-total')}
      {row('webCheckout.preTax', a.preTax, 'checkout-pre-tax')}
      {row('webCheckout.tax', a.tax, 'checkout-tax')}
      {/* Paid by the campaign, after the order's total: what is left to pay is lower by it. */}
      {subsidy > 0 && row('webCheckout.subsidy', (subsidy / 100).toFixed(2), 'checkout-subsidy', true)}
      {a.rewardMp > 0 && <List.Item extra={a.rewardMp}>{intl.formatMessage({ id: 'webCheckout.rewardMp' })}</List.Item>}
      {a.points > 0 && <List.Item extra={a.points}>{intl.formatMessage({ id: 'webCheckout.points' })}</List.Item>}
    </List>
  );
}
