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
import { formatMinor } from '@mall/contracts';
import type { IntentForQr, PaymentGateway, RefundAnswer, RefundRequest, VerifiedEvent } from './payment.gateway.ts';
import { ORDER_KIND } from './payment.payables.ts';

/**
 * The payable a provider names: `orderId` carries its id (an order's, as before payables had
 * kinds), `payableKind` its kind when it is not an order. Null when either is malformed.
 */
export function payableOnWire(orderId: unknown, payableKind: unknown): { kind: string; id: number } | null {
  const id = typeof orderId === 'string' && /^[0-9]{1,15}$/.test(orderId) ? Number(orderId) : orderId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  if (payableKind === undefined || payableKind === null || payableKind === '') return { kind: ORDER_KIND, id };
  return typeof payableKind === 'string' && payableKind.length <= 40 ? { kind: payableKind, id } : null;
}

/** The wire's names for a payable: `orderId`, and `payableKind` only when it is not an order. */
export function payableFields(payable: { payableKind: string; payableId: number }) {
  return payable.payableKind === ORDER_KIND
    ? { orderId: payable.payableId }
    : { orderId: payable.payableId, payableKind: payable.payableKind };
}

export type { IntentForQr, RefundAnswer, RefundRequest, VerifiedEvent };

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** What the sandbox bank signs: the event, its payable by its wire names. */
export type SandboxBody = Omit<VerifiedEvent, 'payableKind' | 'payableId'> & {
  orderId: number;
  payableKind?: string;
};

/** The sandbox bank's callback body for an event. */
export function sandboxBody(event: VerifiedEvent): string {
  const { payableKind, payableId, ...rest } = event;
  return JSON.stringify({ ...rest, ...payableFields({ payableKind, payableId }) } satisfies SandboxBody);
}

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
      const { orderId, payableKind, ...event } = JSON.parse(body) as Partial<SandboxBody>;
      const payable = payableOnWire(orderId, payableKind);
      if (
        !payable ||
        typeof event.eventId !== 'string' ||
        !Number.isSafeInteger(event.intentId) ||
        !Number.isSafeInteger(event.amountMinor) ||
        (event.outcome !== 'paid' && event.outcome !== 'declined') ||
        typeof event.reference !== 'string'
      )
        return null;
      return { ...(event as SandboxBody), payableKind: payable.kind, payableId: payable.id };
    } catch {
      return null;
    }
  }
}

/** A development route: only a client on this machine reaches it (the `/dev/` guard in app.ts). */
export const SANDBOX_BANK_PATH = '/dev/pay-sandbox/bank';

export function sandboxBankUrl(baseUrl: string, intent: IntentForQr): string {
  const kind = intent.payableKind === ORDER_KIND ? '' : `&payableKind=${encodeURIComponent(intent.payableKind)}`;
  return `${baseUrl}${SANDBOX_BANK_PATH}?orderId=${intent.payableId}${kind}&intent=${intent.id}`;
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

/**
 * The sandbox bank, outside production only. Every payment is given back; its refund id is derived
 * from the idempotency key, so asking again answers the same refund, as a real provider's would.
 */
export function sandboxGateway(signer: SandboxSigner, isProduction: boolean): PaymentGateway {
  return {
    kind: 'sandbox',
    signatureHeader: SANDBOX_SIGNATURE_HEADER,
    methods: ['qr'],
    refundsToPayMethod: true,
    takes: () => !isProduction,
    qrPayload: (_setting, intent, baseUrl) => sandboxBankUrl(baseUrl, intent),
    create: async (_setting, { intent }) => ({
      qrPayload: intent.qrPayload,
      bankUrl: intent.qrPayload,
      next: 'scan',
      redirectUrl: null,
    }),
    verify(_setting, rawBody, signature) {
      const event = isProduction ? null : signer.verify(rawBody, signature);
      return event ? { kind: 'event', event } : { kind: 'invalid' };
    },
    refund: async (_setting, request) => ({
      outcome: 'refunded',
      refundId: `sbx_re_${sha256(request.idempotencyKey).slice(0, 24)}`,
    }),
    // The bank is this server: the intent's own state is all it knows.
    query: async (_setting, intent) => intent.state,
    forgetCard: async () => {},
    complete(intent, outcome) {
      const body = sandboxBody({
        eventId: `sbx_evt_${intent.id}`,
        intentId: intent.id,
        payableKind: intent.payableKind,
        payableId: intent.payableId,
        amountMinor: intent.amountMinor,
        outcome,
        reference: `SBX${intent.id}`,
      });
      return { body, signature: signer.sign(body) };
    },
  };
}

/**
 * PromptPay in Thai baht, to the shop's number: it sends no callback (an operator confirms payment
 * from the bank statement), cannot be asked about a payment and has no refund API, so its refunds
 * go to the member's cash balance.
 */
export const promptPayGateway: PaymentGateway = {
  kind: 'promptpay',
  signatureHeader: 'x-promptpay-signature',
  methods: ['qr'],
  refundsToPayMethod: false,
  takes: (setting, currency) => currency === 'THB' && setting.promptpayId !== '',
  qrPayload: (setting, intent) => promptPayPayload(setting.promptpayType, setting.promptpayId, intent.amountMinor),
  create: async (_setting, { intent }) => ({
    qrPayload: intent.qrPayload,
    bankUrl: null,
    next: 'scan',
    redirectUrl: null,
  }),
  verify: () => ({ kind: 'invalid' }),
  refund: async () => ({ outcome: 'cannot', reason: 'PromptPay has no refund API' }),
  query: async () => null,
  forgetCard: async () => {},
};
