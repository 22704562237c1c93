// Recomputes the ledger from its transfers and compares with what is stored: the check behind
// `npm run ledger:audit`. Read-only; runs in one repeatable-read snapshot so it sees one moment.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface LedgerAuditReport {
  isClean: boolean;
  accounts: number;
  transfers: number;
  holds: number;
  lots: number;
  /** A member's stored balance differs from credits minus debits (system accounts store none). */
  balanceMismatches: { accountId: number; owner: string; asset: string; stored: number; computed: number }[];
  /** An asset whose balances (members' stored, system accounts' derived) do not sum to zero. */
  assetImbalances: { asset: string; storedSum: number; computedSum: number }[];
  /** A member account whose recomputed balance is below zero. */
  negativeMembers: { accountId: number; memberId: number; asset: string; computed: number }[];
  /** A hold resolved more than once, or not the way its row says. */
  holdProblems: { holdId: number; problem: string }[];
  /** The hold account does not hold exactly the open holds. */
  holdAccountMismatches: { asset: string; holdAccount: number; openHolds: number }[];
  /** A member's discount-card balance differs from what remains in the lots. */
  lotMismatches: { memberId: number; balance: number; lotsRemaining: number }[];
}

const n = (value: unknown) => Number(value);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Findings = Omit<LedgerAuditReport, 'isClean' | 'accounts' | 'transfers' | 'holds' | 'lots'>;

// Every account's balance recomputed from its transfers; most checks start from it.
const computedCte = sql`
  computed as (
    select a.id, a.member_id, a.system_name, a.asset, a.balance as stored,
           coalesce((select sum(amount_minor) from ledger_transfers where credit_account_id = a.id), 0)
         - coalesce((select sum(amount_minor) from ledger_transfers where debit_account_id = a.id), 0) as computed
      from ledger_accounts a)`;

async function balanceMismatches(tx: Tx): Promise<Findings['balanceMismatches']> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    with ${computedCte}
    select id, coalesce('member:' || member_id, 'system:' || system_name) as owner, asset, stored,
           case when member_id is null then 0 else computed end as computed
      from computed
     where (member_id is not null and stored <> computed) or (member_id is null and stored <> 0)
     order by id`);
  return result.rows.map((r) => ({
    accountId: n(r.id),
    owner: String(r.owner),
    asset: String(r.asset),
    stored: n(r.stored),
    computed: n(r.computed),
  }));
}

async function assetImbalances(tx: Tx): Promise<Findings['assetImbalances']> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    with ${computedCte}
    select asset, sum(case when member_id is null then computed else stored end) as stored_sum,
           sum(computed) as computed_sum
      from computed
     group by asset
    having sum(case when member_id is null then computed else stored end) <> 0 or sum(computed) <> 0
     order by asset`);
  return result.rows.map((r) => ({
    asset: String(r.asset),
    storedSum: n(r.stored_sum),
    computedSum: n(r.computed_sum),
  }));
}

async function negativeMembers(tx: Tx): Promise<Findings['negativeMembers']> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    with ${computedCte}
    select id, member_id, asset, computed from computed where member_id is not null and computed < 0 order by id`);
  return result.rows.map((r) => ({
    accountId: n(r.id),
    memberId: n(r.member_id),
    asset: String(r.asset),
    computed: n(r.computed),
  }));
}

// What a resolution moved out of the hold account: its transaction may carry other legs too (a
// sale's money beside the beans it releases), which are not the hold's.
const resolvedOut = sql`(select t.* from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
                          where a.system_name = 'HOLD')`;

// A hold is resolved at most once: one transaction moving exactly its amount out of the hold
// account, and only when the row says posted or voided.
async function holdProblems(tx: Tx): Promise<Findings['holdProblems']> {
  const result = await tx.execute<{ id: string; problem: string }>(sql`
    select h.id, case
             when h.status = 'held' and h.resolve_transaction_id is not null then 'held but has a resolution'
             when h.status <> 'held' and h.resolve_transaction_id is null then 'resolved without a transaction'
             when h.status <> 'held' and coalesce((select sum(t.amount_minor) from ${resolvedOut} t
                    where t.transaction_id = h.resolve_transaction_id), 0) <> h.amount_minor
               then 'resolution moved another amount'
             when (select count(*) from ledger_holds o where o.resolve_transaction_id = h.resolve_transaction_id) > 1
               then 'resolution shared with another hold'
           end as problem
      from ledger_holds h
     where (h.status = 'held') <> (h.resolve_transaction_id is null)
        or (h.status <> 'held' and (
             coalesce((select sum(t.amount_minor) from ${resolvedOut} t
                        where t.transaction_id = h.resolve_transaction_id), 0) <> h.amount_minor
             or (select count(*) from ledger_holds o where o.resolve_transaction_id = h.resolve_transaction_id) > 1))
     order by h.id`);
  return result.rows.map((r) => ({ holdId: n(r.id), problem: r.problem }));
}

async function holdAccountMismatches(tx: Tx): Promise<Findings['holdAccountMismatches']> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    with ${computedCte}
    select c.asset, c.computed as hold_account,
           coalesce((select sum(h.amount_minor) from ledger_holds h where h.asset = c.asset and h.status = 'held'), 0) as open_holds
      from computed c
     where c.system_name = 'HOLD'
       and c.computed <> coalesce((select sum(h.amount_minor) from ledger_holds h
                                    where h.asset = c.asset and h.status = 'held'), 0)`);
  return result.rows.map((r) => ({
    asset: String(r.asset),
    holdAccount: n(r.hold_account),
    openHolds: n(r.open_holds),
  }));
}

