// Where `points.changed` is published: every posting that moves a member's POINTS balance, by
// LedgerPosting.postResolved in the posting's transaction, or as a CTE of postingWith's statement.
import { and, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { publish, publishRowsWith } from '../events/index.ts';
import { ledgerAccounts } from './ledger.schema.ts';
import type { PostedTransfer } from './ledger.types.ts';

/** Publishes each member's net POINTS movement of one posted transaction (none when it nets to zero). */
export async function publishPointChanges(
  tx: Tx,
  posted: { transactionId: number; kind: string; reference: string | null; transfers: PostedTransfer[] },
): Promise<void> {
  const legs = posted.transfers.filter((leg) => leg.asset === 'POINTS');
  if (legs.length === 0) return;
  const accountIds = [...new Set(legs.flatMap((leg) => [leg.debitAccountId, leg.creditAccountId]))];
  const owners = await tx
    .select({ id: ledgerAccounts.id, memberId: ledgerAccounts.memberId })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.id, accountIds), isNotNull(ledgerAccounts.memberId)));
  const memberOf = new Map(owners.map((owner) => [owner.id, owner.memberId!]));
  const deltas = new Map<number, number>();
  for (const leg of legs) {
    const from = memberOf.get(leg.debitAccountId);
    const to = memberOf.get(leg.creditAccountId);
    if (from !== undefined) deltas.set(from, (deltas.get(from) ?? 0) - leg.amountMinor);
    if (to !== undefined) deltas.set(to, (deltas.get(to) ?? 0) + leg.amountMinor);
  }
  for (const [memberId, deltaMinor] of deltas) {
    if (deltaMinor === 0) continue;
    const { transactionId, kind, reference } = posted;
    await publish(tx, 'points.changed', `${transactionId}:${memberId}`, {
      memberId,
      deltaMinor,
      kind,
      transactionId,
      reference,
    });
  }
}

/** A POINTS leg as postingWith knows it: each side a member (by id) or a system account (null). */
export interface PointsLeg {
  asset: string;
  debitMember: number | null;
  creditMember: number | null;
  amountMinor: number;
}

/**
 * The same announcement as a CTE of one statement whose transaction row is the CTE `<name>_claim`:
 * each member's net POINTS movement, keyed by that transaction's id. Null when no points move.
 */
export function pointChangesWith(
  name: string,
  head: { kind: string; reference: string | null },
  legs: PointsLeg[],
): SQL | null {
  const deltas = new Map<number, number>();
  for (const leg of legs) {
    if (leg.asset !== 'POINTS') continue;
    if (leg.debitMember !== null) deltas.set(leg.debitMember, (deltas.get(leg.debitMember) ?? 0) - leg.amountMinor);
    if (leg.creditMember !== null) deltas.set(leg.creditMember, (deltas.get(leg.creditMember) ?? 0) + leg.amountMinor);
  }
  const moves = [...deltas].filter(([, delta]) => delta !== 0).map(([member, delta]) => ({ member, delta }));
  if (moves.length === 0) return null;
  return publishRowsWith(
    `${name}_points`,
    'points.changed',
    sql`select c.id::text || ':' || d.member,
               jsonb_build_object('memberId', d.member, 'deltaMinor', d.delta, 'kind', ${head.kind}::text,
                                  'transactionId', c.id, 'reference', ${head.reference}::text)
          from ${sql.identifier(`${name}_claim`)} c, jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as d(member int, delta bigint)`,
  );
}
