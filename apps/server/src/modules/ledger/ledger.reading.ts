// Reading a member's money: balances with what sits in holds, and the paged history of transfers.
import { sql, type SQL } from 'drizzle-orm';
import type { HistoryType, LedgerAsset, TransferKind } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { ReadPart } from '../../db/read-together.ts';
import { num, toDate } from './ledger.posting.ts';
import type { HistoryFilter, HistoryRow, MemberBalances } from './ledger.types.ts';

/** The UTC bounds of a "YYYY-MM" month. */
function monthBounds(month: string): [Date, Date] {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(year, monthIndex - 1, 1)), new Date(Date.UTC(year, monthIndex, 1))];
}

function historyTypeOf(kind: TransferKind, direction: 'in' | 'out'): HistoryType {
  if (kind === 'DC_DISTRIBUTE') return direction === 'out' ? 'DC_DISTRIBUTED' : 'DC_RECEIVED_FROM_USER';
  return kind;
}

export interface ReferenceMovement {
  id: number;
  transactionId: number;
  kind: TransferKind;
  asset: LedgerAsset;
  amountMinor: number;
  /** `member:<id>` or a system account's name. */
  from: string;
  to: string;
  createdAt: Date;
}

export class LedgerReading {
  /** Every movement recorded under `reference` (an order's, say), oldest first, with both sides named. */
  async movementsByReference(db: DbOrTx, reference: string): Promise<ReferenceMovement[]> {
    const result = await db.execute<Record<string, unknown>>(sql`
      select f.id, t.id as transaction_id, t.kind, f.asset, f.amount_minor, t.created_at,
             d.member_id as from_member, d.system_name as from_system,
             c.member_id as to_member, c.system_name as to_system
      from ledger_transactions t
      join ledger_transfers f on f.transaction_id = t.id
      join ledger_accounts d on d.id = f.debit_account_id
      join ledger_accounts c on c.id = f.credit_account_id
      where t.reference = ${reference}
      order by f.id`);
    const side = (member: unknown, system: unknown) => (member === null ? String(system) : `member:${String(member)}`);
    return result.rows.map((row) => ({
      id: num(row.id),
      transactionId: num(row.transaction_id),
      kind: row.kind as TransferKind,
      asset: row.asset as LedgerAsset,
      amountMinor: num(row.amount_minor),
      from: side(row.from_member, row.from_system),
      to: side(row.to_member, row.to_system),
      createdAt: toDate(row.created_at),
    }));
  }

  /**
   * A member's balance of one asset with its account row locked to the end of the transaction, so
   * a debit sized to it cannot be overtaken by another (0 when the member has no such account).
   */
  async lockedBalance(tx: Tx, memberId: number, asset: LedgerAsset): Promise<number> {
    const result = await tx.execute<{ balance: unknown }>(
      sql`select balance from ledger_accounts where member_id = ${memberId} and asset = ${asset} for update`,
    );
    const found = result.rows[0];
    return found ? num(found.balance) : 0;
  }

  /** Every balance of a member, plus what sits in open holds. One statement. */
  async balances(db: DbOrTx, memberId: number): Promise<MemberBalances> {
    const part = this.balancesPart(memberId);
    return part.parse((await db.execute<Record<string, unknown>>(part.query)).rows);
  }

  /** The same read as a part of a caller's batch (`readTogether`). */
  balancesPart(memberId: number): ReadPart<MemberBalances> {
    return {
      query: sql`
      select a.asset, a.balance,
             coalesce((select sum(h.amount_minor) from ledger_holds h where h.account_id = a.id and h.status = 'held'), 0) as held
        from ledger_accounts a where a.member_id = ${memberId}`,
      parse: (rows) => {
        const balances: MemberBalances = {
          CASH: 0,
          CASH_GIFT: 0,
          BEANS: 0,
          BONUS_CREDIT: 0,
          DISCOUNT_CARD: 0,
          VOUCHER: 0,
          DELIVERY_CARD: 0,
          POINTS: 0,
          heldCash: 0,
          heldBeans: 0,
        };
        for (const row of rows as { asset: LedgerAsset; balance: unknown; held: unknown }[]) {
          balances[row.asset] = num(row.balance);
          if (row.asset === 'CASH') balances.heldCash = num(row.held);
          if (row.asset === 'BEANS') balances.heldBeans = num(row.held);
        }
        return balances;
      },
    };
  }

