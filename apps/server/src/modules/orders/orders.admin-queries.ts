// The back office's reads of orders: the filtered list (bounded count) and its CSV export.
import { sql, type SQL } from 'drizzle-orm';
import { formatMinor } from '@mall/contracts';
import type { DbOrTx } from '../../db/client.ts';

export interface AdminOrderFilter {
  status?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  member?: string | undefined;
  product?: string | undefined;
  orderNo?: string | undefined;
}

/** Lists count up to this many rows: the screen pages, it never needs a larger exact total. */
export const COUNT_CAP = 10_000;

type Row = {
  id: number;
  order_no: string;
  status: number;
  member_id: number;
  username: string;
  mobile: string | null;
  lines: string;
  units: number;
  order_total: number;
  qr_minor: number;
  currency: string;
  created_at: Date | string;
  paid_at: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: AdminOrderFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.status) parts.push(sql`o.status = ${filter.status}`);
  if (filter.from) parts.push(sql`o.created_at >= ${filter.from}::date`);
  if (filter.to) parts.push(sql`o.created_at < ${filter.to}::date + 1`);
  if (filter.orderNo) parts.push(sql`o.order_no = ${filter.orderNo}`);
  if (filter.member) {
    const id = /^\d{1,9}$/.test(filter.member) ? Number(filter.member) : 0;
    parts.push(sql`(o.member_id = ${id} or m.username = ${filter.member} or m.mobile like ${like(filter.member)})`);
  }
  if (filter.product)
    parts.push(
      sql`exists (select 1 from order_lines p where p.order_id = o.id and p.name ilike ${like(filter.product)})`,
    );
  return sql.join(parts, sql` and `);
}

function summaryOf(row: Row) {
  return {
    orderId: Number(row.id),
    orderNo: row.order_no,
    status: row.status,
    memberId: row.member_id,
    username: row.username,
    mobile: row.mobile,
    lines: row.lines,
    units: Number(row.units),
    orderTotal: formatMinor(Number(row.order_total)),
    qr: formatMinor(Number(row.qr_minor)),
    currency: row.currency,
    createdAt: iso(row.created_at)!,
    paidAt: iso(row.paid_at),
  };
}
export type AdminOrderSummary = ReturnType<typeof summaryOf>;

export type AdminOrderSort = 'newest' | 'oldest';

async function rows(
  db: DbOrTx,
  filter: AdminOrderFilter,
  limit: number,
  offset: number,
  sort: AdminOrderSort = 'newest',
): Promise<Row[]> {
  const result = await db.execute<Row>(sql`
    select o.id, o.order_no, o.status, o.member_id, m.username, m.mobile, o.currency, o.created_at, o.paid_at, o.qr_minor,
           o.goods_minor + o.shipping_minor - o.coupon_minor - o.dc_saving_minor as order_total,
           l.lines, l.units
    from orders o
    join members m on m.id = o.member_id
    cross join lateral (
      select string_agg(x.name || ' ×' || x.quantity, '; ' order by x.id) as lines, sum(x.quantity) as units
      from order_lines x where x.order_id = o.id
    ) l
    where ${whereOf(filter)}
    order by o.id ${sql.raw(sort === 'oldest' ? 'asc' : 'desc')}
    limit ${limit} offset ${offset}`);
  return result.rows;
}

export async function adminOrderPage(
  db: DbOrTx,
  filter: AdminOrderFilter,
  pageNum: number,
  pageSize: number,
  sort: AdminOrderSort = 'newest',
) {
  const offset = (pageNum - 1) * pageSize;
  const [list, counted] = await Promise.all([
    rows(db, filter, pageSize + 1, offset, sort),
    db.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select 1 from orders o join members m on m.id = o.member_id where ${whereOf(filter)} limit ${COUNT_CAP}
      ) capped`),
  ]);
  return {
    list: list.slice(0, pageSize).map(summaryOf),
    pageNum,
    pageSize,
    total: counted.rows[0]?.n ?? 0,
    hasMore: list.length > pageSize,
  };
}

/** A spreadsheet cell: quoted, and a leading = + - @ neutralised so no formula runs when opened. */
function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export async function adminOrderCsv(db: DbOrTx, filter: AdminOrderFilter) {
  const list = (await rows(db, filter, COUNT_CAP, 0)).map(summaryOf);
  const header = [
    'orderNo',
    'status',
    'memberId',
    'username',
    'mobile',
    'lines',
    'units',
    'orderTotal',
    'qr',
    'currency',
    'createdAt',
    'paidAt',
  ];
  const lines = list.map((order) =>
    [
      order.orderNo,
      order.status,
      order.memberId,
      order.username,
      order.mobile,
      order.lines,
      order.units,
      order.orderTotal,
      order.qr,
      order.currency,
      order.createdAt,
      order.paidAt,
    ]
      .map(cell)
      .join(','),
  );
  return { csv: `\uFEFF${[header.map(cell).join(','), ...lines].join('\r\n')}\r\n`, rows: list.length };
}
