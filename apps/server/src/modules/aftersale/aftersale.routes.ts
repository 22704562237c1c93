// After-sales over the wire, the member's side: ask, follow, send the goods back, withdraw, confirm
// an exchange's replacement arrived.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@mall/i18n';
import { afterSale } from '@mall/contracts';
import { withTransaction, type Db, type DbOrTx } from '../../db/client.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { OrdersService } from '../orders/index.ts';
import { checkReviewImages } from '../review/index.ts';
import type { AfterSaleRow, AfterSaleService, StepRow } from './aftersale.service.ts';
import { afterSaleViews } from './aftersale.views.ts';
import type { FileStore } from '../../lib/file-store.ts';

export interface AfterSaleRouteDeps {
  db: Db;
  afterSales: AfterSaleService;
  orders: OrdersService;
  uploads: FileStore;
}

export async function afterSaleRoutes(app: FastifyInstance, deps: AfterSaleRouteDeps) {
  const { db, afterSales } = deps;
  // The member reads operators' steps as the shop's, with only the notes meant for them.
  const views = async (reader: DbOrTx, locale: Locale, rows: AfterSaleRow[], steps: StepRow[]) =>
    afterSaleViews(
      reader,
      deps.orders,
      rows,
      steps,
      await afterSales.refundDueClock(reader),
      await afterSales.viewReader(reader, locale, true),
    );
  const viewOf = async (reader: DbOrTx, locale: Locale, id: number, memberId: number) => {
    const { row, steps } = await afterSales.reads.one(reader, id, memberId);
    return (await views(reader, locale, [row], steps))[0]!;
  };
  registerCall(app, afterSale.apply, async ({ body, member, locale }) => {
    await checkReviewImages(db, deps.uploads, member.memberId, [{ path: ['images'], ids: body.images }]);
    const id = await afterSales.apply(db, member.memberId, { ...body, locale });
    return viewOf(db, locale, id, member.memberId);
  });
  registerCall(app, afterSale.queryPage, async ({ body, member, locale }) => {
    const found = await afterSales.reads.page(db, { memberId: member.memberId }, body.pageNum, body.pageSize);
    return {
      list: await views(db, locale, found.rows, found.steps),
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      total: found.total,
      hasMore: body.pageNum * body.pageSize < found.total,
    };
  });
  registerCall(app, afterSale.detail, async ({ query, member, locale }) =>
    viewOf(db, locale, query.id, member.memberId),
  );
  registerCall(app, afterSale.submitExpress, async ({ body, member, locale }) => {
    await withTransaction(db, (tx) =>
      afterSales.submitExpress(tx, member.memberId, body.id, body.carrier, body.trackingNo),
    );
    return viewOf(db, locale, body.id, member.memberId);
  });
  registerCall(app, afterSale.cancel, async ({ body, member, locale }) => {
    await withTransaction(db, (tx) => afterSales.cancel(tx, member.memberId, body.id));
    return viewOf(db, locale, body.id, member.memberId);
  });
  registerCall(app, afterSale.confirmReceipt, async ({ body, member, locale }) => {
    await withTransaction(db, (tx) => afterSales.confirmReceipt(tx, member.memberId, body.id));
    return viewOf(db, locale, body.id, member.memberId);
  });
}
