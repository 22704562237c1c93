// The ledger's shared shapes: whose balance, what a transfer asks for and what posting answers.
import type { HistoryType, LedgerAsset, TransferKind } from '@mall/contracts';

export const systemAccountNames = [
  'ISSUANCE',
  'REVENUE',
  'PAYOUT',
  'HOLD',
  'EXPIRY',
  'ADJUSTMENT',
  'OPENING',
  /** What gift cards' exchange codes credit is funded from. */
  'GIFT_CARD',
  /** Withdrawal fees and the withholding tax kept from withdrawals, each in its own account. */
  'WITHDRAWAL_FEE',
  'WITHHOLDING_TAX',
  /** What subsidy campaigns pay of subsidised lines' prices is funded from. */
  'SUBSIDY',
] as const;
export type SystemAccountName = (typeof systemAccountNames)[number];

/** Whose balance: a member's, or one of the shop's own system accounts (which may go negative). */
export type AccountRef = { memberId: number } | { system: SystemAccountName };

export interface Leg {
  from: AccountRef;
  to: AccountRef;
  asset: LedgerAsset;
  amountMinor: number;
}

export interface TransferRequest {
  idempotencyKey: string;
  kind: TransferKind;
  reference?: string | null;
  legs: Leg[];
}

export interface PostedTransfer {
  id: number;
  debitAccountId: number;
  creditAccountId: number;
  asset: LedgerAsset;
  amountMinor: number;
}

export interface PostedTransaction {
  transactionId: number;
  idempotencyKey: string;
  kind: string;
  reference: string | null;
  createdAt: Date;
  /** True when this key had already been posted with the same request: nothing moved now. */
  isReplay: boolean;
  transfers: PostedTransfer[];
}

export interface HoldView {
  id: number;
  memberId: number;
  asset: LedgerAsset;
  amountMinor: number;
  status: 'held' | 'posted' | 'voided';
  holdTransactionId: number;
  resolveTransactionId: number | null;
  reference: string | null;
}

export interface LotView {
  id: number;
  memberId: number;
  amountMinor: number;
  remainingMinor: number;
  purchasedAt: Date;
  expiresAt: Date;
}

export type MemberBalances = Record<LedgerAsset, number> & { heldCash: number; heldBeans: number };

export interface HistoryFilter {
  assets: readonly LedgerAsset[];
  /** Only these kinds (a bonus log, say); absent means every kind. */
  kinds?: readonly TransferKind[] | undefined;
  type?: HistoryType | undefined;
  month?: string | undefined;
  lastId?: number | undefined;
  pageNum: number;
  pageSize: number;
}

export interface HistoryRow {
  id: number;
  transactionId: number;
  asset: LedgerAsset;
  kind: TransferKind;
  type: HistoryType;
  direction: 'in' | 'out';
  amountMinor: number;
  reference: string | null;
  counterparty: string;
  createdAt: Date;
}

export interface OperatorRef {
  operatorId: number;
  username: string;
}
