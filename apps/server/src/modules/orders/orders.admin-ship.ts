// The back office ships: one order (whole or some lines), many from a CSV (each row on its own,
// audited like a single shipment, reported row by row), and tracking events on a parcel.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOrders, type BulkShipRow } from '@mall/contracts';
import type { Locale } from '@mall/i18n';
import { databaseFailure } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditDeps } from '../audit/index.ts';
import { bulkRecords, bulkRowInput, type CsvRecord } from './orders.bulk-csv.ts';
import type { ShipInput } from './orders.shipping.ts';
import type { OrdersService } from './orders.service.ts';

export interface OrdersShipRouteDeps extends AuditDeps {
  orders: OrdersService;
}

/** Ships in its own transaction, with the same audit entry whether it came alone or in a file. */
function shipAudited(deps: OrdersShipRouteDeps, request: FastifyRequest, input: ShipInput) {
  return audited(deps, request, 'orders.ship', 'order', async (tx) => {
    const shipped = await deps.orders.ship(tx, input, request.operator?.operatorId ?? null);
    const shipment = await deps.orders.shipment(tx, input.orderId, shipped.shipmentId);
    return {
      targetId: input.orderId,
      before: null,
      after: { carrier: input.carrier, trackingNo: input.trackingNo, lineIds: shipment.lineIds },
      result: { orderId: input.orderId, status: shipped.status, shipment },
    };
  });
}

async function shipRow(
  deps: OrdersShipRouteDeps,
  request: FastifyRequest,
  locale: Locale,
  record: CsvRecord,
  width: number,
): Promise<BulkShipRow> {
  const orderNo = (record.fields[0] ?? '').trim().slice(0, 64);
  try {
    const { orderNo: number, ...parcel } = bulkRowInput(record, width);
    const orderId = await deps.orders.orderIdByNo(deps.db, number);
    if (orderId === null) throw new AppError('NOT_FOUND', 'orders.notFound', undefined, 'ORDER_NOT_FOUND');
    await shipAudited(deps, request, { orderId, ...parcel });
    return { row: record.line, orderNo, ok: true };
  } catch (error) {
    // The database being away stops the file (what shipped stays shipped; a resend refuses those rows).
    if (databaseFailure(error)) throw error;
    if (!(error instanceof AppError)) request.log.error({ err: error, row: record.line }, 'bulk shipment row failed');
    const known = error instanceof AppError ? error : new AppError('INTERNAL');
    return {
      row: record.line,
      orderNo,
      ok: false,
      error: translate(locale, known.messageId, known.values),
      errorKey: known.errorKey,
    };
  }
}

export function orderShipRoutes(app: FastifyInstance, deps: OrdersShipRouteDeps) {
  const { orders } = deps;
  registerCall(app, adminOrders.ship, async ({ body, request }) => shipAudited(deps, request, body));
  registerCall(app, adminOrders.shipBulk, async ({ body, request, locale }) => {
    const { records, width } = bulkRecords(body.csv);
    const rows: BulkShipRow[] = [];
    for (const record of records) rows.push(await shipRow(deps, request, locale, record, width));
    const shipped = rows.filter((row) => row.ok).length;
    return { rows, shipped, failed: rows.length - shipped };
  });
  registerCall(app, adminOrders.trackingEvent, async ({ body, request }) =>
    audited(deps, request, 'orders.trackingEvent', 'orderShipment', async (tx) => {
      const { orderId } = await orders.addTrackingEvent(tx, body.shipmentId, body.text, 'operator');
      return {
        targetId: body.shipmentId,
        before: null,
        after: { text: body.text },
        result: await orders.shipment(tx, orderId, body.shipmentId),
      };
    }),
  );
}
