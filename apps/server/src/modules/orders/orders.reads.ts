// The member's view of their orders: one order with every field, the counts per tab, and what is
// left to pay by QR.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { formatMinor, type OrderLineView, type OrderSummary, type OrderView, type orderTabs } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { ImageSet } from '../catalog/index.ts';
import { memberTable as members } from '../member/index.ts';
import { amountsView } from './orders.quote.ts';
import { orderLines, orderPayments, orders } from './orders.schema.ts';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function lineView(line: LineRow): OrderLineView {
  return {
    id: line.id,
    productId: line.productId,
    productGoodsId: line.productGoodsId,
    flashSaleId: line.flashSaleId,
    name: line.name,
    specText: line.specText,
    cover: (line.cover as ImageSet | null) ?? null,
    num: line.quantity,
    price: formatMinor(line.priceMinor),
    priceKind: line.priceKind as OrderLineView['priceKind'],
    retailPrice: formatMinor(line.retailMinor),
    lineTotal: formatMinor(line.totalMinor),
    rewardMp: line.rewardMp,
    points: line.points,
    paymentMethod: line.paymentMethod,
    dcEligible: line.dcDiscountPercent > 0,
    pointsSpent: line.deductions.POINTS ?? 0,
  };
}

export function orderView(order: OrderRow, lines: LineRow[], onBehalfMobile: string | null): OrderView {
  const unreviewed = lines.some((line) => !line.reviewed);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    status: order.status,
    viewStatus: (order.status === 4 || order.status === 6) && unreviewed ? 7 : order.status,
    awaitingMp: order.status === 4 && order.rewardMp > 0,
    currency: order.currency,
    amounts: amountsView({
      goods: order.goodsMinor,
      shipping: order.shippingMinor,
      freeShippingExcess: 0,
      coupon: order.couponMinor,
      dcSaving: order.dcSavingMinor,
      discountCard: order.discountCardMinor,
      voucher: order.voucherMinor,
      beans: order.beansMinor,
      cashGift: order.cashGiftMinor,
      cash: order.cashMinor,
      qr: order.qrMinor,
      tax: order.taxMinor,
      rewardMp: order.rewardMp,
      points: order.points,
      pointsSpent: order.pointsSpent,
    }),
    lines: lines.map(lineView),
    address: order.address,
    invoice: {
      type: order.invoiceType,
      name: order.invoiceName,
      taxId: order.invoiceTaxId,
      branch: order.invoiceBranch,
      branchNo: order.invoiceBranchNo,
      email: order.invoiceEmail,
    },
    remark: order.remark,
    source: order.source,
    buyerLevel: order.buyerLevel,
    onBehalfOf: onBehalfMobile,
    transactionNo: order.transactionNo,
    carrier: order.carrier,
    trackingNo: order.trackingNo,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.status === 1 ? iso(order.expiresAt) : null,
    paidAt: iso(order.paidAt),
    shippedAt: iso(order.shippedAt),
    receivedAt: iso(order.receivedAt),
    completedAt: iso(order.completedAt),
    closedAt: iso(order.closedAt),
  };
}

type OrderTab = (typeof orderTabs)[number];

/** Which orders a tab of the member's list holds. */
function tabFilter(tab: OrderTab): SQL | undefined {
  switch (tab) {
    case 'pay':
      return eq(orders.status, 1);
    case 'ship':
      return eq(orders.status, 2);
    case 'receive':
      return eq(orders.status, 3);
    case 'review':
      return sql`${orders.status} in (4, 6) and exists (select 1 from order_lines l where l.order_id = ${orders.id} and not l.reviewed)`;
    case 'afterSale':
      return sql`exists (select 1 from after_sales a where a.order_id = ${orders.id} and not a.is_final)`;
    default:
      return undefined;
  }
}

function summaryOf(order: OrderRow, lines: LineRow[]): OrderSummary {
  const view = orderView(order, lines, null);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    status: order.status,
    viewStatus: view.viewStatus,
    currency: order.currency,
    lines: view.lines.map(({ id, productId, name, specText, cover, num, price }) => ({
      id,
      productId,
      name,
      specText,
      cover,
      num,
      price,
    })),
    totalNum: lines.reduce((sum, line) => sum + line.quantity, 0),
    orderTotal: view.amounts.orderTotal,
    payable: formatMinor(order.status === 1 ? order.qrMinor : 0),
    rewardMp: order.rewardMp,
    awaitingMp: view.awaitingMp,
    createdAt: view.createdAt,
    expiresAt: view.expiresAt,
  };
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'orders.notFound', undefined, 'ORDER_NOT_FOUND');
}

