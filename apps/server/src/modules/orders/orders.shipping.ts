// Parcels: an operator ships a paid order's lines (all, or some for a partial shipment) with a
// carrier and tracking number, and adds tracking events; the member reads them as logistics.
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { ShipmentView } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { publish } from '../events/index.ts';
import { orderLines, orderShipmentLines, orderShipments, orders, trackingEvents } from './orders.schema.ts';
import { lockOrder } from './orders.settle.ts';
import { moveOrder, refusal } from './orders.states.ts';

export interface ShipInput {
  orderId: number;
  carrier: string;
  trackingNo: string;
  lineIds?: number[] | undefined;
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'orders.notFound', undefined, 'ORDER_NOT_FOUND');
}

/** The order's lines not yet in a parcel. */
async function unshippedLines(tx: Tx, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .leftJoin(orderShipmentLines, eq(orderShipmentLines.orderLineId, orderLines.id))
    .where(and(eq(orderLines.orderId, orderId), isNull(orderShipmentLines.orderLineId)))
    .orderBy(asc(orderLines.id));
  return rows.map((row) => row.id);
}

/**
 * Ships lines of a paid (or partly shipped) order in one parcel. The first parcel moves the order
 * to shipping, after which it can no longer be cancelled. A tracking number names one parcel.
 */
export async function shipOrder(tx: Tx, input: ShipInput, operatorId: number | null, at: Date) {
  const order = await lockOrder(tx, input.orderId);
  if (!order) throw notFound();
  if (order.status !== 2 && order.status !== 3) throw refusal('ship', order.status);
  const open = await unshippedLines(tx, input.orderId);
  const lineIds = input.lineIds ? [...new Set(input.lineIds)] : open;
  if (lineIds.length === 0 || lineIds.some((id) => !open.includes(id)))
    throw new AppError('VALIDATION', 'orders.linesNotShippable', undefined, 'LINES_NOT_SHIPPABLE');
  const [taken] = await tx
    .select({ id: orderShipments.id })
    .from(orderShipments)
    .where(and(eq(orderShipments.carrier, input.carrier), eq(orderShipments.trackingNo, input.trackingNo)));
  if (taken) throw new AppError('CONFLICT', 'orders.trackingNoTaken', undefined, 'TRACKING_NO_TAKEN');
  // A parcel another transaction is shipping with the same number at this moment wins; this one is refused.
  const [shipment] = await tx
    .insert(orderShipments)
    .values({
      orderId: input.orderId,
      carrier: input.carrier,
      trackingNo: input.trackingNo,
      shippedBy: operatorId,
      shippedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (!shipment) throw new AppError('CONFLICT', 'orders.trackingNoTaken', undefined, 'TRACKING_NO_TAKEN');
  await tx.insert(orderShipmentLines).values(lineIds.map((orderLineId) => ({ shipmentId: shipment.id, orderLineId })));
  if (order.status === 2) {
    await moveOrder(tx, input.orderId, 'ship', at);
    await publish(tx, 'order.shipped', String(input.orderId), {
      orderId: input.orderId,
      memberId: order.memberId,
      shipmentId: shipment.id,
      at: at.toISOString(),
    });
    await tx
      .update(orders)
      .set({ carrier: input.carrier, trackingNo: input.trackingNo })
      .where(eq(orders.id, input.orderId));
  }
  return { status: 3, shipmentId: shipment.id, lineIds };
}

export interface TrackingEventExtra {
  /** When it happened, as the carrier says; else now. */
  at?: Date | undefined;
  /** Names a carrier's event: a second event with the same key on the parcel is a replay and adds nothing. */
  carrierKey?: string | undefined;
}

/** Adds what the carrier reported about a parcel; `added` is false for a replayed carrier event. */
export async function addTrackingEvent(
  tx: Tx,
  shipmentId: number,
  text: string,
  source: 'operator' | 'carrier',
  at: Date,
  extra: TrackingEventExtra = {},
): Promise<{ orderId: number; added: boolean }> {
  const [shipment] = await tx
    .select({ orderId: orderShipments.orderId })
    .from(orderShipments)
    .where(eq(orderShipments.id, shipmentId));
  if (!shipment) throw new AppError('NOT_FOUND', 'orders.shipmentNotFound', undefined, 'SHIPMENT_NOT_FOUND');
  const inserted = await tx
    .insert(trackingEvents)
    .values({ shipmentId, text, source, at: extra.at ?? at, carrierKey: extra.carrierKey ?? null })
    .onConflictDoNothing()
    .returning({ id: trackingEvents.id });
  return { orderId: shipment.orderId, added: inserted.length > 0 };
}

/** The parcel a carrier knows by this tracking number, if any. */
export async function shipmentByTracking(db: DbOrTx, carrier: string, trackingNo: string): Promise<number | null> {
  const [found] = await db
    .select({ id: orderShipments.id })
    .from(orderShipments)
    .where(and(eq(orderShipments.carrier, carrier), eq(orderShipments.trackingNo, trackingNo)));
  return found?.id ?? null;
}

/** The order a number names, if any. */
export async function orderIdByNo(db: DbOrTx, orderNo: string): Promise<number | null> {
  const [found] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  return found?.id ?? null;
}

/** The parcels `which` picks, oldest first, each with its lines and its events newest first. */
async function parcelViews(db: DbOrTx, which: SQL | undefined): Promise<ShipmentView[]> {
  const parcels = await db.select().from(orderShipments).where(which).orderBy(asc(orderShipments.id));
  if (parcels.length === 0) return [];
  const ids = parcels.map((parcel) => parcel.id);
  const [lines, events] = await Promise.all([
    db.select().from(orderShipmentLines).where(inArray(orderShipmentLines.shipmentId, ids)),
    db
      .select()
      .from(trackingEvents)
      .where(inArray(trackingEvents.shipmentId, ids))
      .orderBy(desc(trackingEvents.at), desc(trackingEvents.id)),
  ]);
  return parcels.map((parcel) => ({
    shipmentId: parcel.id,
    carrier: parcel.carrier,
    trackingNo: parcel.trackingNo,
    shippedAt: parcel.shippedAt.toISOString(),
    lineIds: lines.filter((line) => line.shipmentId === parcel.id).map((line) => line.orderLineId),
    events: events
      .filter((event) => event.shipmentId === parcel.id)
      .map((event) => ({ at: event.at.toISOString(), text: event.text, source: event.source })),
  }));
}

/** The order's parcels, oldest first, each with its lines and its events newest first. */
export function shipmentsOf(db: DbOrTx, orderId: number): Promise<ShipmentView[]> {
  return parcelViews(db, eq(orderShipments.orderId, orderId));
}

/** The parcel one shipment of the order is, as the back office answers it after a change. */
export async function shipmentView(db: DbOrTx, orderId: number, shipmentId: number): Promise<ShipmentView> {
  const [found] = await parcelViews(db, and(eq(orderShipments.orderId, orderId), eq(orderShipments.id, shipmentId)));
  if (!found) throw new AppError('NOT_FOUND', 'orders.shipmentNotFound', undefined, 'SHIPMENT_NOT_FOUND');
  return found;
}
