// The back office's orders: list, CSV export, one order with what paid for it and its parcels, and
// shipping (orders.admin-ship.ts).
import type { FastifyInstance } from 'fastify';
import { adminOrders, formatMinor, type LedgerAsset, type ResultOf } from '@mall/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { AuditService } from '../audit/index.ts';
import { adminOrderCsv, adminOrderPage } from './orders.admin-queries.ts';
import { orderShipRoutes } from './orders.admin-ship.ts';
import type { OrdersService } from './orders.service.ts';

/** Points are whole numbers; every other balance is money in minor units. */
const amountOf = (asset: string, minor: number) => (asset === 'POINTS' ? String(minor) : formatMinor(minor));

export interface Movement {
  id: number;
  transactionId: number;
  kind: string;
  asset: LedgerAsset;
  amountMinor: number;
  from: string;
  to: string;
  createdAt: Date;
}

export interface OrdersAdminRouteDeps {
  db: Db;
  audit: AuditService;
  orders: OrdersService;
  /** What the ledger moved under a reference (`order:<id>`). */
  movementsOf: (db: DbOrTx, reference: string) => Promise<Movement[]>;
  /** The payment providers' callbacks about an order, as the back office shows them. */
  callbacksOf: (
    db: DbOrTx,
    orderId: number,
  ) => Promise<
    {
      id: number;
      provider: string;
      eventId: string | null;
      verified: boolean;
      orderId: number | null;
      outcome: string | null;
      amount: string | null;
      action: string;
      receivedAt: string;
    }[]
  >;
  /** The QR part's refund after a cancel, as the back office shows it. */
  refundsOf: (db: DbOrTx, orderId: number) => Promise<ResultOf<typeof adminOrders.detail>['refunds']>;
}

export async function ordersAdminRoutes(app: FastifyInstance, deps: OrdersAdminRouteDeps) {
  const { db, orders } = deps;
  registerCall(app, adminOrders.page, async ({ query }) => {
    const { pageNum, pageSize, sort, ...filter } = query;
    return adminOrderPage(db, filter, pageNum, pageSize, sort ?? 'newest');
  });
  registerCall(app, adminOrders.export, async ({ query }) => {
    const { csv, rows } = await adminOrderCsv(db, query);
    return { filename: `orders-${new Date().toISOString().slice(0, 10)}.csv`, csv, rows };
  });
  orderShipRoutes(app, deps);
  registerCall(app, adminOrders.detail, async ({ query }) => {
    const order = await orders.reads.detail(db, null, query.orderId);
    const [member, payments, movements, callbacks, refunds, shipments] = await Promise.all([
      orders.reads.buyer(db, query.orderId),
      orders.reads.payments(db, query.orderId),
      deps.movementsOf(db, `order:${query.orderId}`),
      deps.callbacksOf(db, query.orderId),
      deps.refundsOf(db, query.orderId),
      orders.shipments(db, query.orderId),
    ]);
    return {
      order,
      member,
      payments: payments.map((payment) => ({
        source: payment.source,
        amount: amountOf(payment.source, payment.amountMinor),
        state: payment.state,
        reference: payment.reference,
        createdAt: payment.createdAt.toISOString(),
      })),
      movements: movements.map((movement) => ({
        id: movement.id,
        transactionId: movement.transactionId,
        kind: movement.kind,
        asset: movement.asset,
        amount: amountOf(movement.asset, movement.amountMinor),
        from: movement.from,
        to: movement.to,
        createdAt: movement.createdAt.toISOString(),
      })),
      callbacks,
      refunds,
      shipments,
    };
  });
}
