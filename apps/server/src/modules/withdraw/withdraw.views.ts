// Rows to the answers members and operators read: amounts as two-decimal text, times as ISO.
import { formatMinor, type WithdrawalView } from '@mall/contracts';
import { maskAccount } from '../identity/index.ts';
import type { WithdrawalRow } from './withdraw.schema.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const money = (minor: number) => formatMinor(minor);

/** The record as the spec lists it; the account number masked unless `reveal`. */
export function withdrawalView(row: WithdrawalRow, reveal = false): WithdrawalView {
  return {
    id: row.id,
    serialNo: row.serialNo,
    status: row.status,
    amount: money(row.amountMinor),
    fee: money(row.feeMinor),
    tax: money(row.taxMinor),
    net: money(row.amountMinor - row.feeMinor - row.taxMinor),
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNo: reveal ? row.accountNo : maskAccount(row.accountNo),
    createdAt: row.createdAt.toISOString(),
    reviewedAt: iso(row.secondReviewedAt),
    firstReviewedAt: iso(row.firstReviewedAt),
    closedAt: iso(row.closedAt),
    paidAt: iso(row.paidAt),
    rejectedAt: iso(row.rejectedAt),
    cancelledAt: iso(row.cancelledAt),
    remark: row.remark,
  };
}

/** What the back office reads: the whole number, who reviewed and the batch. */
export function adminView(row: WithdrawalRow & { username: string }) {
  return {
    ...withdrawalView(row, true),
    memberId: row.memberId,
    username: row.username,
    firstReviewedBy: row.firstReviewedBy,
    secondReviewedBy: row.secondReviewedBy,
    batchId: row.batchId,
  };
}
