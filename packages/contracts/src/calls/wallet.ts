// The member wallet and the back-office ledger: every balance is read from one double-entry ledger.
import { z } from 'zod';
import {
  adjustmentDirections,
  adjustmentReasonCodes,
  adjustmentStatuses,
  beansHistoryTypes,
  bonusKinds,
  cashAssets,
  cashHistoryTypes,
  discountCardHistoryTypes,
  historyTypes,
  ledgerAssets,
  pointsHistoryTypes,
  transferKinds,
  voucherHistoryTypes,
} from '../enums.ts';
import { defineCall } from '../call.ts';
import { idInput, moneyString, optionalIntInput, page, paging } from '../common.ts';

/** A calendar month, "2026-05" (UTC). */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

const historyQuery = <T extends readonly [string, ...string[]]>(types: T) =>
  paging.extend({
    /** One history type of this balance; absent means all. */
    type: z.enum(types).optional(),
    month: month.optional(),
    /** Keyset paging: only lines older than this id (the last id of the previous page). */
    lastId: optionalIntInput(z.number().int().min(1)),
  });

export const walletBalance = z.object({
  /** CASH: the member may withdraw it. */
  withdrawableCash: moneyString,
  /** CASH_GIFT: a system gift, spendable, never withdrawn. */
  nonWithdrawableCash: moneyString,
  totalCash: moneyString,
  /** Cash parked by an open withdrawal (not part of the balances above). */
  heldCash: moneyString,
  beans: moneyString,
  /** Beans locked in open sell-beans orders. */
  heldBeans: moneyString,
  bonusCredit: moneyString,
  /** Bonus credit is below the warning line (200.00). */
  bonusCreditLow: z.boolean(),
  discountCard: moneyString,
  vouchers: moneyString,
  points: z.number().int(),
});
export type WalletBalance = z.infer<typeof walletBalance>;

export const historyLine = z.object({
  id: z.number().int(),
  type: z.enum(historyTypes),
  /** The type in the caller's language. */
  typeName: z.string(),
  asset: z.enum(ledgerAssets),
  direction: z.enum(['in', 'out']),
  /** Signed: "+12.00" in, "-12.00" out. */
  amount: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});

/** A bonus log line: the history line of the paid amount, with the record's figures (a capped line pays "+0.00"). */
export const bonusLogLine = historyLine.extend({
  /** What was paid, unsigned. */
  paid: z.string(),
  /** What exceeded the bonus credit and was not paid. */
  capped: z.string(),
  /** The order's (or matched) MP money value the rate applies to. */
  base: z.string(),
  /** The rate applied, in percent: "16.00", "0.50". */
  rate: z.string(),
  /** The order it came from; null for pairing. */
  orderId: z.number().int().nullable(),
  /** The generation place (1..depth); 0 for direct and pairing. */
  depth: z.number().int(),
  /** The UTC day it belongs to. */
  day: z.string(),
});

export const pointsLine = historyLine.omit({ amount: true }).extend({
  /** Signed whole points. */
  amount: z.number().int(),
});

export const memberWallet = {
  getBalance: defineCall({
    method: 'GET',
    path: '/mallapi/memberWallet/getBalance',
    auth: 'member',
    summary: 'Every balance of the logged-in member',
    result: walletBalance,
  }),
  queryBonusLogs: defineCall({
    method: 'GET',
    path: '/mallapi/memberWallet/queryBonusLogs',
    auth: 'member',
    summary: 'Bonuses earned by the member (direct, pairing, generation), paid or capped, newest first',
    query: historyQuery(bonusKinds),
    result: page(bonusLogLine),
  }),
  queryCashLogs: defineCall({
    method: 'GET',
    path: '/mallapi/memberWallet/queryCashLogs',
    auth: 'member',
    summary: 'Cash balance history (withdrawable and gift cash), newest first',
    query: historyQuery(cashHistoryTypes).extend({ asset: z.enum(cashAssets).optional() }),
    result: page(historyLine),
  }),
  queryBeansLogs: defineCall({
    method: 'GET',
    path: '/mallapi/memberWallet/queryBeansLogs',
    auth: 'member',
    summary: 'Beans history, newest first',
    query: historyQuery(beansHistoryTypes),
    result: page(historyLine),
  }),
  queryDiscountCardLogs: defineCall({
    method: 'GET',
    path: '/mallapi/memberWallet/queryDiscountCardLogs',
    auth: 'member',
    summary: 'Discount card history, newest first',
    query: historyQuery(discountCardHistoryTypes),
    result: page(historyLine),
  }),
  queryVoucherLogs: defineCall({
    method: 'GET',
    path: '/mallapi/memberWallet/queryVoucherLogs',
    auth: 'member',
    summary: 'Voucher history, newest first',
    query: historyQuery(voucherHistoryTypes),
    result: page(historyLine),
  }),
  queryPointsLogs: defineCall({
    method: 'GET',
    path: '/mallapi/memberWallet/queryPointsLogs',
    auth: 'member',
    summary: 'Points (integral) history, newest first',
    query: historyQuery(pointsHistoryTypes),
    result: page(pointsLine),
  }),
} as const;

