// The back office's orders: the list with its filters and CSV export, one order with every payment
// and ledger movement, and the payment providers' callbacks for reconciliation.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { blankAsAbsent, idInput, moneyString, optionalIntInput, paging } from '../common.ts';
import { ledgerAssets } from '../enums.ts';
import { paymentRefundStates } from './pay.ts';
import { orderView, shipmentView } from './orders.ts';

/** A calendar day the database can hold. */
const day = z.iso.date().refine((text) => text >= '1900-01-01' && text <= '2999-12-31');

/** Who may read orders: support and fulfilment (operator), money (finance), and admins. */
const orderReaders = ['admin', 'operator', 'finance'] as const;
const orderShippers = ['admin', 'operator'] as const;

export const adminOrderFilter = z.object({
  status: optionalIntInput(z.number().int().min(1).max(6)),
  /** Created on or after this day, and on or before `to` (UTC). */
  from: blankAsAbsent(day),
  to: blankAsAbsent(day),
  /** The member's id, user name or mobile. */
  member: blankAsAbsent(z.string().trim().max(64)),
  /** A word of a line's product name. */
  product: blankAsAbsent(z.string().trim().max(64)),
  orderNo: blankAsAbsent(z.string().trim().max(32)),
});

export const adminOrderSummary = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  mobile: z.string().nullable(),
  lines: z.string(),
  units: z.number().int(),
  orderTotal: moneyString,
  qr: moneyString,
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

/** A parcel's carrier as the operator names it (one of `commonCarriers` or any other). */
export const carrierInput = z.string().trim().min(1).max(40);
/** A carrier's tracking number: letters, digits and dashes. */
export const trackingNoInput = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,40}$/);

/**
 * What a carrier's tracking webhook sends (`POST /mallapi/logistics/notify/:carrier`, signed with
 * the `carrierWebhook` secret): strict, so an unknown field is refused rather than ignored.
 */
export const carrierEvent = z.strictObject({
  trackingNo: trackingNoInput,
  text: z.string().trim().min(1).max(200),
  /** When it happened (ISO 8601 with an offset); absent: when it arrives. */
  at: z.iso.datetime({ offset: true }).optional(),
});
export type CarrierEvent = z.infer<typeof carrierEvent>;

/** A bulk shipment's file: at most this many rows after the header, and this many characters. */
export const BULK_SHIP_MAX_ROWS = 2_000;
export const BULK_SHIP_MAX_CHARS = 400_000;

/** One row of a bulk shipment as it went: `row` is its line in the file (the header is line 1). */
export const bulkShipRow = z.object({
  row: z.number().int(),
  orderNo: z.string(),
  ok: z.boolean(),
  /** Why the row did not ship, in the caller's language. */
  error: z.string().optional(),
  /** The stable key of that reason, e.g. `ORDER_NOT_FOUND`, `TRACKING_NO_TAKEN`. */
  errorKey: z.string().optional(),
});
export type BulkShipRow = z.infer<typeof bulkShipRow>;

export const callbackView = z.object({
  id: z.number().int(),
  provider: z.string(),
  eventId: z.string().nullable(),
  verified: z.boolean(),
  orderId: z.number().int().nullable(),
  outcome: z.string().nullable(),
  amount: moneyString.nullable(),
  action: z.string(),
  receivedAt: z.string(),
});

/** A cancelled order's QR part on its way back through the provider, or credited to the cash balance. */
export const paymentRefundView = z.object({
  id: z.number().int(),
  orderPaymentId: z.number().int(),
  provider: z.string(),
  /** The provider's payment the refund is asked against (a Stripe PaymentIntent id, the sandbox's reference). */
  providerRef: z.string().nullable(),
  amount: moneyString,
  state: z.enum(paymentRefundStates),
  providerRefundId: z.string().nullable(),
  attempts: z.number().int(),
  /** Why the last attempt failed, or why the refund went to the cash balance. */
  lastError: z.string().nullable(),
  /** When the next attempt is due while pending. */
  nextAttemptAt: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});

