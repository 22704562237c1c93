// Reading sell-beans orders: one row as the wire shows it, a member's pages (keyset by id) and the
// back office's list.
import { and, count, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { BEANS_ORDER_PAYABLE, formatMinor, type BeansOrderState, type BeansOrderView } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { partiesOf, type Party } from './beans.parties.ts';
import { beansOrders } from './beans.schema.ts';

export type BeansOrderRow = typeof beansOrders.$inferSelect;
export type Role = BeansOrderView['role'];

export const orderNotFound = () =>
  new AppError('NOT_FOUND', 'error.BEANS_ORDER_NOT_FOUND', undefined, 'BEANS_ORDER_NOT_FOUND');

const unknownParty = (memberId: number) => ({ memberId, nickname: '', mobile: null });
const wireParty = (party: Party | undefined, id: number) =>
  party ? { memberId: party.memberId, nickname: party.nickname, mobile: party.mobile } : unknownParty(id);

export function orderView(row: BeansOrderRow, role: Role, parties: Map<number, Party>): BeansOrderView {
  return {
    id: row.id,
    orderNo: row.orderNo,
    state: row.state,
    role,
    beans: formatMinor(row.beansMinor),
    price: formatMinor(row.priceMinor),
    total: formatMinor(row.totalMinor),
    currency: row.currency,
    seller: wireParty(parties.get(row.sellerId), row.sellerId),
    buyer: wireParty(parties.get(row.buyerId), row.buyerId),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    payMethod: row.payMethod ?? null,
    cancelReason: row.cancelReason ?? null,
    payableKind: BEANS_ORDER_PAYABLE,
  };
}

async function viewsOf(db: DbOrTx, rows: BeansOrderRow[], roleOf: (row: BeansOrderRow) => Role) {
  const parties = await partiesOf(
    db,
    rows.flatMap((row) => [row.sellerId, row.buyerId]),
  );
  return rows.map((row) => orderView(row, roleOf(row), parties));
}

export async function viewOne(db: DbOrTx, row: BeansOrderRow, role: Role): Promise<BeansOrderView> {
  return (await viewsOf(db, [row], () => role))[0]!;
}

export async function orderRow(db: DbOrTx, id: number): Promise<BeansOrderRow | undefined> {
  const [row] = await db.select().from(beansOrders).where(eq(beansOrders.id, id));
  return row;
}

/** One order for its seller or buyer; anyone else learns nothing of it. */
export async function memberOrder(db: DbOrTx, memberId: number, id: number): Promise<BeansOrderView> {
  const row = await orderRow(db, id);
  if (!row || (row.sellerId !== memberId && row.buyerId !== memberId)) throw orderNotFound();
  return viewOne(db, row, row.sellerId === memberId ? 'seller' : 'buyer');
}

interface Paging {
  pageNum: number;
  pageSize: number;
  lastId?: number | undefined;
}

async function pageOf(db: DbOrTx, where: SQL | undefined, paging: Paging, roleOf: (row: BeansOrderRow) => Role) {
  const keyset = paging.lastId ? and(where, lt(beansOrders.id, paging.lastId)) : where;
  const rows = await db
    .select()
    .from(beansOrders)
    .where(keyset)
    .orderBy(desc(beansOrders.id))
    .limit(paging.pageSize + 1)
    .offset(paging.lastId ? 0 : (paging.pageNum - 1) * paging.pageSize);
  const [counted] = await db.select({ n: count() }).from(beansOrders).where(where);
  const list = await viewsOf(db, rows.slice(0, paging.pageSize), roleOf);
  return {
    list,
    pageNum: paging.pageNum,
    pageSize: paging.pageSize,
    total: Number(counted?.n ?? 0),
    hasMore: rows.length > paging.pageSize,
  };
}

/** A member's orders as seller or buyer, newest first. */
export function memberPage(db: DbOrTx, memberId: number, role: 'seller' | 'buyer', paging: Paging) {
  const column = role === 'seller' ? beansOrders.sellerId : beansOrders.buyerId;
  return pageOf(db, eq(column, memberId), paging, () => role);
}

/** The back office's list, by state and member (as seller or buyer). */
export function adminPage(
  db: DbOrTx,
  filter: Paging & { state?: BeansOrderState | undefined; memberId?: number | undefined },
) {
  const where = and(
    filter.state ? eq(beansOrders.state, filter.state) : undefined,
    filter.memberId
      ? or(eq(beansOrders.sellerId, filter.memberId), eq(beansOrders.buyerId, filter.memberId))
      : undefined,
  );
  return pageOf(db, where, filter, () => 'operator');
}
