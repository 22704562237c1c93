// Withdrawals: a member takes withdrawable cash out to a passed bank card; two operators review,
// finance pays it out in a bank's bulk-transfer batch; withholding-tax certificate requests.
import { z } from 'zod';
import { defineCall, type OperatorRole } from '../call.ts';
import { formList, idInput, intInput, page, paging } from '../common.ts';
import { moneyInput } from './catalog-admin.ts';

/** Where an application stands (spec section 4). */
export const withdrawalStatuses = [
  'pending_review',
  'first_passed',
  'second_passed',
  'pending_transfer',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** The states that still hold the member's money: one such application per member. */
export const openWithdrawalStatuses = [
  'pending_review',
  'first_passed',
  'second_passed',
  'pending_transfer',
] as const satisfies readonly WithdrawalStatus[];

/** What a member still needs before applying. */
export const withdrawMissing = ['identity', 'bankCard', 'credentials', 'openApplication'] as const;
export type WithdrawMissing = (typeof withdrawMissing)[number];

/** Payout file layouts: KBank's bulk payment (SMART/Payroll CSV) and a generic one. */
export const payoutFormats = ['kbank', 'generic'] as const;
export type PayoutFormat = (typeof payoutFormats)[number];

export const payoutBatchStatuses = ['exported', 'transferred'] as const;
export const taxRequestStatuses = ['pending', 'answered'] as const;

const signedFile = z.object({ id: z.number().int(), url: z.string(), expiresAt: z.string() });

/** Every field of the withdrawal record (spec section 3), amounts as two-decimal strings. */
export const withdrawalView = z.object({
  id: z.number().int(),
  serialNo: z.string(),
  status: z.enum(withdrawalStatuses),
  amount: z.string(),
  fee: z.string(),
  tax: z.string(),
  /** What reaches the bank account: amount minus fee and tax. */
  net: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked for the member (last four digits); whole in the back office. */
  accountNo: z.string(),
  createdAt: z.string(),
  /** When the second review passed (the first review's time is `firstReviewedAt`). */
  reviewedAt: z.string().nullable(),
  firstReviewedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The rejection's reason (an operator's, or the bank's), shown to the member. */
  remark: z.string().nullable(),
});
export type WithdrawalView = z.infer<typeof withdrawalView>;

export const withdrawalDetail = withdrawalView.extend({ credentials: z.array(signedFile) });

const precheckResult = z.object({
  missing: z.array(z.enum(withdrawMissing)),
  openWithdrawalId: z.number().int().nullable(),
  /** Withdrawable cash. */
  balance: z.string(),
  minimum: z.string(),
  fee: z.string(),
  /** Withholding tax in basis points of the amount (300 = 3%). */
  taxRateBp: z.number().int(),
  /** Working days a payout takes: the first for Thai banks, the second for others. */
  processingDays: z.array(z.number().int()),
  /** Passed bank cards to choose from, masked. */
  cards: z.array(
    z.object({ id: z.number().int(), bankName: z.string(), accountNo: z.string(), accountName: z.string() }),
  ),
  /** Uploaded credentials not yet used by an application. */
  credentials: z.array(signedFile),
});

export const taxRequestView = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  year: z.number().int(),
  remark: z.string(),
  status: z.enum(taxRequestStatuses),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** A signed link to the certificate once answered. */
  certificate: signedFile.nullable(),
});