  /** A member's transfers on the given balances, newest first: one statement with its total. */
  async history(db: DbOrTx, memberId: number, filter: HistoryFilter) {
    const conditions: SQL[] = [
      sql`t.asset in (${sql.join(
        filter.assets.map((asset) => sql`${asset}`),
        sql`, `,
      )})`,
    ];
    if (filter.kinds)
      conditions.push(
        sql`t.kind in (${sql.join(
          filter.kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})`,
      );
    if (filter.type === 'DC_DISTRIBUTED') conditions.push(sql`t.kind = 'DC_DISTRIBUTE' and d.member_id = ${memberId}`);
    else if (filter.type === 'DC_RECEIVED_FROM_USER') {
      conditions.push(sql`t.kind = 'DC_DISTRIBUTE' and c.member_id = ${memberId}`);
    } else if (filter.type) conditions.push(sql`t.kind = ${filter.type}`);
    if (filter.month) {
      const [start, end] = monthBounds(filter.month);
      conditions.push(
        sql`t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz`,
      );
    }
    const where = sql.join(conditions, sql` and `);
    const pageWhere = filter.lastId ? sql`${where} and t.id < ${filter.lastId}` : where;
    const offset = filter.lastId ? 0 : (filter.pageNum - 1) * filter.pageSize;
    // Both sides of a member's transfer are indexed by (account, id): the member's accounts drive the scan.
    const mine = sql`(select id from ledger_accounts where member_id = ${memberId})`;
    return this.historyPage(db, memberId, filter, where, pageWhere, offset, mine);
  }

  private async historyPage(
    db: DbOrTx,
    memberId: number,
    filter: HistoryFilter,
    where: SQL,
    pageWhere: SQL,
    offset: number,
    mine: SQL,
  ) {
    const base = sql`from ledger_transfers t
          join ledger_accounts d on d.id = t.debit_account_id
          join ledger_accounts c on c.id = t.credit_account_id
         where (t.debit_account_id in ${mine} or t.credit_account_id in ${mine})`;
    const result = await db.execute<Record<string, unknown>>(sql`
      select t.id, t.transaction_id, t.asset, t.kind, t.amount_minor, t.reference, t.created_at,
             coalesce(c.member_id = ${memberId}, false) as is_in,
             d.member_id as debit_member, d.system_name as debit_system,
             c.member_id as credit_member, c.system_name as credit_system,
             (select count(*) ${base} and ${where}) as total
        ${base} and ${pageWhere}
       order by t.id desc
       limit ${filter.pageSize + 1} offset ${offset}`);
    // One line more than the page tells whether another page follows, in either paging mode.
    const hasMore = result.rows.length > filter.pageSize;
    let total = 0;
    const list: HistoryRow[] = result.rows.slice(0, filter.pageSize).map((row) => {
      total = num(row.total);
      const direction = row.is_in ? 'in' : 'out';
      const kind = row.kind as TransferKind;
      const other =
        direction === 'in'
          ? (row.debit_member ?? null) !== null
            ? `member:${String(row.debit_member)}`
            : `system:${String(row.debit_system)}`
          : (row.credit_member ?? null) !== null
            ? `member:${String(row.credit_member)}`
            : `system:${String(row.credit_system)}`;
      return {
        id: num(row.id),
        transactionId: num(row.transaction_id),
        asset: row.asset as LedgerAsset,
        kind,
        type: historyTypeOf(kind, direction),
        direction,
        amountMinor: num(row.amount_minor),
        reference: (row.reference as string | null) ?? null,
        counterparty: other,
        createdAt: toDate(row.created_at),
      };
    });
    if (list.length === 0) {
      // An empty page still reports the total, so a client past the end knows where it stands.
      const counted = await db.execute<{ total: string }>(sql`select count(*) as total ${base} and ${where}`);
      total = num(counted.rows[0]?.total ?? 0);
    }
    return { list, pageNum: filter.pageNum, pageSize: filter.pageSize, total, hasMore };
  }
}
