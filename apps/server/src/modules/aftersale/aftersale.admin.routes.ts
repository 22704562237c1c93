// After-sales in the back office: the queue, one request with its member, and each operator step
// (audited; refunds above the limit need a second operator).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@mall/i18n';
import { inArray } from 'drizzle-orm';
import { adminAfterSale } from '@mall/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import { audited, type AuditService } from '../audit/index.ts';
import { memberTable as members } from '../member/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { AfterSaleRow, AfterSaleService, StepRow } from './aftersale.service.ts';
import { refundDueState, type RefundDueFilter } from './aftersale.refund-due.ts';
import { afterSaleViews } from './aftersale.views.ts';

export interface AfterSaleAdminRouteDeps {
  db: Db;
  audit: AuditService;
  afterSales: AfterSaleService;
  orders: OrdersService;
}

export async function afterSaleAdminRoutes(app: FastifyInstance, deps: AfterSaleAdminRouteDeps) {
  const { db, afterSales } = deps;
  const adminViews = async (reader: DbOrTx, rows: AfterSaleRow[], steps: StepRow[], locale: Locale) => {
    const ids = [...new Set(rows.map((row) => row.memberId))];
    const people =
      ids.length === 0
        ? []
        : await reader
            .select({ memberId: members.id, username: members.username, mobile: members.mobile })
            .from(members)
            .where(inArray(members.id, ids));
    const due = await afterSales.refundDueClock(reader);
    const shop = await afterSales.viewReader(reader, locale, false);
    return (await afterSaleViews(reader, deps.orders, rows, steps, due, shop)).map((view, index) => ({
      ...view,
      ...(view.refundDueBy === undefined ? {} : { refundDueSoon: refundDueState(rows[index]!, due).refundDueSoon }),
      member: people.find((person) => person.memberId === rows[index]!.memberId) ?? {
        memberId: rows[index]!.memberId,
        username: '',
        mobile: null,
      },
    }));
  };

  registerCall(app, adminAfterSale.page, async ({ query, locale }) => {
    const { pageNum, pageSize, type, state } = query;
    const filter: RefundDueFilter | undefined = query.overdue ? 'overdue' : query.refundDue ? 'due' : undefined;
    const refund = filter && { filter, today: (await afterSales.refundDueClock(db)).today };
    const found = await afterSales.reads.page(db, { type, state, refund }, pageNum, pageSize);
    return {
      list: await adminViews(db, found.rows, found.steps, locale),
      pageNum,
      pageSize,
      total: found.total,
      hasMore: pageNum * pageSize < found.total,
    };
  });
  registerCall(app, adminAfterSale.detail, async ({ query, locale }) => {
    const { row, steps } = await afterSales.reads.one(db, query.id, null);
    return (await adminViews(db, [row], steps, locale))[0]!;
  });
  registerCall(app, adminAfterSale.decide, async ({ body, request, operator, locale }) =>
    audited(deps, request, `afterSale.${body.action}`, 'afterSale', async (tx) => {
      const before = await afterSales.reads.one(tx, body.id, null);
      await afterSales.decide(tx, body.id, { operatorId: operator.operatorId, operatorName: operator.username }, body);
      const { row, steps } = await afterSales.reads.one(tx, body.id, null);
      return {
        targetId: body.id,
        before: { status: before.row.status },
        after: {
          status: row.status,
          note: body.note,
          memberNote: body.memberNote,
          refundApprovedBy: row.refundApprovedBy,
        },
        result: (await adminViews(tx, [row], steps, locale))[0]!,
      };
    }),
  );
}