export const adminHistoryLine = historyLine.extend({
  transactionId: z.number().int(),
  kind: z.enum(transferKinds),
  /** Unsigned, in the asset's unit: "12.00", or whole points "12". */
  amount: z.string(),
  /** Who is on the other side: "member:<id>" or "system:<NAME>". */
  counterparty: z.string(),
});

export const adjustmentView = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  asset: z.enum(ledgerAssets),
  direction: z.enum(adjustmentDirections),
  /** In the asset's unit: "12.00", or whole points "12". */
  amount: z.string(),
  reasonCode: z.enum(adjustmentReasonCodes),
  note: z.string(),
  status: z.enum(adjustmentStatuses),
  requestedBy: z.number().int(),
  requestedByName: z.string(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decisionNote: z.string().nullable(),
  transactionId: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdjustmentView = z.infer<typeof adjustmentView>;

const memberIdField = idInput;

export const adminLedger = {
  memberBalances: defineCall({
    method: 'GET',
    path: '/adminapi/ledger/memberBalances',
    auth: 'operator',
    roles: ['admin', 'finance'],
    summary: "A member's balances",
    query: z.object({ memberId: memberIdField }),
    result: walletBalance.extend({ memberId: z.number().int() }),
  }),
  memberHistory: defineCall({
    method: 'GET',
    path: '/adminapi/ledger/memberHistory',
    auth: 'operator',
    roles: ['admin', 'finance'],
    summary: "A member's ledger history across balances, newest first",
    query: historyQuery(historyTypes).extend({ memberId: memberIdField, asset: z.enum(ledgerAssets).optional() }),
    result: page(adminHistoryLine),
  }),
  adjust: defineCall({
    method: 'POST',
    path: '/adminapi/ledger/adjust',
    auth: 'operator',
    roles: ['admin', 'finance'],
    summary: 'Credit or debit a member balance by hand; above the approval amount it waits for a second operator',
    body: z.object({
      memberId: memberIdField,
      asset: z.enum(ledgerAssets),
      direction: z.enum(adjustmentDirections),
      /** "12.34" (points: whole numbers). */
      amount: z
        .string()
        .trim()
        .regex(/^\d{1,13}(\.\d{1,2})?$/),
      reasonCode: z.enum(adjustmentReasonCodes),
      note: z.string().trim().min(1).max(500),
      /**
       * One key per adjustment the operator means (the form makes one when it opens and resends it on
       * retry): a resend answers the first adjustment, the same key with other content is refused.
       */
      idempotencyKey: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_.:-]{8,100}$/),
    }),
    result: adjustmentView,
  }),
  adjustments: defineCall({
    method: 'GET',
    path: '/adminapi/ledger/adjustments',
    auth: 'operator',
    roles: ['admin', 'finance'],
    summary: 'Manual adjustments, newest first',
    query: paging.extend({
      status: z.enum(adjustmentStatuses).optional(),
      memberId: optionalIntInput(z.number().int().min(1)),
    }),
    result: page(adjustmentView),
  }),
  approveAdjustment: defineCall({
    method: 'POST',
    path: '/adminapi/ledger/approveAdjustment',
    auth: 'operator',
    roles: ['admin', 'finance'],
    summary: 'Approve and apply a pending adjustment (not the operator who asked for it)',
    body: z.object({ id: idInput, note: z.string().trim().max(500).optional() }),
    result: adjustmentView,
  }),
  rejectAdjustment: defineCall({
    method: 'POST',
    path: '/adminapi/ledger/rejectAdjustment',
    auth: 'operator',
    roles: ['admin', 'finance'],
    summary: 'Reject a pending adjustment (not the operator who asked for it)',
    body: z.object({ id: idInput, note: z.string().trim().max(500).optional() }),
    result: adjustmentView,
  }),
} as const;
