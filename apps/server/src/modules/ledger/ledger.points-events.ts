// The one place `points.changed` is published: every posting that moves a member's POINTS balance
// goes through LedgerPosting.postResolved, which calls this in the posting's transaction.
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { publish } from '../events/index.ts';
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
