// Paying a payable (an order's remainder, or any kind a module registered: payment.payables.ts)
// through the shop's provider (payment.gateway.ts), asking neither which kind it is nor which
// provider: the QR, or where the provider offers them Alipay, a card on its page (kept for next
// time) or a saved card; where a payment stands; forgetting a saved card. Provider callbacks and the
// sandbox bank are payment-callbacks.ts. Providers' network calls are made outside every
// transaction: no row stays locked while the network answers.
import { formatMinor, type PaymentState, type PayMethod, type PrepayView } from '@mall/contracts';
import { withTransaction } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import {
  ORDER_KIND,
  paymentUnavailable,
  payableFields,
  qrSvgDataUrl,
  type PayableKind,
  type PayableRef,
  type SavedCard,
} from '../modules/payment/index.ts';
import { notPayable, type PaymentCallbackDeps } from './payment-callbacks.ts';

export { handleCallback, sandboxComplete } from './payment-callbacks.ts';

export type PayOrderDeps = PaymentCallbackDeps;

export interface PrepayInput {
  /** The payable's id: an order's, or one of `payableKind`. */
  orderId: number;
  payableKind?: string | undefined;
  method?: PayMethod | undefined;
  savedCardId?: number | undefined;
}

/** Where the provider sends the shopper back: the page that waits for the payment's confirmation. */
function checkResultUrl(baseUrl: string, payable: PayableRef): string {
  const query = Object.entries(payableFields({ payableKind: payable.kind, payableId: payable.id }))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${baseUrl}/#/pages/money/check-result?${query}`;
}

function kindOf(deps: PayOrderDeps, payable: PayableRef): PayableKind {
  const kind = deps.payables.find(payable.kind);
  if (!kind) throw notPayable();
  return kind;
}

/** The member's own payable: another member's is not found, as one that does not exist. */
async function ownPayable(deps: PayOrderDeps, memberId: number, payable: PayableRef) {
  const kind = kindOf(deps, payable);
  const due = await kind.due(deps.db, payable.id);
  if (!due || due.memberId !== memberId) throw kind.notFound();
  return due;
}

/** The member's payable, still open and inside its payment time. */
async function openPayable(deps: PayOrderDeps, memberId: number, payable: PayableRef) {
  const due = await ownPayable(deps, memberId, payable);
  if (!due.open || !due.expiresAt || due.expiresAt <= deps.now() || due.amountMinor <= 0) throw notPayable();
  return { ...due, expiresAt: due.expiresAt };
}

/** The shop's provider for this currency, with its setting. */
async function gatewayFor(deps: PayOrderDeps, currency: string) {
  const setting = await deps.settings.get(deps.db, 'paymentProvider');
  return { setting, gateway: deps.gateways.forPayment(setting, currency) };
}

/** How the member's unpaid payable can be paid with the shop's provider. */
export async function payMethods(deps: PayOrderDeps, memberId: number, payable: PayableRef) {
  const due = await openPayable(deps, memberId, payable);
  const { gateway } = await gatewayFor(deps, due.currency);
  return { orderId: payable.id, provider: gateway.kind, methods: [...gateway.methods] };
}

/** One of the member's cards saved with this provider. */
async function savedCardOf(deps: PayOrderDeps, memberId: number, id: number | undefined, provider: string) {
  if (id === undefined) return undefined;
  const card: SavedCard | undefined = await deps.payments.savedCard(deps.db, memberId, id);
  if (!card || card.provider !== provider)
    throw new AppError('NOT_FOUND', 'orders.savedCardNotFound', undefined, 'SAVED_CARD_NOT_FOUND');
  return card;
}

/**
 * The payment of the member's unpaid payable by the chosen method: a QR valid until its payment
 * time runs out, or a provider's page to send the shopper to, or word that a saved card was
 * accepted and its confirmation is on the way.
 */
export async function prepay(
  deps: PayOrderDeps,
  memberId: number,
  input: PrepayInput,
  baseUrl: string,
): Promise<PrepayView> {
  const { savedCardId } = input;
  const ref = { kind: input.payableKind ?? ORDER_KIND, id: input.orderId };
  const method = input.method ?? (savedCardId === undefined ? 'qr' : 'card');
  if (savedCardId !== undefined && method !== 'card')
    throw new AppError('VALIDATION', 'orders.savedCardIsCard', undefined, 'SAVED_CARD_NEEDS_CARD');
  const payable = await openPayable(deps, memberId, ref);
  const { setting, gateway } = await gatewayFor(deps, payable.currency);
  if (!gateway.methods.includes(method))
    throw new AppError('CONFLICT', 'orders.methodUnavailable', undefined, 'PAYMENT_METHOD_UNAVAILABLE');
  const card = await savedCardOf(deps, memberId, savedCardId, gateway.kind);
  const intent = await withTransaction(deps.db, (tx) =>
    deps.payments.openIntent(
      tx,
      {
        payable: ref,
        memberId,
        provider: gateway.kind,
        amountMinor: payable.amountMinor,
        currency: payable.currency,
        expiresAt: payable.expiresAt,
      },
      (created) => gateway.qrPayload(setting, created, baseUrl),
    ),
  );
  const answer = await gateway.create(setting, {
    intent,
    method,
    memberId,
    card,
    label: payable.label,
    returnUrl: checkResultUrl(baseUrl, ref),
  });
  return {
    orderId: ref.id,
    orderNo: payable.label,
    provider: intent.provider,
    amount: formatMinor(intent.amountMinor),
    currency: intent.currency,
    expiresAt: payable.expiresAt.toISOString(),
    method,
    ...answer,
    qrImage: answer.qrPayload === '' ? '' : await qrSvgDataUrl(answer.qrPayload),
  };
}

/**
 * Forgets one of the member's saved cards: forgotten at its provider first (a network call,
 * outside any transaction), then marked detached here. Another member's card, or none, answers false.
 */
export async function deleteSavedCard(deps: PayOrderDeps, memberId: number, id: number): Promise<boolean> {
  const card = await deps.payments.savedCard(deps.db, memberId, id);
  if (!card) return false;
  const gateway = deps.gateways.find(card.provider);
  if (gateway) {
    try {
      await gateway.forgetCard(await deps.settings.get(deps.db, 'paymentProvider'), card.providerCardId);
    } catch {
      throw paymentUnavailable();
    }
  }
  return deps.payments.deleteSavedCard(deps.db, memberId, id);
}

/** Where the member's payable's payment stands, with the payable's own status (an order's). */
export async function paymentStatus(deps: PayOrderDeps, memberId: number, payable: PayableRef) {
  const due = await ownPayable(deps, memberId, payable);
  const intent = await deps.payments.latestIntentOf(deps.db, payable);
  const state: PaymentState = due.settled ?? intent?.state ?? 'pending';
  return { orderId: payable.id, state, orderStatus: due.status };
}
