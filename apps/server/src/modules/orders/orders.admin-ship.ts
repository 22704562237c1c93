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
import { bulkRecords, bulkRowInput, shipmentChains, type BulkRowInput, type CsvRecord } from './orders.bulk-csv.ts';
import type { ShipInput } from './orders.shipping.ts';
import type { OrdersService } from './orders.service.ts';

export interface OrdersShipRouteDeps extends AuditDeps {
  orders: OrdersService;
}

/** Ships one order in its own transaction with its audit entry (a file's rows are audited alike). */
function shipAudited(deps: OrdersShipRouteDeps, request: FastifyRequest, input: ShipInput) {
  return audited(deps, request, 'orders.ship', 'order', async (tx) => {
    const shipped = await deps.orders.ship(tx, input, request.operator?.operatorId ?? null);
    const shipment = await deps.orders.shipment(tx, input.orderId, shipped.shipmentId);
    return {
      targetId: input.orderId,
      before: null,
      after: { carrier: input.carrier, trackingNo: input.trackingNo, lineIds: shipped.lineIds },
      result: { orderId: input.orderId, status: shipped.status, shipment },
    };
  });
}

/** Rows shipping at once: a file of 2,000 rows fits the request's time on a busy machine, leaving the pool to others. */
const BULK_PARALLEL = 3;

interface BulkRow {
  index: number;
  record: CsvRecord;
  input: BulkRowInput;
}

function rowFailure(request: FastifyRequest, locale: Locale, record: CsvRecord, error: unknown): BulkShipRow {
  if (!(error instanceof AppError)) request.log.error({ err: error, row: record.line }, 'bulk shipment row failed');
  const known = error instanceof AppError ? error : new AppError('INTERNAL');
  return {
    row: record.line,
    orderNo: (record.fields[0] ?? '').trim().slice(0, 64),
    ok: false,
    error: translate(locale, known.messageId, known.values),
    errorKey: known.errorKey,
  };
}

/** One row in its own transaction, audited as a single shipment is. */
async function shipRow(deps: OrdersShipRouteDeps, request: FastifyRequest, locale: Locale, row: BulkRow) {
  const { orderNo, ...parcel } = row.input;
  try {
    await audited(deps, request, 'orders.ship', 'order', async (tx) => {
      const orderId = await deps.orders.orderIdByNo(tx, orderNo);
      if (orderId === null) throw new AppError('NOT_FOUND', 'orders.notFound', undefined, 'ORDER_NOT_FOUND');
      const shipped = await deps.orders.ship(tx, { orderId, ...parcel }, request.operator?.operatorId ?? null);
      const after = { carrier: parcel.carrier, trackingNo: parcel.trackingNo, lineIds: shipped.lineIds };
      return { targetId: orderId, before: null, after, result: null };
    });
    return { row: row.record.line, orderNo, ok: true };
  } catch (error) {
    // The database being away stops the file (what shipped stays shipped; a resend refuses those rows).
    if (databaseFailure(error)) throw error;
    return rowFailure(request, locale, row.record, error);
  }
}

/** Ships every row of the file: a bad row is reported and never stops the others. */
async function shipFile(deps: OrdersShipRouteDeps, request: FastifyRequest, locale: Locale, csv: string) {
  const { records, width } = bulkRecords(csv);
  const report: BulkShipRow[] = [];
  const rows: BulkRow[] = [];
  records.forEach((record, index) => {
    try {
      rows.push({ index, record, input: bulkRowInput(record, width) });
    } catch (error) {
      report[index] = rowFailure(request, locale, record, error);
    }
  });
  const chains = shipmentChains(rows);
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && next < chains.length) {
      for (const row of chains[next++]!) {
        report[row.index] = await shipRow(deps, request, locale, row).catch((error: unknown) => {
          stopped = true;
          throw error;
        });
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: BULK_PARALLEL }, worker));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  const shipped = report.filter((row) => row.ok).length;
  return { rows: report, shipped, failed: report.length - shipped };
}

export function orderShipRoutes(app: FastifyInstance, deps: OrdersShipRouteDeps) {
  const { orders } = deps;
  registerCall(app, adminOrders.ship, async ({ body, request }) => shipAudited(deps, request, body));
  registerCall(app, adminOrders.shipBulk, async ({ body, request, locale }) =>
    shipFile(deps, request, locale, body.csv),
  );
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
