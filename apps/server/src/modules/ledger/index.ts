export {
  LedgerService,
  systemAccountNames,
  type AccountRef,
  type HoldView,
  type Leg,
  type LotView,
  type MemberBalances,
  type PostedTransaction,
  type SystemAccountName,
  type TransferRequest,
} from './ledger.service.ts';
export { auditLedger, formatAuditReport, type LedgerAuditReport } from './ledger.audit.ts';
export { ledgerRoutes } from './ledger.routes.ts';
export { formatUnsigned, parseAmount } from './money.ts';
export { translateDbError } from './ledger.posting.ts';
export {
  expireDiscountCardLots,
  ledgerJobNames,
  ledgerJobs,
  type ExpireLotsResult,
  type LedgerJobDeps,
} from './ledger.jobs.ts';
