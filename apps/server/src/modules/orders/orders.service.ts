// The orders module's facade: checkout (preview, create), paying and closing, and the member's
// reads. Every method takes the database handle first; the workflow opens the transaction.
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { ORDER_STATUS } from '@mall/contracts';
import type { CarrierEvent, OrderPreview } from '@mall/contracts';
import { withConnection, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import type { AddressService } from '../address/index.ts';
import type { CartService } from '../cart/index.ts';
import type { CouponService } from '../coupon/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { MemberBuyers } from '../member/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { PlacedOrder } from './orders.place.ts';
import { createOrder, type CreateInput } from './orders.create.ts';
import { previewOf, quote, type Buyer, type PurchaseInput } from './orders.quote.ts';
import { OrderReads } from './orders.reads.ts';
import { orderLines, orders } from './orders.schema.ts';
import { closeUnpaid, settleQrPayment, type QrSettlement, type SettleDeps } from './orders.settle.ts';
import { cancelOrder, confirmMp, confirmReceipt, hideOrder, memberStep } from './orders.fulfil.ts';
import type { Subsidies } from './orders.subsidy.ts';
import {
  addTrackingEvent,
  orderIdByNo,
  shipmentByTracking,
  shipmentsOf,
  shipmentView,
  shipOrder,
  type ShipInput,
  type TrackingEventExtra,
} from './orders.shipping.ts';
import { carrierEventExtra, carrierNamed, shipmentNotFound, verifyCarrierEvent } from './orders.carrier.ts';

export interface OrdersDeps {
  catalog: CatalogService;
  cart: CartService;
  ledger: LedgerService;
  coupons: CouponService;
  settings: SettingsService;
  buyers: MemberBuyers;
  addresses: AddressService;
  /** Whether a refund or return of the order is open: its MP is not confirmed meanwhile. */
  hasOpenRefund: (tx: Tx, orderId: number) => Promise<boolean>;
  /** The units of each line (by id) refunded or returned and paid back: MP and points count the rest. */
  refundedUnits: (tx: Tx, orderId: number) => Promise<Map<number, number>>;
  /** What each line (by id) had given back by refunds and returns paid: units and money. */
  refundedLines?: (db: DbOrTx, orderId: number) => Promise<Map<number, { units: number; minor: number }>>;
  /**
   * The member an order is attributed to by the invite code of a shared link or sales page, or null
   * when that code may not earn from this buyer (the sharing module's rule). Without it codes are dropped.
   */
  sharerOf?: (db: DbOrTx, shareCode: string, buyerId: number) => Promise<number | null>;
  /** Subsidy campaigns' budgets (the campaign module); without it no line is subsidised. */
  subsidies?: Subsidies;
  clock?: () => Date;
}

export type { CreateInput } from './orders.create.ts';

export class OrdersService {
  private readonly deps: OrdersDeps;
  readonly reads = new OrderReads();
  private readonly settleDeps: SettleDeps;

  constructor(deps: OrdersDeps) {
    this.deps = deps;
    this.settleDeps = {
      catalog: deps.catalog,
      ledger: deps.ledger,
      coupons: deps.coupons,
      hasOpenRefund: deps.hasOpenRefund,
      refundedUnits: deps.refundedUnits,
      subsidies: deps.subsidies,
    };
  }

  now(): Date {
    return this.deps.clock?.() ?? new Date();
  }

  /** What each line of the order had given back (none without the after-sales reader). */
  async refundedLines(db: DbOrTx, orderId: number): Promise<Map<number, { units: number; minor: number }>> {
    return (await this.deps.refundedLines?.(db, orderId)) ?? new Map();
  }

  private async rules(db: DbOrTx) {
    const [rules, currency] = await Promise.all([
      this.deps.settings.get(db, 'orderRules'),
      this.deps.settings.get(db, 'currencyCode'),
    ]);
    return { rules, currency };
  }

  async preview(db: DbOrTx, buyer: Buyer, input: PurchaseInput): Promise<OrderPreview> {
    const { rules, currency } = await this.rules(db);
    return previewOf(await quote(db, this.deps, buyer, input, rules, this.now()), currency);
  }

  /**
   * Creates the order: one read statement (after the cart's lines, for a cart order), then one
   * write for an order that holds nothing, or a transaction for any other. A resent key answers
   * the first order.
   */
  async create(db: Db, buyer: Buyer, input: CreateInput): Promise<PlacedOrder> {
    const { rules, currency } = await this.rules(db);
    // One connection for the read and the write: under load the call does not queue twice.
    return withConnection(db, (connection) =>
      createOrder(connection, this.deps, buyer, input, { rules, currency, now: this.now() }),
    );
  }

  settleQrPayment(
    tx: Tx,
    input: { orderId: number; amountMinor: number; provider: string; reference: string; paidAt: Date },
  ): Promise<QrSettlement> {
    return settleQrPayment(tx, this.settleDeps, input);
  }

  /** Closes an unpaid order by the member's choice or its expiry; false when it was no longer unpaid. */
  closeUnpaid(tx: Tx, orderId: number, at: Date): Promise<boolean> {
    return closeUnpaid(tx, this.settleDeps, orderId, at);
  }

  /**
   * The member cancels an order not yet shipping: closed if unpaid, else every balance refunded; the
   * QR part is answered among the refunds for the caller to give back through its provider in `tx`.
   */
  cancel(tx: Tx, memberId: number, orderId: number) {
    return cancelOrder(tx, this.settleDeps, memberId, orderId, this.now());
  }

  /** The member confirms the parcel arrived; answers the order's new status (6 when it carries no MP). */
  confirmReceipt(tx: Tx, memberId: number, orderId: number): Promise<number> {
    return memberStep(tx, this.settleDeps, memberId, orderId, 'receipt', this.now());
  }

  /** The member confirms a received order's MP: it is active at once and the order complete. */
  confirmMp(tx: Tx, memberId: number, orderId: number): Promise<number> {
    return memberStep(tx, this.settleDeps, memberId, orderId, 'mp', this.now());
  }

  /** Hides a finished order from the member's list. */
  hide(tx: Tx, memberId: number, orderId: number): Promise<void> {
    return hideOrder(tx, memberId, orderId);
  }

  /** An operator ships lines of a paid order. */
  ship(tx: Tx, input: ShipInput, operatorId: number | null) {
    return shipOrder(tx, input, operatorId, this.now());
  }

  /**
   * An operator (or the carrier) reports where a parcel is; answers the order it belongs to, and
   * whether the event was added (a carrier's replayed event is not).
   */
  addTrackingEvent(
    tx: Tx,
    shipmentId: number,
    text: string,
    source: 'operator' | 'carrier',
    extra?: TrackingEventExtra,
  ) {
    return addTrackingEvent(tx, shipmentId, text, source, this.now(), extra);
  }

  /** The parcel a carrier knows by this tracking number, if any. */
  shipmentByTracking(db: DbOrTx, carrier: string, trackingNo: string): Promise<number | null> {
    return shipmentByTracking(db, carrier, trackingNo);
  }

  /** The order with this number, if any. */
  orderIdByNo(db: DbOrTx, orderNo: string): Promise<number | null> {
    return orderIdByNo(db, orderNo);
  }

  /** A carrier's webhook body, checked against the `carrierWebhook` secret and read strictly. */
  async verifyCarrierEvent(db: DbOrTx, rawBody: string, signature: string | undefined): Promise<CarrierEvent> {
    const { secret } = await this.deps.settings.get(db, 'carrierWebhook');
    return verifyCarrierEvent(secret, rawBody, signature);
  }

  /**
   * Adds a verified carrier event to the parcel the carrier (a common carrier's code, or the name
   * parcels were shipped with) knows by its tracking number; a replay adds nothing.
   */
  async addCarrierEvent(tx: Tx, carrier: string, event: CarrierEvent) {
    const shipmentId =
      carrier.length > 40 ? null : await this.shipmentByTracking(tx, carrierNamed(carrier), event.trackingNo);
    if (shipmentId === null) throw shipmentNotFound();
    const { added } = await this.addTrackingEvent(tx, shipmentId, event.text, 'carrier', carrierEventExtra(event));
    return { shipmentId, added };
  }

  /** The order's parcels with their events; only the member's own order when `memberId` is given. */
  async logistics(db: DbOrTx, memberId: number | null, orderId: number) {
    const order = await this.reads.detail(db, memberId, orderId);
    return { orderId, status: order.status, shipments: await shipmentsOf(db, orderId) };
  }

  /** The order's parcels, oldest first, each with its events newest first. */
  shipments(db: DbOrTx, orderId: number) {
    return shipmentsOf(db, orderId);
  }

  shipment(db: DbOrTx, orderId: number, shipmentId: number) {
    return shipmentView(db, orderId, shipmentId);
  }

  /**
   * Orders due for an automatic step at `now`: shipped ones to receive, received ones whose MP to
   * confirm; by id, after `afterId` (the last of the batch before).
   */
  async dueForAutoStep(
    db: DbOrTx,
    step: 'receipt' | 'mp',
    before: Date,
    limit: number,
    afterId = 0,
  ): Promise<number[]> {
    const due =
      step === 'receipt'
        ? and(eq(orders.status, ORDER_STATUS.shipping), lte(orders.shippedAt, before))
        : and(eq(orders.status, ORDER_STATUS.received), lte(orders.receivedAt, before));
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(due, gt(orders.id, afterId)))
      .orderBy(asc(orders.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * The clock's step on a due order; false when the member (or another process) got there first,
   * or, for MP, while a refund or return is open on the order (a later run takes it).
   */
  async autoStep(tx: Tx, step: 'receipt' | 'mp', orderId: number, at: Date): Promise<boolean> {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
    const expected = step === 'receipt' ? ORDER_STATUS.shipping : ORDER_STATUS.received;
    if (order?.status !== expected) return false;
    if (step === 'mp' && (await this.deps.hasOpenRefund(tx, orderId))) return false;
    if (step === 'receipt') await confirmReceipt(tx, this.settleDeps, orderId, at);
    else await confirmMp(tx, this.settleDeps, orderId, at);
    return true;
  }

  /** Every line of the order is reviewed: it leaves the "pending review" tab. */
  async markReviewed(tx: Tx, orderId: number): Promise<void> {
    await tx.update(orderLines).set({ reviewed: true }).where(eq(orderLines.orderId, orderId));
  }

  /** Unpaid orders whose time is up, oldest first. */
  async expiredUnpaid(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 1), lte(orders.expiresAt, now)))
      .orderBy(asc(orders.expiresAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** The order's QR part as a payment provider needs it; only the member's own, only while unpaid. */
  async getPayable(db: Db | DbOrTx, memberId: number, orderId: number) {
    return this.reads.payable(db, memberId, orderId);
  }
}
