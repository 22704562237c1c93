// The daily cash-out report: per UTC day, what was applied for, completed (with its fee and tax)
// and rejected, counted from the withdrawals' own time stamps.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { money } from './withdraw.views.ts';

type DayRow = {
  day: string;
  applied_count: string;
  applied: string;
  completed_count: string;
  completed: string;
  fee: string;
  tax: string;
  rejected_count: string;
  rejected: string;
};

/** Totals for each day from `from` to `to` (inclusive, at most a year), oldest first. */
export async function dailyReport(db: DbOrTx, from: string, to: string) {
  const { rows } = await db.execute<DayRow>(sql`
    with days as (
      select d::date as day from generate_series(${from}::date, least(${to}::date, ${from}::date + 366), interval '1 day') d
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      (select count(*) from withdrawals w where (w.created_at at time zone 'UTC')::date = days.day) as applied_count,
      (select coalesce(sum(amount_minor), 0) from withdrawals w where (w.created_at at time zone 'UTC')::date = days.day) as applied,
      (select count(*) from withdrawals w where (w.paid_at at time zone 'UTC')::date = days.day) as completed_count,
      (select coalesce(sum(amount_minor), 0) from withdrawals w where (w.paid_at at time zone 'UTC')::date = days.day) as completed,
      (select coalesce(sum(fee_minor), 0) from withdrawals w where (w.paid_at at time zone 'UTC')::date = days.day) as fee,
      (select coalesce(sum(tax_minor), 0) from withdrawals w where (w.paid_at at time zone 'UTC')::date = days.day) as tax,
      (select count(*) from withdrawals w where (w.rejected_at at time zone 'UTC')::date = days.day) as rejected_count,
      (select coalesce(sum(amount_minor), 0) from withdrawals w where (w.rejected_at at time zone 'UTC')::date = days.day) as rejected
    from days order by days.day`);
  return rows.map((row) => ({
    day: row.day,
    appliedCount: Number(row.applied_count),
    applied: money(Number(row.applied)),
    completedCount: Number(row.completed_count),
    completed: money(Number(row.completed)),
    fee: money(Number(row.fee)),
    tax: money(Number(row.tax)),
    rejectedCount: Number(row.rejected_count),
    rejected: money(Number(row.rejected)),
  }));
}
