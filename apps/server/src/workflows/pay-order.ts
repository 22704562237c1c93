// Paying an order's QR remainder: the QR (prepay), the provider's callback (verified, recorded
// once, then the order settled), and the sandbox bank's pay/decline. A payment that arrives for an
// order already closed is credited to the member's cash balance, never lost.
import { randomUUID } from 'node:crypto';
import { formatMinor, type PaymentProvider, type PaymentState, type PrepayView } from '@mall/contracts';
import { withTransaction, type Db } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import type { LedgerService } from '../modules/ledger/index.ts';
import type { OrdersService } from '../modules/orders/index.ts';
import {
  createStripeQr,
  promptPayPayload,
  verifyStripeWebhook,
  type Intent,
  qrSvgDataUrl,
  sandboxBankUrl,
  sha256,
  type CallbackAction,
  type PaymentService,
  type SandboxSigner,
  type VerifiedEvent,
} from '../modules/payment/index.ts';
import type { SettingsService } from '../modules/settings/index.ts';

export interface PayOrderDeps {
  db: Db;
  orders: OrdersService;
  payments: PaymentService;
  ledger: LedgerService;
  settings: SettingsService;
  signer: SandboxSigner;
  isProduction: boolean;
}

function notPayable(): AppError {
  return new AppError('CONFLICT', 'orders.notPayable', undefined, 'ORDER_NOT_PAYABLE');
}

async function providerFor(deps: PayOrderDeps, currency: string) {
  const setting = await deps.settings.get(deps.db, 'paymentProvider');
  if (setting.kind === 'promptpay' && currency === 'THB' && setting.promptpayId) return setting;
  if (setting.kind === 'stripe' && setting.stripeSecretKey) return setting;
  if (!deps.isProduction) return { ...setting, kind: 'sandbox' as const };
  throw new AppError('CONFLICT', 'orders.paymentUnavailable', undefined, 'PAYMENT_UNAVAILABLE');
}

/** A QR for the member's unpaid order, valid until the order's payment time runs out. */
export async function prepay(
  deps: PayOrderDeps,
  memberId: number,
  orderId: number,
  baseUrl: string,
): Promise<PrepayView> {
  const payable = await deps.orders.getPayable(deps.db, memberId, orderId);
  const now = deps.orders.now();
  if (payable.status !== 1 || !payable.expiresAt || payable.expiresAt <= now || payable.qrMinor <= 0)
    throw notPayable();
  const provider = await providerFor(deps, payable.currency);
  let intent = await withTransaction(deps.db, (tx) =>
    deps.payments.openIntent(
      tx,
      {
        orderId,
        memberId,
        provider: provider.kind,
        amountMinor: payable.qrMinor,
        currency: payable.currency,
        expiresAt: payable.expiresAt!,
      },
      (created) => {
        if (provider.kind === 'promptpay')
          return promptPayPayload(provider.promptpayType, provider.promptpayId, created.amountMinor);
        // Stripe's QR comes from a network call, made below once the row is no longer locked.
        return provider.kind === 'stripe' ? '' : sandboxBankUrl(baseUrl, created);
      },
    ),
  );
  if (intent.qrPayload === '' && provider.kind === 'stripe')
    intent = await stripeQr(deps, provider.stripeSecretKey, intent);
  return {
    orderId,
    orderNo: payable.orderNo,
    provider: intent.provider,
    amount: formatMinor(intent.amountMinor),
    currency: intent.currency,
    qrPayload: intent.qrPayload,
    qrImage: await qrSvgDataUrl(intent.qrPayload),
    expiresAt: payable.expiresAt.toISOString(),
    bankUrl: intent.provider === 'sandbox' ? intent.qrPayload : null,
  };
}

async function stripeQr(deps: PayOrderDeps, secretKey: string, intent: Intent): Promise<Intent> {
  try {
    // Stripe's PromptPay asks for a receipt address: the shop's own support address.
    const email = (await deps.settings.get(deps.db, 'supportEmail')) || 'payments@example.invalid';
    const made = await createStripeQr(secretKey, intent, email);
    return await deps.payments.setProviderQr(deps.db, intent.id, made.payload, made.reference);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The provider is down or refused: nothing is charged, the shopper may try again.
    throw new AppError('CONFLICT', 'orders.paymentUnavailable', undefined, 'PAYMENT_UNAVAILABLE');
  }
}

