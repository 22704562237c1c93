// The bonus engine's one face: order bonuses and bonus credit, the daily pairing settlement, and
// the records members and operators read. Every method takes the transaction (or the pool) first.
import type { DbOrTx } from '../../db/client.ts';
import type { LedgerService } from '../ledger/index.ts';
import { levelsOf } from '../member/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { BonusOrders } from './bonus.orders.ts';
import { BonusPairing, type PairingLegs } from './bonus.pairing.ts';
import { BonusPayouts } from './bonus.pay.ts';
import { BonusReading, monthDays, type KindDayTotal } from './bonus.reading.ts';
import type { BonusKind } from './bonus.rules.ts';

export interface BonusDeps {
  ledger: LedgerService;
  settings: SettingsService;
  /** Leg volumes (the network module); absent, the pairing settlement has nothing to settle. */
  pairingLegs?: PairingLegs | undefined;
}

export interface MemberSummary {
  paidMinor: number;
  cappedMinor: number;
  pendingMinor: number;
  byKind: Array<{ kind: BonusKind; paidMinor: number; cappedMinor: number; pendingMinor: number }>;
  byDay: KindDayTotal[];
}

const kinds: BonusKind[] = ['BONUS_DIRECT', 'BONUS_GENERATION', 'BONUS_PAIRING'];

export class BonusService {
  readonly payouts: BonusPayouts;
  readonly orders: BonusOrders;
  readonly pairing: BonusPairing;
  readonly reading: BonusReading;

  constructor(deps: BonusDeps) {
    this.payouts = new BonusPayouts(deps.ledger, deps.settings);
    this.orders = new BonusOrders(this.payouts, deps.ledger);
    this.pairing = new BonusPairing(this.payouts, deps.ledger, deps.pairingLegs);
    this.reading = new BonusReading();
  }

  /** A member's bonuses of one month by kind and day, with the pairing their open volume would pay. */
  async summary(db: DbOrTx, memberId: number, month: string): Promise<MemberSummary> {
    const [from, to] = monthDays(month);
    const byDay = await this.reading.memberDays(db, memberId, from, to);
    const level = (await levelsOf(db, [memberId])).get(memberId) ?? 1;
    const pendingPairing = await this.pairing.pendingOf(db, memberId, level);
    const byKind = kinds.map((kind) => {
      const rows = byDay.filter((row) => row.kind === kind);
      return {
        kind,
        paidMinor: rows.reduce((sum, row) => sum + row.paidMinor, 0),
        cappedMinor: rows.reduce((sum, row) => sum + row.cappedMinor, 0),
        pendingMinor: kind === 'BONUS_PAIRING' ? pendingPairing : 0,
      };
    });
    return {
      paidMinor: byKind.reduce((sum, row) => sum + row.paidMinor, 0),
      cappedMinor: byKind.reduce((sum, row) => sum + row.cappedMinor, 0),
      pendingMinor: pendingPairing,
      byKind,
      byDay,
    };
  }
}
