// Paying an order's remainder: a QR from the configured provider (or, with Stripe, Alipay, a card
// on Stripe's page or a saved card), its state, saved cards, and the provider's signed callback.
// Outside production, and to a client on the same machine only, the sandbox provider also answers
// `/dev/pay-sandbox/complete`, which does what its bank page does.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { idInput, moneyString } from '../common.ts';

export const paymentProviders = ['sandbox', 'promptpay', 'stripe'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** in payment, success, failed (declined), expired (the order's time ran out). */
export const paymentStates = ['pending', 'success', 'failed', 'expired'] as const;
export type PaymentState = (typeof paymentStates)[number];

/**
 * A QR payment given back after a cancel: `pending` until the provider has taken the refund
 * (`refunded`), or `to_balance` when it could not and the member's cash balance was credited.
 */
export const paymentRefundStates = ['pending', 'refunded', 'to_balance'] as const;
export type PaymentRefundState = (typeof paymentRefundStates)[number];

/** How the shopper pays: the QR (every provider), or with Stripe Alipay or a card (new or saved). */
export const payMethods = ['qr', 'alipay', 'card'] as const;
export type PayMethod = (typeof payMethods)[number];

/**
 * What the shop does next: show the QR (`scan`), send the shopper to `redirectUrl` (`redirect`),
 * or wait for the payment's confirmation on the check-result page (`wait`: a saved card the
 * provider accepted without asking the shopper anything).
 */
export const prepayNext = ['scan', 'redirect', 'wait'] as const;

export const prepayView = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  provider: z.enum(paymentProviders),
  amount: moneyString,
  currency: z.string(),
  /** What the QR encodes: the bank page's address (sandbox) or an EMVCo PromptPay payload. */
  qrPayload: z.string(),
  /** The QR as an SVG data URL, ready for an <img> and for saving. */
  qrImage: z.string(),
  expiresAt: z.string(),
  /** The sandbox's bank page, to open on the same device; null for real providers. */
  bankUrl: z.string().nullable(),
  method: z.enum(payMethods),
  next: z.enum(prepayNext),
  /** The provider's page (Alipay, card entry, a bank's check) to send the shopper to; else null. */
  redirectUrl: z.string().nullable(),
});
export type PrepayView = z.infer<typeof prepayView>;

/**
 * What a payment pays when it is not an order: a kind a module of the shop registered (a top-up,
 * say), whose id then goes in `orderId`. Absent: `orderId` is an order.
 */
export const payableKindInput = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);

export const savedCard = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expiry: z.string(),
});

export const pay = {
  prepay: defineCall({
    method: 'POST',
    path: '/mallapi/pay/prepay',
    auth: 'member',
    summary:
      "A QR for the order's remainder, valid until the order's payment time runs out; with Stripe, " +
      'Alipay, a card or a saved card instead (a page to send the shopper to)',
    body: z.object({
      orderId: idInput,
      payableKind: payableKindInput.optional(),
      /** `qr` when absent (or `card` when `savedCardId` is given). */
      method: z.enum(payMethods).optional(),
      /** One of the member's saved cards (`pay/getSavedCard`), to pay without entering it again. */
      savedCardId: idInput.optional(),
    }),
    result: prepayView,
  }),
  methods: defineCall({
    method: 'POST',
    path: '/mallapi/pay/methods',
    auth: 'member',
    summary: "How the member's unpaid order can be paid with the shop's payment provider",
    body: z.object({ orderId: idInput, payableKind: payableKindInput.optional() }),
    result: z.object({
      orderId: z.number().int(),
      provider: z.enum(paymentProviders),
      methods: z.array(z.enum(payMethods)),
    }),
  }),
  status: defineCall({
    method: 'POST',
    path: '/mallapi/pay/status',
    auth: 'member',
    summary: "Where the order's payment stands: pending, success, failed or expired, with the order's status",
    body: z.object({ orderId: idInput, payableKind: payableKindInput.optional() }),
    result: z.object({ orderId: z.number().int(), state: z.enum(paymentStates), orderStatus: z.number().int() }),
  }),
  getSavedCard: defineCall({
    method: 'GET',
    path: '/mallapi/pay/getSavedCard',
    auth: 'member',
    summary: "The member's cards saved with the payment provider (never a full number)",
    result: z.object({ list: z.array(savedCard) }),
  }),
  delSavedCard: defineCall({
    method: 'POST',
    path: '/mallapi/pay/delSavedCard',
    auth: 'member',
    summary: 'Forget one of the member’s saved cards',
    body: z.object({ id: idInput }),
    result: z.object({ deleted: z.boolean() }),
  }),
  sandboxComplete: defineCall({
    method: 'POST',
    path: '/dev/pay-sandbox/complete',
    auth: 'public',
    summary:
      'Sandbox only (not in production, this machine only): pay or decline an order as its bank page does, by signed callback',
    body: z.object({
      orderId: idInput,
      payableKind: payableKindInput.optional(),
      outcome: z.enum(['paid', 'declined']),
    }),
    result: z.object({ orderId: z.number().int(), state: z.enum(paymentStates), outcome: z.string() }),
  }),
};