/** Where the member's order's payment stands. */
export async function paymentStatus(deps: PayOrderDeps, memberId: number, orderId: number) {
  const payable = await deps.orders.getPayable(deps.db, memberId, orderId);
  const intent = await deps.payments.latestIntent(deps.db, orderId);
  let state: PaymentState = intent?.state ?? 'pending';
  if (payable.status >= 2 && payable.status !== 5) state = 'success';
  else if (payable.status === 5) state = 'expired';
  return { orderId, state, orderStatus: payable.status };
}

async function applyEvent(deps: PayOrderDeps, provider: PaymentProvider, event: VerifiedEvent, payloadSha256: string) {
  return withTransaction(deps.db, async (tx): Promise<CallbackAction | 'replay'> => {
    const callbackId = await deps.payments.claimCallback(tx, {
      provider,
      eventId: event.eventId,
      verified: true,
      payloadSha256,
      orderId: event.orderId,
      intentId: event.intentId,
      outcome: event.outcome,
      amountMinor: event.amountMinor,
      action: 'ignored',
    });
    if (callbackId === null) return 'replay';
    const intent = await deps.payments.intent(tx, event.intentId);
    let action: CallbackAction;
    if (!intent || intent.orderId !== event.orderId) action = 'ignored';
    else if (event.outcome === 'declined') {
      if (intent.state === 'pending') await deps.payments.settleIntent(tx, intent.id, 'failed', event.reference);
      action = 'declined';
    } else {
      const settled = await deps.orders.settleQrPayment(tx, {
        orderId: event.orderId,
        amountMinor: event.amountMinor,
        provider,
        reference: event.reference,
        paidAt: deps.orders.now(),
      });
      if (settled === 'notPayable') {
        await deps.ledger.transfer(tx, {
          idempotencyKey: `payment:late:${provider}:${event.eventId}`,
          kind: 'ORDER_REFUND',
          reference: `order:${event.orderId}`,
          legs: [
            {
              from: { system: 'ISSUANCE' },
              to: { memberId: intent.memberId },
              asset: 'CASH',
              amountMinor: event.amountMinor,
            },
          ],
        });
      }
      await deps.payments.settleIntent(tx, intent.id, 'success', event.reference);
      action = settled === 'notPayable' ? 'refundedToBalance' : settled;
    }
    await deps.payments.setCallbackAction(tx, callbackId, action);
    return action;
  });
}

/** A provider's callback: verified first; a replayed event changes nothing. */
export async function handleCallback(
  deps: PayOrderDeps,
  provider: string,
  rawBody: string,
  signature: string | undefined,
): Promise<CallbackAction | 'replay'> {
  const payloadSha256 = sha256(rawBody);
  let event: VerifiedEvent | null = null;
  if (provider === 'sandbox' && !deps.isProduction) event = deps.signer.verify(rawBody, signature);
  if (provider === 'stripe') {
    const { stripeWebhookSecret } = await deps.settings.get(deps.db, 'paymentProvider');
    const verdict = verifyStripeWebhook(rawBody, signature, stripeWebhookSecret);
    if (verdict.kind === 'irrelevant') return 'ignored';
    if (verdict.kind === 'event') event = verdict.event;
  }
  if (!event) {
    await deps.payments.recordRejected(deps.db, { provider: provider.slice(0, 40), payloadSha256 });
    throw new AppError('FORBIDDEN', 'orders.badSignature', undefined, 'BAD_SIGNATURE');
  }
  return applyEvent(deps, provider === 'stripe' ? 'stripe' : 'sandbox', event, payloadSha256);
}

/** What the sandbox bank does when the tester pays or declines: a signed callback on the real path. */
export async function sandboxComplete(deps: PayOrderDeps, orderId: number, outcome: 'paid' | 'declined') {
  const intent = await deps.payments.latestIntent(deps.db, orderId);
  if (!intent || intent.provider !== 'sandbox' || intent.state !== 'pending') throw notPayable();
  const body = JSON.stringify({
    eventId: randomUUID(),
    intentId: intent.id,
    orderId,
    amountMinor: intent.amountMinor,
    outcome,
    reference: `SBX${Date.now()}${intent.id}`,
  } satisfies VerifiedEvent);
  const action = await handleCallback(deps, 'sandbox', body, deps.signer.sign(body));
  const after = await deps.payments.intent(deps.db, intent.id);
  return { orderId, state: after?.state ?? intent.state, outcome: action };
}
