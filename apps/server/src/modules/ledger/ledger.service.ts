// The money core's one face: every balance moves only by immutable transfers inside balanced
// transactions. The work is done by parts split by what they do (posting, transfers, holds, lots,
// reading, adjustments); this facade keeps callers on one object. Every method takes the
// transaction (or the pool, for reads outside one) first: no part holds a pool of its own.
import type { SettingsService } from '../settings/index.ts';
import { LedgerAdjustments } from './ledger.adjustments.ts';
import { LedgerHolds } from './ledger.holds.ts';
import { LedgerLots } from './ledger.lots.ts';
import { LedgerPosting } from './ledger.posting.ts';
import { LedgerReading } from './ledger.reading.ts';
import { LedgerTransfers } from './ledger.transfers.ts';

export type {
  AccountRef,
  HistoryFilter,
  HistoryRow,
  HoldView,
  Leg,
  LotView,
  MemberBalances,
  OperatorRef,
  PostedTransaction,
  PostedTransfer,
  SystemAccountName,
  TransferRequest,
} from './ledger.types.ts';
export { systemAccountNames } from './ledger.types.ts';
export type { AdjustmentRequest } from './ledger.adjustments.ts';

export class LedgerService {
  readonly transfers: LedgerTransfers;
  readonly holds: LedgerHolds;
  readonly lotsPart: LedgerLots;
  readonly reading: LedgerReading;
  readonly adjustmentsPart: LedgerAdjustments;
  private readonly posting: LedgerPosting;

  constructor(settings: SettingsService) {
    const posting = new LedgerPosting();
    this.posting = posting;
    this.lotsPart = new LedgerLots(posting);
    this.transfers = new LedgerTransfers(posting, this.lotsPart);
    this.holds = new LedgerHolds(posting);
    this.reading = new LedgerReading();
    this.adjustmentsPart = new LedgerAdjustments(posting, this.lotsPart, settings);
  }

  // Transfers
  readonly transfer: LedgerTransfers['transfer'] = (tx, request) => this.transfers.transfer(tx, request);
  readonly openingBalance: LedgerTransfers['openingBalance'] = (tx, input) => this.transfers.openingBalance(tx, input);
  readonly reverse: LedgerTransfers['reverse'] = (tx, id, input) => this.transfers.reverse(tx, id, input);
  /** A transfer as CTEs of the caller's one statement (see LedgerPosting.postingWith). */
  readonly postingWith: LedgerPosting['postingWith'] = (db, request, name) =>
    this.posting.postingWith(db, request, name);

  // Holds
  readonly hold: LedgerHolds['hold'] = (tx, input) => this.holds.hold(tx, input);
  readonly postHold: LedgerHolds['postHold'] = (tx, holdId, input) => this.holds.postHold(tx, holdId, input);
  readonly voidHold: LedgerHolds['voidHold'] = (tx, holdId, input) => this.holds.voidHold(tx, holdId, input);
  readonly getHold: LedgerHolds['getHold'] = (db, holdId) => this.holds.getHold(db, holdId);

  // Discount-card lots
  readonly buyLot: LedgerLots['buyLot'] = (tx, input) => this.lotsPart.buyLot(tx, input);
  readonly creditLot: LedgerLots['creditLot'] = (tx, input) => this.lotsPart.creditLot(tx, input);
  readonly spendDiscountCard: LedgerLots['spendDiscountCard'] = (tx, input) =>
    this.lotsPart.spendDiscountCard(tx, input);
  readonly distributeDiscountCard: LedgerLots['distributeDiscountCard'] = (tx, input) =>
    this.lotsPart.distributeDiscountCard(tx, input);
  readonly expireLots: LedgerLots['expireLots'] = (tx, now, limit) => this.lotsPart.expireLots(tx, now, limit);
  readonly lots: LedgerLots['lots'] = (db, memberId) => this.lotsPart.lots(db, memberId);

  // Reading
  readonly balances: LedgerReading['balances'] = (db, memberId) => this.reading.balances(db, memberId);
  readonly lockedBalance: LedgerReading['lockedBalance'] = (tx, memberId, asset) =>
    this.reading.lockedBalance(tx, memberId, asset);
  readonly balancesPart: LedgerReading['balancesPart'] = (memberId) => this.reading.balancesPart(memberId);
  readonly movementsByReference: LedgerReading['movementsByReference'] = (db, reference) =>
    this.reading.movementsByReference(db, reference);
  readonly history: LedgerReading['history'] = (db, memberId, filter) => this.reading.history(db, memberId, filter);

  // Adjustments
  readonly requestAdjustment: LedgerAdjustments['requestAdjustment'] = (tx, operator, input) =>
    this.adjustmentsPart.requestAdjustment(tx, operator, input);
  readonly approveAdjustment: LedgerAdjustments['approveAdjustment'] = (tx, id, operator, note) =>
    this.adjustmentsPart.approveAdjustment(tx, id, operator, note);
  readonly rejectAdjustment: LedgerAdjustments['rejectAdjustment'] = (tx, id, operator, note) =>
    this.adjustmentsPart.rejectAdjustment(tx, id, operator, note);
  readonly adjustment: LedgerAdjustments['adjustment'] = (db, id) => this.adjustmentsPart.adjustment(db, id);
  readonly adjustments: LedgerAdjustments['adjustments'] = (db, filter) => this.adjustmentsPart.adjustments(db, filter);
}
