// The QR providers. Each builds what the QR encodes for an intent and, where it calls back,
// verifies the callback before anything is believed; each says how it gives a payment back.
//
// sandbox: the QR opens the server's own bank page; its "pay" or "decline" sends a callback
//   signed with HMAC-SHA256, verified on the same path a real provider's would take. Its refunds
//   always succeed.
// promptpay: an EMVCo PromptPay payload with the amount (Thai baht only); PromptPay sends no
//   callback, so payment is confirmed from the bank statement by an operator. It has no API to
//   refund through: its refunds go to the member's cash balance.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { anyId } from 'promptparse/generate';
import QRCode from 'qrcode';
import { formatMinor, type PaymentProvider } from '@mall/contracts';

export interface IntentForQr {
  id: number;
  orderId: number;
  amountMinor: number;
  currency: string;
}

/** A callback the provider signed: what it says happened. */
export interface VerifiedEvent {
  eventId: string;
  intentId: number;
  orderId: number;
  amountMinor: number;
  outcome: 'paid' | 'declined';
  reference: string;
}

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export class SandboxSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a sandbox signature can never pass for a private-file link.
    this.key = createHmac('sha256', secret).update('payment-sandbox-callback').digest();
  }

  sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('hex');
  }

  /** The event in a signed body, or null when the signature or the shape is wrong. */
  verify(body: string, signature: string | undefined): VerifiedEvent | null {
    if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return null;
    const expected = Buffer.from(this.sign(body), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
    try {
      const event = JSON.parse(body) as Partial<VerifiedEvent>;
      if (
        typeof event.eventId !== 'string' ||
        !Number.isSafeInteger(event.intentId) ||
        !Number.isSafeInteger(event.orderId) ||
        !Number.isSafeInteger(event.amountMinor) ||
        (event.outcome !== 'paid' && event.outcome !== 'declined') ||
        typeof event.reference !== 'string'
      )
        return null;
      return event as VerifiedEvent;
    } catch {
      return null;
    }
  }
}

/** A development route: only a client on this machine reaches it (the `/dev/` guard in app.ts). */
export const SANDBOX_BANK_PATH = '/dev/pay-sandbox/bank';

export function sandboxBankUrl(baseUrl: string, intent: IntentForQr): string {
  return `${baseUrl}${SANDBOX_BANK_PATH}?orderId=${intent.orderId}&intent=${intent.id}`;
}

/** An EMVCo PromptPay payload for the amount, to a mobile number or a tax/national ID. */
export function promptPayPayload(type: 'MSISDN' | 'NATID', id: string, amountMinor: number): string {
  return anyId({ type, target: id, amount: Number(formatMinor(amountMinor)) });
}

export function qrSvgDataUrl(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
    (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  );
}

export function providerCanCallBack(provider: PaymentProvider): boolean {
  return provider === 'sandbox';
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

export interface RefundingProvider {
  refund(request: RefundRequest): Promise<RefundAnswer>;
}

/** A provider that cannot refund, for the reason given. */
export function cannotRefund(reason: string): RefundingProvider {
  return { refund: async () => ({ outcome: 'cannot', reason }) };
}

/**
 * The sandbox bank gives every payment back. Its refund id is derived from the idempotency key, so
 * asking again answers the same refund, as a real provider's would.
 */
export const sandboxRefunds: RefundingProvider = {
  refund: async (request) => ({
    outcome: 'refunded',
    refundId: `sbx_re_${sha256(request.idempotencyKey).slice(0, 24)}`,
  }),
};

export const promptPayRefunds = cannotRefund('PromptPay has no refund API');

/** Providers whose refunds go back to the payment method; the others' go to the cash balance. */
export function providerRefunds(provider: string): boolean {
  return provider === 'sandbox' || provider === 'stripe';
}
