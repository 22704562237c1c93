import type { LedgerAsset } from '@mall/contracts';
import { toMinor } from '../amount.ts';
import { fetchAdjustmentsPage } from './adjustments-page.ts';

/** The largest page the adjustments call answers: a day's adjustments of one operator to one member fit. */
const PAGE_SIZE = 100;

/**
 * What this operator has adjusted on one member balance since midnight UTC, pending and applied: the
 * sum the server compares with the approval amount (this adjustment included) before applying one.
 * A hint for the confirmation only; the server decides.
 */
export async function fetchTodaysTotalMinor(input: {
  memberId: number;
  asset: LedgerAsset;
  operatorId: number;
  now?: Date;
}): Promise<number> {
  const now = input.now ?? new Date();
  const since = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const pages = await Promise.all(
    (['pending', 'applied'] as const).map((status) =>
      fetchAdjustmentsPage({ status, memberId: input.memberId, pageNum: 1, pageSize: PAGE_SIZE }),
    ),
  );
  return pages
    .flatMap((page) => page.list)
    .filter(
      (adjustment) =>
        adjustment.requestedBy === input.operatorId &&
        adjustment.asset === input.asset &&
        Date.parse(adjustment.createdAt) >= since,
    )
    .reduce((sum, adjustment) => sum + (toMinor(adjustment.asset, adjustment.amount) ?? 0), 0);
}