export const withdraw = {
  precheck: defineCall({
    method: 'GET',
    path: '/mallapi/withdraw/precheck',
    auth: 'member',
    summary:
      'What is missing before applying (identity, bank card, credentials, an open application), with balance, minimum, fee and tax',
    result: precheckResult,
  }),
  uploadCredential: defineCall({
    method: 'POST',
    path: '/mallapi/withdraw/uploadCredential',
    auth: 'member',
    summary: 'Upload one promotion credential image (multipart file `file`, at most 8 MB); stored privately',
    multipart: { file: 'file' },
    result: signedFile,
  }),
  apply: defineCall({
    method: 'POST',
    path: '/mallapi/withdraw/apply',
    auth: 'member',
    summary:
      'Apply to withdraw cash to a passed bank card (at least the minimum, never above the balance, one open application); the amount is held',
    body: z.object({
      amount: moneyInput,
      bankCardId: idInput,
      credentialIds: formList(z.array(idInput).min(1).max(9)),
      idempotencyKey: z.string().trim().min(8).max(80),
    }),
    result: withdrawalDetail,
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/mallapi/withdraw/cancel',
    auth: 'member',
    summary: 'Cancel an own application still pending review; the held amount returns',
    body: z.object({ id: idInput }),
    result: withdrawalView,
  }),
  queryPage: defineCall({
    method: 'POST',
    path: '/mallapi/withdraw/queryPage',
    auth: 'member',
    summary: "The caller's applications, newest first",
    body: paging,
    result: page(withdrawalView),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/mallapi/withdraw/detail',
    auth: 'member',
    summary: 'One own application with every field and signed links to its credentials',
    query: z.object({ id: idInput }),
    result: withdrawalDetail,
  }),
  taxRequest: defineCall({
    method: 'POST',
    path: '/mallapi/withdraw/taxRequest',
    auth: 'member',
    summary: 'Ask for a withholding-tax certificate for a year; finance answers with a file',
    body: z.object({
      year: intInput(z.number().int().min(2000).max(2100)),
      remark: z.string().trim().max(300).default(''),
    }),
    result: taxRequestView,
  }),
  taxRequestList: defineCall({
    method: 'GET',
    path: '/mallapi/withdraw/taxRequestList',
    auth: 'member',
    summary: "The caller's certificate requests, newest first, with signed links to answered certificates",
    result: z.array(taxRequestView),
  }),
} as const;

const adminWithdrawal = withdrawalDetail.extend({
  memberId: z.number().int(),
  username: z.string(),
  firstReviewedBy: z.number().int().nullable(),
  secondReviewedBy: z.number().int().nullable(),
  batchId: z.number().int().nullable(),
});

export const payoutBatchView = z.object({
  id: z.number().int(),
  status: z.enum(payoutBatchStatuses),
  itemCount: z.number().int(),
  total: z.string(),
  exportedBy: z.number().int(),
  exportedAt: z.string(),
  transferredBy: z.number().int().nullable(),
  transferredAt: z.string().nullable(),
  bankReference: z.string().nullable(),
  items: z.array(adminWithdrawal),
});

const reportDay = z.object({
  day: z.string(),
  appliedCount: z.number().int(),
  applied: z.string(),
  completedCount: z.number().int(),
  completed: z.string(),
  fee: z.string(),
  tax: z.string(),
  rejectedCount: z.number().int(),
  rejected: z.string(),
});

const reviewers: readonly OperatorRole[] = ['admin', 'finance'];
const finance: readonly OperatorRole[] = ['finance'];
const reason = z.string().trim().min(2).max(300);

/** A calendar day that exists (`2026-02-30` is refused), in the range a report can cover. */
const calendarDay = z.iso.date().refine((text) => text >= '2000-01-01' && text <= '2999-12-31');

