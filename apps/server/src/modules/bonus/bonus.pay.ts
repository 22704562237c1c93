// The one capped payment path: every bonus line, from an order or a pairing settlement, becomes a
// bonus record (unique per source, kind and earner), and what it pays moves through the ledger:
// CASH to the earner, the same amount of bonus credit used, and the rounding to the company.
import { sql } from 'drizzle-orm';
import type { Settings } from '@mall/contracts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { invariant } from '../../lib/errors.ts';
import { publish } from '../events/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { companyMemberId } from '../member/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { bonusRecords, bonusRemainders } from './bonus.schema.ts';
import type { BonusLine, BonusOutcome, BonusRates } from './bonus.rules.ts';

/** Where a run's lines come from: `order:<id>` or `pairing:<day>`, with what the records keep. */
export interface BonusSource {
  source: string;
  day: string;
  orderId: number | null;
  fromMemberId: number | null;
  mp: number;
  /** Pairing: the legs before the settlement. */
  legs?: { leftMp: number; rightMp: number };
}

export interface PaidLine extends BonusLine {
  recordId: number;
}

export class BonusPayouts {
  private readonly ledger: LedgerService;
  private readonly settings: SettingsService;

  constructor(ledger: LedgerService, settings: SettingsService) {
    this.ledger = ledger;
    this.settings = settings;
  }

  /** The rates in force (the `bonusRules` setting). */
  async rates(db: DbOrTx): Promise<BonusRates & Pick<Settings['bonusRules'], 'defaultSetCreditMinor' | 'setCredits'>> {
    return this.settings.get(db, 'bonusRules');
  }

  /** Each earner's bonus credit, locked for the rest of the transaction, in id order (no lock cycles). */
  async lockCredits(tx: Tx, earnerIds: readonly number[]): Promise<Map<number, number>> {
    const credits = new Map<number, number>();
    for (const id of [...new Set(earnerIds)].sort((a, b) => a - b)) {
      credits.set(id, await this.ledger.lockedBalance(tx, id, 'BONUS_CREDIT'));
    }
    return credits;
  }

  /** Whether this source already has records (a replayed event, a member already settled). */
  async isRecorded(db: DbOrTx, source: string, earnerId?: number): Promise<boolean> {
    const result = await db.execute(
      earnerId === undefined
        ? sql`select 1 from bonus_records where source = ${source} limit 1`
        : sql`select 1 from bonus_records where source = ${source} and earner_id = ${earnerId} limit 1`,
    );
    return result.rows.length > 0;
  }

  /**
   * Records and pays a run's lines and keeps its rounding; a line already recorded is skipped, so
   * a replay pays nothing. Answers the lines recorded now.
   */
  async pay(tx: Tx, from: BonusSource, outcome: BonusOutcome): Promise<PaidLine[]> {
    const paid: PaidLine[] = [];
    for (const line of outcome.lines) {
      const recorded = await this.payLine(tx, from, line);
      if (recorded) paid.push(recorded);
    }
    for (const remainder of outcome.remainders) {
      if (remainder.amountMinor > 0) await this.keepRemainder(tx, from, remainder.kind, remainder.amountMinor);
    }
    return paid;
  }

  private async payLine(tx: Tx, from: BonusSource, line: BonusLine): Promise<PaidLine | null> {
    invariant(line.paidMinor + line.cappedMinor === line.amountMinor, 'bonus line paid + capped = amount');
    const [row] = await tx
      .insert(bonusRecords)
      .values({
        source: from.source,
        kind: line.kind,
        earnerId: line.earnerId,
        orderId: from.orderId,
        fromMemberId: from.fromMemberId,
        depth: line.depth,
        rateBp: line.rateBp,
        mp: from.mp,
        leftMp: from.legs?.leftMp ?? null,
        rightMp: from.legs?.rightMp ?? null,
        baseMinor: line.baseMinor,
        paidMinor: line.paidMinor,
        cappedMinor: line.cappedMinor,
        day: from.day,
      })
      .onConflictDoNothing()
      .returning({ id: bonusRecords.id });
    if (!row) return null;
    const key = `${from.source}:${line.kind}:${line.earnerId}`;
    if (line.paidMinor > 0) {
      const member = { memberId: line.earnerId };
      await this.ledger.transfer(tx, {
        idempotencyKey: `bonus:${key}`,
        kind: line.kind,
        reference: from.source,
        legs: [{ from: { system: 'ISSUANCE' }, to: member, asset: 'CASH', amountMinor: line.paidMinor }],
      });
      await this.ledger.transfer(tx, {
        idempotencyKey: `bonus-credit-use:${key}`,
        kind: 'BONUS_CREDIT_USE',
        reference: from.source,
        legs: [{ from: member, to: { system: 'ISSUANCE' }, asset: 'BONUS_CREDIT', amountMinor: line.paidMinor }],
      });
    }
    await publish(tx, 'bonus.paid', key, {
      recordId: row.id,
      earnerId: line.earnerId,
      kind: line.kind,
      source: from.source,
      orderId: from.orderId,
      paidMinor: line.paidMinor,
      cappedMinor: line.cappedMinor,
      day: from.day,
    });
    return { ...line, recordId: row.id };
  }

  /** The company account is the company root member's cash: the rounding stays with the company. */
  private async keepRemainder(tx: Tx, from: BonusSource, kind: BonusLine['kind'], amountMinor: number) {
    const [row] = await tx
      .insert(bonusRemainders)
      .values({ source: from.source, kind, amountMinor, day: from.day })
      .onConflictDoNothing()
      .returning({ id: bonusRemainders.id });
    if (!row) return;
    const company = await companyMemberId(tx);
    invariant(company !== undefined, 'the company root member exists');
    await this.ledger.transfer(tx, {
      idempotencyKey: `bonus-remainder:${from.source}:${kind}`,
      kind,
      reference: from.source,
      legs: [{ from: { system: 'ISSUANCE' }, to: { memberId: company }, asset: 'CASH', amountMinor }],
    });
  }
}
