import type { FastifyInstance } from 'fastify';
import { formatMinor, orders, type RefundView } from '@mall/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { withTransaction } from '../../db/client.ts';
import type { AuthMember } from '../../lib/auth.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { Locale } from '@mall/i18n';
import type { OrdersService } from './orders.service.ts';

export interface OrdersRouteDeps {
  db: Db;
  orders: OrdersService;
  /** Cancels the member's order, opening the QR part's refund through its provider in the same transaction. */
  cancel: (memberId: number, orderId: number) => Promise<{ status: number; refunds: RefundView[] }>;
  /** What the order's cancel gave back to each source, the QR part's refund as it stands. */
  refundsOf: (db: DbOrTx, orderId: number) => Promise<RefundView[]>;
}

function stepOf(order: { orderId: number; status: number; viewStatus: number }) {
  return { orderId: order.orderId, status: order.status, viewStatus: order.viewStatus };
}

function buyerOf(locale: Locale, member: AuthMember) {
  return { locale, memberId: member.memberId, level: member.level };
}

export async function ordersRoutes(app: FastifyInstance, deps: OrdersRouteDeps) {
  const { db, orders: service } = deps;
  registerCall(app, orders.preview, async ({ body, locale, member }) =>
    service.preview(db, buyerOf(locale, member), body),
  );
  registerCall(app, orders.create, async ({ body, locale, member }) => {
    const placed = await service.create(db, buyerOf(locale, member), body);
    return {
      orderId: placed.orderId,
      orderNo: placed.orderNo,
      status: placed.status,
      payable: formatMinor(placed.status === 1 ? placed.qrMinor : 0),
      expiresAt: placed.status === 1 && placed.expiresAt ? placed.expiresAt.toISOString() : null,
    };
  });
  registerCall(app, orders.queryNum, async ({ member }) => service.reads.counts(db, member.memberId));
  registerCall(app, orders.queryPage, async ({ body, member }) =>
    service.reads.page(db, member.memberId, body.tab, body.pageNum, body.pageSize),
  );
  registerCall(app, orders.cancel, async ({ body, member }) => {
    const cancelled = await deps.cancel(member.memberId, body.orderId);
    return {
      orderId: body.orderId,
      status: cancelled.status,
      viewStatus: cancelled.status,
      refunds: cancelled.refunds,
    };
  });
  registerCall(app, orders.confirmReceipt, async ({ body, member }) => {
    await withTransaction(db, (tx) => service.confirmReceipt(tx, member.memberId, body.orderId));
    return stepOf(await service.reads.detail(db, member.memberId, body.orderId));
  });
  registerCall(app, orders.confirmMp, async ({ body, member }) => {
    await withTransaction(db, (tx) => service.confirmMp(tx, member.memberId, body.orderId));
    return stepOf(await service.reads.detail(db, member.memberId, body.orderId));
  });
  registerCall(app, orders.delete, async ({ body, member }) => {
    await withTransaction(db, (tx) => service.hide(tx, member.memberId, body.orderId));
    return { deleted: true };
  });
  registerCall(app, orders.logistics, async ({ query, member }) =>
    service.logistics(db, member.memberId, query.orderId),
  );
  registerCall(app, orders.detail, async ({ query, member }) => {
    const order = await service.reads.detail(db, member.memberId, query.orderId);
    // What after-sales gave back, line by line, so the page shows refunded units as such.
    const refunded = await service.refundedLines(db, query.orderId);
    const lines = order.lines.map((line) => {
      const back = refunded.get(line.id) ?? { units: 0, minor: 0 };
      return { ...line, refundedNum: back.units, refundedAmount: formatMinor(back.minor) };
    });
    const total = [...refunded.values()].reduce((sum, back) => sum + back.minor, 0);
    return {
      ...order,
      lines,
      refundedTotal: formatMinor(total),
      refunds: order.status === 5 ? await deps.refundsOf(db, query.orderId) : [],
    };
  });
}
