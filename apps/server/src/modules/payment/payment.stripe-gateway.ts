// Stripe behind the payment gateway interface: a QR (PromptPay in baht, WeChat Pay otherwise),
// Alipay, a card on Stripe's page (kept for next time) or a saved card; webhooks checked with the
// endpoint's secret; refunds and queries through its API. Every Stripe call is made outside every
// transaction: the intent is written first, then Stripe is asked.
import type Stripe from 'stripe';
import type { PaymentState } from '@mall/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { paymentUnavailable, type GatewayAnswer, type GatewayRequest, type PaymentGateway } from './payment.gateway.ts';
import type { Intent, PaymentService } from './payment.service.ts';
import {
  chargeStripeSavedCard,
  createStripeAlipay,
  createStripeCardCheckout,
  createStripeCustomer,
  createStripeQr,
  detachStripeCard,
  isCardDeclined,
  isLiveKey,
  refundStripePayment,
  STRIPE_SIGNATURE_HEADER,
  verifyStripeWebhook,
} from './payment.stripe.ts';

export interface StripeGatewayDeps {
  db: Db;
  payments: PaymentService;
  /** A Stripe client for the shop's secret key (Stripe's API, or the one `STRIPE_API_URL` names). */
  stripe: (secretKey: string) => Stripe;
  /** The address Stripe's PromptPay sends its receipt to: the shop's support address. */
  receiptEmail: () => Promise<string>;
}

const PROVIDER = 'stripe';

async function qrOf(deps: StripeGatewayDeps, client: Stripe, intent: Intent): Promise<GatewayAnswer> {
  let payload = intent.qrPayload;
  if (payload === '') {
    const made = await createStripeQr(client, intent, await deps.receiptEmail());
    payload = (await deps.payments.setProviderQr(deps.db, intent.id, made.payload, made.reference)).qrPayload;
  }
  return { qrPayload: payload, bankUrl: null, next: 'scan', redirectUrl: null };
}

/** The member's customer at Stripe: made on first need, then kept. */
async function customerOf(deps: StripeGatewayDeps, client: Stripe, secretKey: string, memberId: number) {
  const livemode = isLiveKey(secretKey);
  const known = await deps.payments.customerId(deps.db, PROVIDER, livemode, memberId);
  if (known) return known;
  const customerId = await createStripeCustomer(client, memberId, livemode);
  return deps.payments.saveCustomer(deps.db, { provider: PROVIDER, livemode, memberId, customerId });
}

const redirect = (redirectUrl: string): GatewayAnswer => ({
  qrPayload: '',
  bankUrl: null,
  next: 'redirect',
  redirectUrl,
});

/** Alipay, a new card on Stripe's page, or a saved card: where the shopper goes next. */
async function redirectOf(deps: StripeGatewayDeps, client: Stripe, secretKey: string, request: GatewayRequest) {
  const { intent, card } = request;
  if (request.method === 'alipay')
    return redirect((await createStripeAlipay(client, intent, request.returnUrl)).redirectUrl);
  const customerId = await customerOf(deps, client, secretKey, request.memberId);
  if (!card) {
    const made = await createStripeCardCheckout(client, intent, {
      customerId,
      orderNo: request.label,
      returnUrl: request.returnUrl,
    });
    return redirect(made.redirectUrl);
  }
  const charged = await chargeStripeSavedCard(client, intent, {
    customerId,
    paymentMethodId: card.providerCardId,
    returnUrl: request.returnUrl,
  });
  return charged.state === 'redirect'
    ? redirect(charged.redirectUrl)
    : { qrPayload: '', bankUrl: null, next: 'wait' as const, redirectUrl: null };
}

async function create(deps: StripeGatewayDeps, secretKey: string, request: GatewayRequest): Promise<GatewayAnswer> {
  const client = deps.stripe(secretKey);
  try {
    if (request.method === 'qr') return await qrOf(deps, client, request.intent);
    return await redirectOf(deps, client, secretKey, request);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (request.method !== 'qr' && isCardDeclined(error)) {
      // This attempt is over (its webhook says so too): the next one starts afresh.
      await withTransaction(deps.db, async (tx) => {
        const current = await deps.payments.intent(tx, request.intent.id);
        if (current?.state === 'pending') await deps.payments.settleIntent(tx, request.intent.id, 'failed', null);
      });
      throw new AppError('CONFLICT', 'orders.cardDeclined', undefined, 'CARD_DECLINED');
    }
    // The provider is down or refused: nothing is charged, the shopper may try again.
    throw paymentUnavailable();
  }
}

const stateOf: Partial<Record<Stripe.PaymentIntent.Status, PaymentState>> = {
  succeeded: 'success',
  canceled: 'failed',
  requires_payment_method: 'failed',
};

export function stripeGateway(deps: StripeGatewayDeps): PaymentGateway {
  return {
    kind: PROVIDER,
    signatureHeader: STRIPE_SIGNATURE_HEADER,
    methods: ['qr', 'alipay', 'card'],
    refundsToPayMethod: true,
    takes: (setting) => setting.stripeSecretKey !== '',
    // Stripe's QR comes from a network call, made in `create` once the intent's row is written.
    qrPayload: () => '',
    create: (setting, request) => create(deps, setting.stripeSecretKey, request),
    verify: (setting, rawBody, signature) => verifyStripeWebhook(rawBody, signature, setting.stripeWebhookSecret),
    async refund(setting, request) {
      if (!setting.stripeSecretKey) return { outcome: 'cannot', reason: 'no Stripe secret key is configured' };
      return refundStripePayment(deps.stripe(setting.stripeSecretKey), request);
    },
    async query(setting, intent) {
      if (!setting.stripeSecretKey || !intent.providerReference?.startsWith('pi_')) return null;
      const found = await deps.stripe(setting.stripeSecretKey).paymentIntents.retrieve(intent.providerReference);
      return stateOf[found.status] ?? 'pending';
    },
    async forgetCard(setting, providerCardId) {
      // Without a key Stripe cannot be reached: the card is only forgotten here.
      if (setting.stripeSecretKey) await detachStripeCard(deps.stripe(setting.stripeSecretKey), providerCardId);
    },
  };
}
