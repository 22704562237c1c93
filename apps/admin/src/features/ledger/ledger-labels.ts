import type { HistoryType, LedgerAsset } from '@mall/contracts';
import type { MessageId } from '@mall/i18n';
import type { Adjustment, AdjustmentStatus } from './api/adjustments-page.ts';

export const assetLabels: Record<LedgerAsset, MessageId> = {
  CASH: 'adminLedger.asset.CASH',
  CASH_GIFT: 'adminLedger.asset.CASH_GIFT',
  BEANS: 'adminLedger.asset.BEANS',
  BONUS_CREDIT: 'adminLedger.asset.BONUS_CREDIT',
  DISCOUNT_CARD: 'adminLedger.asset.DISCOUNT_CARD',
  VOUCHER: 'adminLedger.asset.VOUCHER',
  POINTS: 'adminLedger.asset.POINTS',
  DELIVERY_CARD: 'adminLedger.asset.DELIVERY_CARD',
};

export const reasonLabels: Record<Adjustment['reasonCode'], MessageId> = {
  CORRECTION: 'adminLedger.reason.CORRECTION',
  COMPENSATION: 'adminLedger.reason.COMPENSATION',
  PROMOTION: 'adminLedger.reason.PROMOTION',
  MIGRATION: 'adminLedger.reason.MIGRATION',
  OTHER: 'adminLedger.reason.OTHER',
};

export const directionLabels: Record<Adjustment['direction'], MessageId> = {
  credit: 'adminLedger.direction.credit',
  debit: 'adminLedger.direction.debit',
};

export const statusLabels: Record<AdjustmentStatus, MessageId> = {
  pending: 'adminLedger.status.pending',
  applied: 'adminLedger.status.applied',
  rejected: 'adminLedger.status.rejected',
};

/** History types share the wallet's labels, so members and operators read the same words. */
export const historyTypeLabel = (type: HistoryType): MessageId => `wallet.kind.${type}`;
