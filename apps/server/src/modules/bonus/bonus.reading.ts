// What members and operators read of bonus records: a member's log and summary, and the totals
// per day and kind. Records, not ledger lines: a capped bonus has a record and no movement.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { BonusKind } from './bonus.rules.ts';

export interface BonusLogRow {
  id: number;
  kind: BonusKind;
  source: string;
  orderId: number | null;
  depth: number;
  rateBp: number;
  baseMinor: number;
  paidMinor: number;
  cappedMinor: number;
  day: string;
  createdAt: Date;
}

export interface BonusLogFilter {
  type?: BonusKind | undefined;
  month?: string | undefined;
  lastId?: number | undefined;
  pageNum: number;
  pageSize: number;
}

export interface KindDayTotal {
  day: string;
  kind: BonusKind;
  records: number;
  paidMinor: number;
  cappedMinor: number;
  remainderMinor: number;
}

const num = (value: unknown) => Number(value ?? 0);

/** The first and the day after the last day of a "YYYY-MM" month. */
export function monthDays(month: string): [string, string] {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, monthNo, 1)).toISOString().slice(0, 10);
  return [`${month}-01`, next];
}

export class BonusReading {
  /** A member's bonus records, newest first, paged like the wallet histories (keyset by `lastId`). */
  async logs(db: DbOrTx, memberId: number, filter: BonusLogFilter) {
    const conditions: SQL[] = [sql`earner_id = ${memberId}`];
    if (filter.type) conditions.push(sql`kind = ${filter.type}`);
    if (filter.month) {
      const [from, to] = monthDays(filter.month);
      conditions.push(sql`day >= ${from}::date and day < ${to}::date`);
    }
    const where = sql.join(conditions, sql` and `);
    const pageWhere = filter.lastId ? sql`${where} and id < ${filter.lastId}` : where;
    const offset = filter.lastId ? 0 : (filter.pageNum - 1) * filter.pageSize;
    const result = await db.execute<Record<string, unknown>>(sql`
      select id, kind, source, order_id, depth, rate_bp, base_minor, paid_minor, capped_minor, day::text as day,
             created_at, (select count(*) from bonus_records where ${where}) as total
        from bonus_records where ${pageWhere}
       order by id desc limit ${filter.pageSize + 1} offset ${offset}`);
    const rows = result.rows.slice(0, filter.pageSize);
    const list: BonusLogRow[] = rows.map((row) => ({
      id: num(row.id),
      kind: row.kind as BonusKind,
      source: String(row.source),
      orderId: row.order_id === null ? null : num(row.order_id),
      depth: num(row.depth),
      rateBp: num(row.rate_bp),
      baseMinor: num(row.base_minor),
      paidMinor: num(row.paid_minor),
      cappedMinor: num(row.capped_minor),
      day: String(row.day),
      createdAt: new Date(row.created_at as string),
    }));
    const total = result.rows[0] ? num(result.rows[0].total) : filter.lastId ? 0 : await this.count(db, where);
    return {
      list,
      pageNum: filter.pageNum,
      pageSize: filter.pageSize,
      total,
      hasMore: result.rows.length > filter.pageSize,
    };
  }

  private async count(db: DbOrTx, where: SQL): Promise<number> {
    const result = await db.execute<{ n: unknown }>(sql`select count(*) as n from bonus_records where ${where}`);
    return num(result.rows[0]?.n);
  }

  /** A member's paid and capped totals per day and kind over [from, to). */
  async memberDays(db: DbOrTx, memberId: number, from: string, to: string): Promise<KindDayTotal[]> {
    const result = await db.execute<Record<string, unknown>>(sql`
      select day::text as day, kind, count(*) as records, sum(paid_minor) as paid, sum(capped_minor) as capped
        from bonus_records
       where earner_id = ${memberId} and day >= ${from}::date and day < ${to}::date
       group by day, kind order by day desc, kind`);
    return result.rows.map((row) => ({
      day: String(row.day),
      kind: row.kind as BonusKind,
      records: num(row.records),
      paidMinor: num(row.paid),
      cappedMinor: num(row.capped),
      remainderMinor: 0,
    }));
  }

  /** Every earner's totals per day and kind over [from, to], with the rounding the company kept. */
  async statistics(db: DbOrTx, from: string, to: string, kind?: BonusKind): Promise<KindDayTotal[]> {
    const kindIs = (column: SQL) => (kind ? sql`and ${column} = ${kind}` : sql``);
    const result = await db.execute<Record<string, unknown>>(sql`
      with records as (
        select day, kind, count(*) as records, sum(paid_minor) as paid, sum(capped_minor) as capped
          from bonus_records where day between ${from}::date and ${to}::date ${kindIs(sql`kind`)}
         group by day, kind),
      remainders as (
        select day, kind, sum(amount_minor) as remainder
          from bonus_remainders where day between ${from}::date and ${to}::date ${kindIs(sql`kind`)}
         group by day, kind)
      select coalesce(r.day, m.day)::text as day, coalesce(r.kind, m.kind) as kind,
             coalesce(r.records, 0) as records, coalesce(r.paid, 0) as paid, coalesce(r.capped, 0) as capped,
             coalesce(m.remainder, 0) as remainder
        from records r full join remainders m on m.day = r.day and m.kind = r.kind
       order by 1 desc, 2`);
    return result.rows.map((row) => ({
      day: String(row.day),
      kind: row.kind as BonusKind,
      records: num(row.records),
      paidMinor: num(row.paid),
      cappedMinor: num(row.capped),
      remainderMinor: num(row.remainder),
    }));
  }
}
