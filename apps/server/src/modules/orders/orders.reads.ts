// The member's view of their orders: one order with every field, the counts per tab, and what is
// left to pay by QR.
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatMinor, type OrderLineView, type OrderView } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { ImageSet } from '../catalog/index.ts';
import { memberTable as members } from '../member/index.ts';
import { amountsView } from './orders.quote.ts';
import { orderLines, orders } from './orders.schema.ts';

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
  };
}

export function orderView(order: OrderRow, lines: LineRow[], onBehalfMobile: string | null): OrderView {
  const unreviewed = lines.some((line) => !line.reviewed);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    status: order.status,
    viewStatus: (order.status === 4 || order.status === 6) && unreviewed ? 7 : order.status,
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

  /** The order tabs' counts in one statement. */
  async counts(db: DbOrTx, memberId: number) {
    const result = await db.execute<{ pay: number; ship: number; receive: number; review: number }>(sql`
      select count(*) filter (where o.status = 1)::int as pay,
             count(*) filter (where o.status = 2)::int as ship,
             count(*) filter (where o.status = 3)::int as receive,
             count(*) filter (where o.status in (4, 6)
               and exists (select 1 from order_lines l where l.order_id = o.id and not l.reviewed))::int as review
      from orders o where o.member_id = ${memberId} and not o.hidden_by_member`);
    const row = result.rows[0] ?? { pay: 0, ship: 0, receive: 0, review: 0 };
    return { ...row, afterSale: 0 };
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