async function lotMismatches(tx: Tx): Promise<Findings['lotMismatches']> {
  const result = await tx.execute<Record<string, unknown>>(sql`
    with ${computedCte},
    members as (
      select member_id from computed where member_id is not null and asset = 'DISCOUNT_CARD'
      union select member_id from ledger_lots)
    select m.member_id,
           coalesce((select c.computed from computed c where c.member_id = m.member_id and c.asset = 'DISCOUNT_CARD'), 0) as balance,
           coalesce((select sum(remaining_minor) from ledger_lots l where l.member_id = m.member_id), 0) as lots_remaining
      from members m
     where coalesce((select c.computed from computed c where c.member_id = m.member_id and c.asset = 'DISCOUNT_CARD'), 0)
        <> coalesce((select sum(remaining_minor) from ledger_lots l where l.member_id = m.member_id), 0)`);
  return result.rows.map((r) => ({
    memberId: n(r.member_id),
    balance: n(r.balance),
    lotsRemaining: n(r.lots_remaining),
  }));
}

/** Runs every check; `isClean` is false on any difference. */
export async function auditLedger(db: Db): Promise<LedgerAuditReport> {
  return db.transaction(
    async (tx) => {
      const counts = await tx.execute<Record<string, string>>(sql`
        select (select count(*) from ledger_accounts) as accounts, (select count(*) from ledger_transfers) as transfers,
               (select count(*) from ledger_holds) as holds, (select count(*) from ledger_lots) as lots`);
      // One after the other: a transaction runs one statement at a time.
      const findings: Findings = {
        balanceMismatches: await balanceMismatches(tx),
        assetImbalances: await assetImbalances(tx),
        negativeMembers: await negativeMembers(tx),
        holdProblems: await holdProblems(tx),
        holdAccountMismatches: await holdAccountMismatches(tx),
        lotMismatches: await lotMismatches(tx),
      };
      const row = counts.rows[0]!;
      return {
        isClean: Object.values(findings).every((rows: unknown[]) => rows.length === 0),
        accounts: n(row.accounts),
        transfers: n(row.transfers),
        holds: n(row.holds),
        lots: n(row.lots),
        ...findings,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The report as lines of text for the console. */
export function formatAuditReport(report: LedgerAuditReport): string {
  const lines = [
    `ledger audit: ${report.accounts} accounts, ${report.transfers} transfers, ${report.holds} holds, ${report.lots} lots`,
  ];
  const section = <T>(title: string, rows: T[], describe: (row: T) => string) => {
    lines.push(`${rows.length === 0 ? 'ok  ' : 'FAIL'} ${title}${rows.length === 0 ? '' : ` (${rows.length})`}`);
    for (const row of rows.slice(0, 50)) lines.push(`     ${describe(row)}`);
    if (rows.length > 50) lines.push(`     … and ${rows.length - 50} more`);
  };
  section(
    'stored balances equal credits minus debits',
    report.balanceMismatches,
    (r) => `account ${r.accountId} ${r.owner} ${r.asset}: stored ${r.stored}, from transfers ${r.computed}`,
  );
  section(
    'every asset sums to zero',
    report.assetImbalances,
    (r) => `${r.asset}: stored sum ${r.storedSum}, transfers sum ${r.computedSum}`,
  );
  section(
    'no member balance below zero',
    report.negativeMembers,
    (r) => `account ${r.accountId} member ${r.memberId} ${r.asset}: ${r.computed}`,
  );
  section('every hold resolved at most once', report.holdProblems, (r) => `hold ${r.holdId}: ${r.problem}`);
  section(
    'hold accounts hold exactly the open holds',
    report.holdAccountMismatches,
    (r) => `${r.asset}: hold account ${r.holdAccount}, open holds ${r.openHolds}`,
  );
  section(
    'discount-card balances equal their lots',
    report.lotMismatches,
    (r) => `member ${r.memberId}: balance ${r.balance}, lots ${r.lotsRemaining}`,
  );
  lines.push(report.isClean ? 'ledger audit passed' : 'ledger audit FAILED');
  return lines.join('\n');
}