export const adminWithdraw = {
  page: defineCall({
    method: 'GET',
    path: '/adminapi/withdraw/page',
    auth: 'operator',
    roles: reviewers,
    summary: 'The withdrawal queue, oldest first; filter by status and member',
    query: z.object({
      ...paging.shape,
      status: z.enum(withdrawalStatuses).optional(),
      memberId: idInput.optional(),
    }),
    result: page(adminWithdrawal),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/adminapi/withdraw/detail',
    auth: 'operator',
    roles: reviewers,
    summary: 'One application with the full account number and signed links to its credentials',
    query: z.object({ id: idInput }),
    result: adminWithdrawal,
  }),
  firstReview: defineCall({
    method: 'POST',
    path: '/adminapi/withdraw/firstReview',
    auth: 'operator',
    roles: reviewers,
    summary: 'Pass the first review of an application pending review',
    body: z.object({ id: idInput }),
    result: adminWithdrawal,
  }),
  secondReview: defineCall({
    method: 'POST',
    path: '/adminapi/withdraw/secondReview',
    auth: 'operator',
    roles: finance,
    summary: 'Pass the second review (finance, never the first reviewer)',
    body: z.object({ id: idInput }),
    result: adminWithdrawal,
  }),
  reject: defineCall({
    method: 'POST',
    path: '/adminapi/withdraw/reject',
    auth: 'operator',
    roles: reviewers,
    summary: 'Reject an application not yet in a batch, with a reason the member sees; the hold is released',
    body: z.object({ id: idInput, reason }),
    result: adminWithdrawal,
  }),
  batchExport: defineCall({
    method: 'POST',
    path: '/adminapi/withdraw/batch/export',
    auth: 'operator',
    roles: finance,
    summary: 'Put every second-approved application (or the listed ones) into a new payout batch',
    body: z.object({ ids: formList(z.array(idInput).max(500)).optional() }),
    result: payoutBatchView,
  }),
  batchPage: defineCall({
    method: 'GET',
    path: '/adminapi/withdraw/batch/page',
    auth: 'operator',
    roles: finance,
    summary: 'Payout batches, newest first',
    query: paging,
    result: page(payoutBatchView.omit({ items: true })),
  }),
  batchDetail: defineCall({
    method: 'GET',
    path: '/adminapi/withdraw/batch/detail',
    auth: 'operator',
    roles: finance,
    summary: 'One payout batch with its items',
    query: z.object({ id: idInput }),
    result: payoutBatchView,
  }),
  batchDownload: defineCall({
    method: 'GET',
    path: '/adminapi/withdraw/batch/download',
    auth: 'operator',
    roles: finance,
    summary: "A batch's payout file: KBank bulk payment or generic CSV (docs/api/withdraw.md has the columns)",
    query: z.object({ id: idInput, format: z.enum(payoutFormats).default('kbank') }),
    result: z.object({ filename: z.string(), content: z.string() }),
  }),
  batchTransferred: defineCall({
    method: 'POST',
    path: '/adminapi/withdraw/batch/transferred',
    auth: 'operator',
    roles: finance,
    summary: "Mark a batch transferred with the bank's reference: every item still pending transfer completes",
    body: z.object({ id: idInput, bankReference: z.string().trim().min(2).max(80) }),
    result: payoutBatchView,
  }),
  batchRejectItem: defineCall({
    method: 'POST',
    path: '/adminapi/withdraw/batch/rejectItem',
    auth: 'operator',
    roles: finance,
    summary: "Reject one item of an exported batch with the bank's reason; the money returns to the member",
    body: z.object({ id: idInput, reason }),
    result: adminWithdrawal,
  }),
  taxRequestPage: defineCall({
    method: 'GET',
    path: '/adminapi/withdraw/taxRequest/page',
    auth: 'operator',
    roles: finance,
    summary: 'Withholding-tax certificate requests, oldest first',
    query: z.object({ ...paging.shape, status: z.enum(taxRequestStatuses).optional() }),
    result: page(taxRequestView),
  }),
  taxRequestAnswer: defineCall({
    method: 'POST',
    path: '/adminapi/withdraw/taxRequest/answer',
    auth: 'operator',
    roles: finance,
    summary: 'Answer a request with the certificate (multipart: field `id`, then `file`, a PDF or an image)',
    multipart: { file: 'file', fields: z.object({ id: idInput }) },
    result: taxRequestView,
  }),
  report: defineCall({
    method: 'GET',
    path: '/adminapi/withdraw/report',
    auth: 'operator',
    roles: reviewers,
    summary: 'Daily cash-out totals (UTC days): applied, completed, fee, tax, rejected',
    query: z.object({ from: calendarDay, to: calendarDay }),
    result: z.array(reportDay),
  }),
} as const;