export class OrderReads {
  /** One order by id; `memberId` null reads any (the back office), else only the member's own. */
  async detail(db: DbOrTx, memberId: number | null, orderId: number): Promise<OrderView> {
    const [order] = await db
      .select()
      .from(orders)
      .where(memberId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.memberId, memberId)));
    if (!order) throw notFound();
    const [lines, behalf] = await Promise.all([
      db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
      order.onBehalfMemberId === null
        ? Promise.resolve([])
        : db.select({ mobile: members.mobile }).from(members).where(eq(members.id, order.onBehalfMemberId)),
    ]);
    return orderView(order, lines, behalf[0]?.mobile ?? null);
  }

  /** One page of the member's orders in a tab, newest first; deleted (hidden) orders are left out. */
  async page(db: DbOrTx, memberId: number, tab: OrderTab, pageNum: number, pageSize: number) {
    const where = and(eq(orders.memberId, memberId), eq(orders.hiddenByMember, false), tabFilter(tab));
    const [shown, [counted]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(where),
    ]);
    const total = counted?.total ?? 0;
    const lines =
      shown.length === 0
        ? []
        : await db
            .select()
            .from(orderLines)
            .where(
              inArray(
                orderLines.orderId,
                shown.map((order) => order.id),
              ),
            )
            .orderBy(asc(orderLines.id));
    return {
      list: shown.map((order) =>
        summaryOf(
          order,
          lines.filter((line) => line.orderId === order.id),
        ),
      ),
      pageNum,
      pageSize,
      total,
      hasMore: pageNum * pageSize < total,
    };
  }

  /** The order tabs' counts in one statement. */
  async counts(db: DbOrTx, memberId: number) {
    const result = await db.execute<{
      pay: number;
      ship: number;
      receive: number;
      review: number;
      afterSale: number;
    }>(sql`
      select count(*) filter (where o.status = 1)::int as pay,
             count(*) filter (where o.status = 2)::int as ship,
             count(*) filter (where o.status = 3)::int as receive,
             count(*) filter (where o.status in (4, 6)
               and exists (select 1 from order_lines l where l.order_id = o.id and not l.reviewed))::int as review,
             count(*) filter (where exists (select 1 from after_sales a where a.order_id = o.id and not a.is_final))::int
               as "afterSale"
      from orders o where o.member_id = ${memberId} and not o.hidden_by_member`);
    return result.rows[0] ?? { pay: 0, ship: 0, receive: 0, review: 0, afterSale: 0 };
  }

  /**
   * One line of the member's order with what an after-sales request needs: the order's state and
   * times, and what the line paid per source. Locks the order, so requests for its lines queue, and
   * a request and the order's MP confirmation (which locks it too) cannot pass each other.
   */
  async lineForAfterSale(tx: DbOrTx, memberId: number, orderLineId: number) {
    const [row] = await tx
      .select({
        orderId: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        receivedAt: orders.receivedAt,
        completedAt: orders.completedAt,
        rewardMp: orders.rewardMp,
        grantsLevel: orders.grantsLevel,
        line: orderLines,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.id, orderLineId), eq(orders.memberId, memberId)))
      .for('update', { of: orders });
    return row ?? null;
  }

  /**
   * The points a line earned and who earned them (the order's beneficiary), with the order's status:
   * its points are paid once it is complete. The order row is locked, as completing it locks it.
   */
  async linePoints(tx: DbOrTx, orderLineId: number) {
    const [row] = await tx
      .select({
        orderId: orders.id,
        status: orders.status,
        beneficiaryId: sql<number>`coalesce(${orders.onBehalfMemberId}, ${orders.memberId})`,
        quantity: orderLines.quantity,
        points: orderLines.points,
        deductions: orderLines.deductions,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.id, orderLineId))
      .for('update', { of: orders });
    return row
      ? {
          ...row,
          beneficiaryId: Number(row.beneficiaryId),
          /** Points the line was paid with (a points-zone line), to give back on its refund. */
          pointsSpent: row.deductions.POINTS ?? 0,
        }
      : null;
  }

  /** Order lines by id, for showing after-sales requests. */
  async linesByIds(db: DbOrTx, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({ line: orderLines, orderNo: orders.orderNo })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(inArray(orderLines.id, ids));
  }

  /**
   * What an attributed order's cashback is counted from: its sharer, buyer and lines; null when the
   * order has no sharer.
   */
  async shared(db: DbOrTx, orderId: number) {
    const [order] = await db
      .select({ sharerId: orders.sharerId, memberId: orders.memberId, onBehalfMemberId: orders.onBehalfMemberId })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order?.sharerId) return null;
    const lines = await db
      .select({ id: orderLines.id, productId: orderLines.productId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    return { ...order, sharerId: order.sharerId, lines };
  }

  /** Who placed the order. */
  async buyer(db: DbOrTx, orderId: number) {
    const [row] = await db
      .select({ memberId: members.id, username: members.username, mobile: members.mobile })
      .from(orders)
      .innerJoin(members, eq(members.id, orders.memberId))
      .where(eq(orders.id, orderId));
    if (!row) throw notFound();
    return row;
  }

  /** What pays for the order: each balance's hold or spend, and the QR part. */
  async payments(db: DbOrTx, orderId: number) {
    return db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.id));
  }

  /** What the QR must collect for an unpaid order of the member's; refused once it is paid or closed. */
  async payable(db: DbOrTx, memberId: number, orderId: number) {
    const [order] = await db
      .select({
        orderId: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        qrMinor: orders.qrMinor,
        currency: orders.currency,
        expiresAt: orders.expiresAt,
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)));
    if (!order) throw notFound();
    return order;
  }
}
