// One interface every payment provider implements (the sandbox bank, PromptPay, Stripe), so the
// payment path asks "the shop's provider" and never which one it is. Each provider's file knows
// its own kind; nothing else does. Network calls (create, refund, query, forgetting a card) are
// made outside every transaction; `qrPayload` and `verify` make none.
import type { PaymentProvider, PaymentState, PayMethod, Settings } from '@mall/contracts';
import { AppError } from '../../lib/errors.ts';
import type { Intent, SavedCard } from './payment.service.ts';

export type ProviderSetting = Settings['paymentProvider'];

export interface IntentForQr {
  id: number;
  payableKind: string;
  payableId: number;
  amountMinor: number;
  currency: string;
}

/** A callback the provider signed: what it says happened. */
export interface VerifiedEvent {
  eventId: string;
  intentId: number;
  /** What the intent pays, as the provider was told when it was made. */
  payableKind: string;
  payableId: number;
  amountMinor: number;
  outcome: 'paid' | 'declined';
  reference: string;
}

/** A refund asked of the provider that took the payment. */
export interface RefundRequest {
  /** The provider's payment (a Stripe PaymentIntent id, the sandbox's reference). */
  reference: string;
  amountMinor: number;
  /** Stable per refunded payment, so asking again never refunds twice. */
  idempotencyKey: string;
  /** Shown beside the refund at the provider. */
  metadata: Record<string, string>;
}

/**
 * What the provider answered: it refunded (or accepted the refund and is making it: `pending`),
 * or it cannot (no refund API, or a permanent refusal), and the money goes to the member's balance.
 * A fault that may pass (network, the provider's 5xx) is thrown instead.
 */
export type RefundAnswer =
  { outcome: 'refunded' | 'pending'; refundId: string } | { outcome: 'cannot'; reason: string };

/** A card a provider attached to one of our customers, as the shop lists it. */
export interface AttachedCard {
  paymentMethodId: string;
  customerId: string;
  brand: string;
  last4: string;
  /** MM/YY */
  expiry: string;
}

/** What a provider's verified callback says. */
export type ProviderVerdict =
  | { kind: 'event'; event: VerifiedEvent }
  /** `at`: when the provider made the event, which need not be the order events arrive in. */
  | { kind: 'cardAttached'; card: AttachedCard; at: Date }
  /** `card`: the card and the customer it was detached from, when the provider said so. */
  | { kind: 'cardDetached'; paymentMethodId: string; card: AttachedCard | null; at: Date }
  /** A refund the provider accepted has failed or was cancelled after all: the money is still ours. */
  | { kind: 'refundFailed'; eventId: string; refundId: string; ourId: number | null; status: string }
  /** Signed, but about something a payment does not wait for. */
  | { kind: 'irrelevant' }
  | { kind: 'invalid' };

/** What the shopper is asked to do once the intent is made at the provider. */
export interface GatewayAnswer {
  /** What the QR encodes; '' when the shopper is sent elsewhere. */
  qrPayload: string;
  /** A bank page to open on the same device (the sandbox's); else null. */
  bankUrl: string | null;
  next: 'scan' | 'redirect' | 'wait';
  redirectUrl: string | null;
}

export interface GatewayRequest {
  intent: Intent;
  method: PayMethod;
  memberId: number;
  /** One of the member's cards saved with this provider, to pay with. */
  card: SavedCard | undefined;
  /** The payable's number, shown at the provider. */
  label: string;
  /** The shop's page the provider sends the shopper back to. */
  returnUrl: string;
}

export interface PaymentGateway {
  readonly kind: PaymentProvider;
  /** The request header its callbacks carry their signature in. */
  readonly signatureHeader: string;
  /** The ways it takes payment: every provider shows a QR. */
  readonly methods: readonly PayMethod[];
  /** Whether its refunds go back to the payment method; else to the member's cash balance. */
  readonly refundsToPayMethod: boolean;
  /** Whether the shop's settings let it take a payment in this currency. */
  takes(setting: ProviderSetting, currency: string): boolean;
  /** What the QR encodes, built in the intent's transaction; '' when only `create` can say. */
  qrPayload(setting: ProviderSetting, intent: IntentForQr, baseUrl: string): string;
  /** The intent at the provider and what the shopper does next (outside any transaction). */
  create(setting: ProviderSetting, request: GatewayRequest): Promise<GatewayAnswer>;
  /** A callback's raw body checked against its signature before anything in it is believed. */
  verify(setting: ProviderSetting, rawBody: string, signature: string | undefined): ProviderVerdict;
  /** Gives a payment back, or says it cannot; a fault that may pass is thrown. */
  refund(setting: ProviderSetting, request: RefundRequest): Promise<RefundAnswer>;
  /** Where the provider says the intent stands; null when it cannot be asked. */
  query(setting: ProviderSetting, intent: Intent): Promise<PaymentState | null>;
  /** Forgets a card saved with it (a provider without saved cards has nothing to do). */
  forgetCard(setting: ProviderSetting, providerCardId: string): Promise<void>;
  /**
   * A provider the tester completes by hand (the sandbox bank): the callback it sends, signed. One
   * event id and one payment reference per intent, so completing it again is a replay.
   */
  complete?(intent: Intent, outcome: 'paid' | 'declined'): { body: string; signature: string };
}

export function paymentUnavailable(): AppError {
  return new AppError('CONFLICT', 'orders.paymentUnavailable', undefined, 'PAYMENT_UNAVAILABLE');
}

/** The providers the shop can use; outside production, one stands in when none is configured. */
export class PaymentGateways {
  private readonly byKind = new Map<string, PaymentGateway>();
  private readonly fallback: PaymentGateway | null;

  constructor(gateways: readonly PaymentGateway[], fallback: PaymentGateway | null) {
    for (const gateway of gateways) this.byKind.set(gateway.kind, gateway);
    this.fallback = fallback;
  }

  /** The provider by its name (on an intent, a refund, a callback's path); undefined when unknown. */
  find(kind: string): PaymentGateway | undefined {
    return this.byKind.get(kind);
  }

  /** The configured provider when it takes this currency, else the stand-in, else unavailable. */
  forPayment(setting: ProviderSetting, currency: string): PaymentGateway {
    const configured = this.byKind.get(setting.kind);
    if (configured?.takes(setting, currency)) return configured;
    if (this.fallback) return this.fallback;
    throw paymentUnavailable();
  }

  /** Where a refund through this provider goes: the payment method, or the cash balance. */
  refundsToPayMethod(kind: string): boolean {
    return this.byKind.get(kind)?.refundsToPayMethod ?? false;
  }
}
