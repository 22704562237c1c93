// The daily pairing settlement: 8% of each member's matched volume min(left, right), the stronger
// leg's rest carried forward. Leg volumes belong to the network module, reached through
// `PairingLegs` (passed in by services.ts), so this module never imports it.
import { and, asc, eq, sql } from 'drizzle-orm';
import { withTransaction, type Db, type DbOrTx, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { LedgerService } from '../ledger/index.ts';
import { levelsOf } from '../member/index.ts';
import type { BonusPayouts } from './bonus.pay.ts';
import { pairingOf, type Legs, type PairingOutcome } from './bonus.rules.ts';
import { bonusPairingRuns, bonusRecords } from './bonus.schema.ts';

/** What the bonus engine needs of the network: open leg volumes and taking the matched part. */
export interface PairingLegs {
  /** Members with open volume > 0 on both legs, memberId > after, in id order. */
  pairableLegs(
    db: DbOrTx,
    afterMemberId: number,
    limit: number,
  ): Promise<Array<{ memberId: number; leftMp: number; rightMp: number }>>;
  /** Subtracts the matched volume from both legs of the member. */
  takeMatched(tx: Tx, memberId: number, matchedMp: number): Promise<void>;
}

/** Members read per page of leg volumes. */
const PAGE = 500;
/** Lines a preview or report lists. */
const REPORT_LINES = 200;

export interface PairingLineView {
  memberId: number;
  leftMp: number;
  rightMp: number;
  matchedMp: number;
  paidMinor: number;
  cappedMinor: number;
}

export interface PairingReport {
  day: string;
  available: boolean;
  startedAt: Date | null;
  finishedAt: Date | null;
  members: number;
  matchedMp: number;
  paidMinor: number;
  cappedMinor: number;
  lines: PairingLineView[];
}

const today = (now: Date) => now.toISOString().slice(0, 10);

export class BonusPairing {
  private readonly payouts: BonusPayouts;
  private readonly ledger: LedgerService;
  private readonly legs: PairingLegs | undefined;

  constructor(payouts: BonusPayouts, ledger: LedgerService, legs: PairingLegs | undefined) {
    this.payouts = payouts;
    this.ledger = ledger;
    this.legs = legs;
  }

  /** Whether leg volumes can be read: without the network, nothing settles. */
  get isAvailable(): boolean {
    return this.legs !== undefined;
  }

  /** What settling the day now would pay, member by member, without paying or taking volume. */
  async preview(db: Db, day: string, now: Date): Promise<PairingReport> {
    checkDay(day, now);
    const report = emptyReport(day, this.isAvailable);
    if (!this.legs) return report;
    const rates = await this.payouts.rates(db);
    const source = `pairing:${day}`;
    for await (const page of this.pages(db)) {
      const levels = await levelsOf(
        db,
        page.map((row) => row.memberId),
      );
      for (const legs of page) {
        if (await this.payouts.isRecorded(db, source, legs.memberId)) continue;
        const credit = (await this.ledger.balances(db, legs.memberId)).BONUS_CREDIT;
        addLine(report, legs, pairingOf(legs, levels.get(legs.memberId) ?? 1, credit, rates));
      }
    }
    return report;
  }

  /**
   * Settles the day: one transaction per member, each paid once per day (its bonus record is
   * unique), so a rerun or a second process settles only who is left. Answers the run's report.
   */
  async settle(db: Db, day: string, now: Date, operatorId: number | null): Promise<PairingReport> {
    checkDay(day, now);
    if (!this.legs) return emptyReport(day, false);
    await db.insert(bonusPairingRuns).values({ day, operatorId, startedAt: now }).onConflictDoNothing();
    for await (const page of this.pages(db)) {
      for (const legs of page) await withTransaction(db, (tx) => this.settleMember(tx, day, legs));
    }
    await db.update(bonusPairingRuns).set({ finishedAt: new Date() }).where(eq(bonusPairingRuns.day, day));
    return this.report(db, day);
  }

  private async settleMember(tx: Tx, day: string, legs: Legs): Promise<void> {
    const source = `pairing:${day}`;
    if (await this.payouts.isRecorded(tx, source, legs.memberId)) return;
    const rates = await this.payouts.rates(tx);
    const level = (await levelsOf(tx, [legs.memberId])).get(legs.memberId) ?? 1;
    const credits = await this.payouts.lockCredits(tx, [legs.memberId]);
    const outcome = pairingOf(legs, level, credits.get(legs.memberId) ?? 0, rates);
    if (!outcome.line) return;
    const from = { source, day, orderId: null, fromMemberId: null, mp: outcome.matchedMp, legs };
    const [paid] = await this.payouts.pay(tx, from, {
      baseMinor: outcome.line.baseMinor,
      lines: [outcome.line],
      remainders: [],
    });
    // Only the transaction that recorded the line takes the volume: a racing run takes nothing.
    if (!paid) return;
    await this.legs!.takeMatched(tx, legs.memberId, outcome.matchedMp);
    await tx
      .update(bonusPairingRuns)
      .set({
        members: sql`${bonusPairingRuns.members} + 1`,
        matchedMp: sql`${bonusPairingRuns.matchedMp} + ${outcome.matchedMp}`,
        paidMinor: sql`${bonusPairingRuns.paidMinor} + ${paid.paidMinor}`,
        cappedMinor: sql`${bonusPairingRuns.cappedMinor} + ${paid.cappedMinor}`,
      })
      .where(eq(bonusPairingRuns.day, day));
  }

  /** A day's run as recorded: its totals and its first lines. */
  async report(db: DbOrTx, day: string): Promise<PairingReport> {
    const [run] = await db.select().from(bonusPairingRuns).where(eq(bonusPairingRuns.day, day));
    if (!run) throw new AppError('NOT_FOUND', 'bonus.runNotFound', { day }, 'PAIRING_RUN_NOT_FOUND');
    const rows = await db
      .select()
      .from(bonusRecords)
      .where(and(eq(bonusRecords.source, `pairing:${day}`), eq(bonusRecords.kind, 'BONUS_PAIRING')))
      .orderBy(asc(bonusRecords.earnerId))
      .limit(REPORT_LINES);
    return {
      day,
      available: this.isAvailable,
      startedAt: run.startedAt,
      finishedAt: run.finishedAt,
      members: run.members,
      matchedMp: run.matchedMp,
      paidMinor: run.paidMinor,
      cappedMinor: run.cappedMinor,
      lines: rows.map((row) => ({
        memberId: row.earnerId,
        leftMp: row.leftMp ?? 0,
        rightMp: row.rightMp ?? 0,
        matchedMp: row.mp,
        paidMinor: row.paidMinor,
        cappedMinor: row.cappedMinor,
      })),
    };
  }

  /** What one member's open volume would pay now (before the cap): the summary's pending pairing. */
  async pendingOf(db: DbOrTx, memberId: number, level: number): Promise<number> {
    if (!this.legs) return 0;
    const [legs] = await this.legs.pairableLegs(db, memberId - 1, 1);
    if (!legs || legs.memberId !== memberId) return 0;
    const rates = await this.payouts.rates(db);
    return pairingOf(legs, level, Number.MAX_SAFE_INTEGER, rates).line?.amountMinor ?? 0;
  }

  private async *pages(db: DbOrTx): AsyncGenerator<Legs[]> {
    let after = 0;
    for (;;) {
      const page = await this.legs!.pairableLegs(db, after, PAGE);
      if (page.length === 0) return;
      yield page;
      after = page[page.length - 1]!.memberId;
      if (page.length < PAGE) return;
    }
  }
}

/** A day may be settled once it has begun; a later one is refused. */
function checkDay(day: string, now: Date): void {
  if (day > today(now)) throw new AppError('VALIDATION', 'bonus.dayInFuture', { day }, 'DAY_IN_FUTURE');
}

function emptyReport(day: string, available: boolean): PairingReport {
  return {
    day,
    available,
    startedAt: null,
    finishedAt: null,
    members: 0,
    matchedMp: 0,
    paidMinor: 0,
    cappedMinor: 0,
    lines: [],
  };
}

function addLine(report: PairingReport, legs: Legs, outcome: PairingOutcome): void {
  if (!outcome.line) return;
  report.members += 1;
  report.matchedMp += outcome.matchedMp;
  report.paidMinor += outcome.line.paidMinor;
  report.cappedMinor += outcome.line.cappedMinor;
  if (report.lines.length < REPORT_LINES) {
    report.lines.push({
      ...legs,
      matchedMp: outcome.matchedMp,
      paidMinor: outcome.line.paidMinor,
      cappedMinor: outcome.line.cappedMinor,
    });
  }
}