export const adminOrders = {
  page: defineCall({
    method: 'GET',
    path: '/adminapi/orders/page',
    auth: 'operator',
    roles: orderReaders,
    summary: 'Orders, newest first (or oldest first), filtered by status, day, member, product or number',
    query: adminOrderFilter.extend(paging.shape).extend({
      /** `oldest` lists the oldest first: the fulfilment queue ships in the order orders were placed. */
      sort: blankAsAbsent(z.enum(['newest', 'oldest'])),
    }),
    result: z.object({
      list: z.array(adminOrderSummary),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      /** Counted up to 10,000; `hasMore` tells whether another page exists. */
      total: z.number().int(),
      hasMore: z.boolean(),
    }),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/adminapi/orders/detail',
    auth: 'operator',
    roles: orderReaders,
    summary: 'One order with its member, every payment source, ledger movement, provider callback and QR refund',
    query: z.object({ orderId: idInput }),
    result: z.object({
      order: orderView,
      member: z.object({ memberId: z.number().int(), username: z.string(), mobile: z.string().nullable() }),
      payments: z.array(
        z.object({
          source: z.string(),
          amount: moneyString,
          state: z.string(),
          reference: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
      movements: z.array(
        z.object({
          id: z.number().int(),
          transactionId: z.number().int(),
          kind: z.string(),
          asset: z.enum(ledgerAssets),
          amount: z.string(),
          from: z.string(),
          to: z.string(),
          createdAt: z.string(),
        }),
      ),
      callbacks: z.array(callbackView),
      /** The QR part's refund after a cancel, with its state at the provider. */
      refunds: z.array(paymentRefundView),
      /** The order's parcels, oldest first, each with its events newest first. */
      shipments: z.array(shipmentView),
    }),
  }),
  export: defineCall({
    method: 'GET',
    path: '/adminapi/orders/export',
    auth: 'operator',
    roles: orderReaders,
    summary: 'The filtered orders as CSV (UTF-8 with BOM, at most 10,000 rows, formulas neutralised)',
    query: adminOrderFilter,
    result: z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() }),
  }),
  ship: defineCall({
    method: 'POST',
    path: '/adminapi/orders/ship',
    auth: 'operator',
    roles: orderShippers,
    summary:
      'Ship a paid order (or some of its lines) with a carrier and tracking number; the order is then shipping and can no longer be cancelled',
    body: z.object({
      orderId: idInput,
      carrier: carrierInput,
      trackingNo: trackingNoInput,
      /** Some of the order's lines for a partial shipment; absent or blank ships every line not yet shipped. */
      lineIds: blankAsAbsent(
        z.preprocess(
          (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
          z.array(idInput).min(1).max(100),
        ),
      ),
    }),
    result: z.object({ orderId: z.number().int(), status: z.number().int(), shipment: shipmentView }),
  }),
  shipBulk: defineCall({
    method: 'POST',
    path: '/adminapi/orders/shipBulk',
    auth: 'operator',
    roles: orderShippers,
    summary:
      'Ship many orders from a CSV (header orderNo,carrier,trackingNo[,lineIds] with line ids separated by ";", at most 2,000 rows): each row ships on its own, and the answer reports every row',
    body: z.object({ csv: z.string().min(1).max(BULK_SHIP_MAX_CHARS) }),
    result: z.object({
      rows: z.array(bulkShipRow),
      shipped: z.number().int(),
      failed: z.number().int(),
    }),
  }),
  trackingEvent: defineCall({
    method: 'POST',
    path: '/adminapi/orders/trackingEvent',
    auth: 'operator',
    roles: orderShippers,
    summary: "Add a tracking event to one of an order's parcels, as the carrier reported it",
    fieldLabels: { text: 'field.eventText' },
    body: z.object({ shipmentId: idInput, text: z.string().trim().min(1).max(200) }),
    result: shipmentView,
  }),
  callbacks: defineCall({
    method: 'GET',
    path: '/adminapi/payment/callbacks',
    auth: 'operator',
    roles: ['admin', 'finance'],
    summary: 'Payment providers’ callbacks, newest first, with what each did to its order (reconciliation)',
    query: z.object({
      ...paging.shape,
      action: blankAsAbsent(z.enum(['paid', 'alreadyPaid', 'refundedToBalance', 'declined', 'ignored', 'rejected'])),
    }),
    result: z.object({
      list: z.array(callbackView),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
      hasMore: z.boolean(),
    }),
  }),
};
