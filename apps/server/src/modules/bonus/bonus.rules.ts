// The bonus rules as pure functions: who earns what from an MP-activated order or a day's pairing,
// rounded down to the minor unit, capped by each earner's bonus credit. No database, no clock:
// the service feeds them what it read and posts what they answer.

export type BonusKind = 'BONUS_DIRECT' | 'BONUS_GENERATION' | 'BONUS_PAIRING';

/** The settings the rules need (the `bonusRules` setting, less what only the grant reads). */
export interface BonusRates {
  /** The money value of one MP in minor units (100 = 1.00). */
  mpValueMinor: number;
  directRateBp: number;
  generationRateBp: number;
  /** How many uplines above the sponsor earn the generation bonus. */
  generationDepth: number;
  /** Level-1 uplines are passed over without using one of the generation places. */
  skipLevelOneInGeneration: boolean;
  pairingRateBp: number;
  /** The lowest level that earns. */
  minEarningLevel: number;
}

/** A member of the sponsor chain: the beneficiary's sponsor first, then upwards. */
export interface Upline {
  memberId: number;
  level: number;
}

export interface BonusLine {
  kind: BonusKind;
  earnerId: number;
  rateBp: number;
  baseMinor: number;
  /** 0 for the direct sponsor and pairing, 1..depth for the generation places. */
  depth: number;
  /** The rate applied to the base, rounded down: what the earner would get without a cap. */
  amountMinor: number;
  paidMinor: number;
  cappedMinor: number;
}

/** What rounding left of one kind's lines in one run: the company keeps it. */
export interface Remainder {
  kind: BonusKind;
  amountMinor: number;
}

export interface BonusOutcome {
  baseMinor: number;
  lines: BonusLine[];
  remainders: Remainder[];
}

const BP = 10_000;

/** The rate applied to a base, rounded down to the minor unit. */
export function rateOf(baseMinor: number, rateBp: number): number {
  return Number((BigInt(baseMinor) * BigInt(rateBp)) / BigInt(BP));
}

/** The money value of an MP amount. */
export function mpMoney(mp: number, rates: Pick<BonusRates, 'mpValueMinor'>): number {
  return mp * rates.mpValueMinor;
}

/**
 * The earners of an order's MP, uncapped: the sponsor's direct bonus, then the generation places
 * above. Only members at the earning level are paid; with `skipLevelOneInGeneration` a lower
 * upline does not use a place, otherwise it uses one and is not paid.
 */
export function orderEarners(
  chain: readonly Upline[],
  rates: BonusRates,
): Array<Pick<BonusLine, 'kind' | 'earnerId' | 'rateBp' | 'depth'>> {
  const earns = (upline: Upline) => upline.level >= rates.minEarningLevel;
  const earners: Array<Pick<BonusLine, 'kind' | 'earnerId' | 'rateBp' | 'depth'>> = [];
  const [sponsor, ...above] = chain;
  if (sponsor && earns(sponsor)) {
    earners.push({ kind: 'BONUS_DIRECT', earnerId: sponsor.memberId, rateBp: rates.directRateBp, depth: 0 });
  }
  let place = 0;
  for (const upline of above) {
    if (place >= rates.generationDepth) break;
    if (!earns(upline) && rates.skipLevelOneInGeneration) continue;
    place += 1;
    if (earns(upline)) {
      earners.push({
        kind: 'BONUS_GENERATION',
        earnerId: upline.memberId,
        rateBp: rates.generationRateBp,
        depth: place,
      });
    }
  }
  return earners;
}

/**
 * Caps each line by its earner's remaining bonus credit, in line order; `credits` is not changed.
 * What a line cannot pay is capped, never carried to another line.
 */
export function capLines(
  lines: ReadonlyArray<Omit<BonusLine, 'paidMinor' | 'cappedMinor'>>,
  credits: ReadonlyMap<number, number>,
): BonusLine[] {
  const left = new Map(credits);
  return lines.map((line) => {
    const credit = Math.max(0, left.get(line.earnerId) ?? 0);
    const paidMinor = Math.min(line.amountMinor, credit);
    left.set(line.earnerId, credit - paidMinor);
    return { ...line, paidMinor, cappedMinor: line.amountMinor - paidMinor };
  });
}

/**
 * Per kind, the company keeps the difference between the kind's total rate applied once and
 * rounded down, and the sum of its lines each rounded down: paid + capped + remainder equals
 * floor(base × Σ rates) of that kind exactly.
 */
export function remaindersOf(lines: readonly BonusLine[]): Remainder[] {
  const byKind = new Map<BonusKind, { baseMinor: number; rateBp: number; amountMinor: number }>();
  for (const line of lines) {
    const sum = byKind.get(line.kind) ?? { baseMinor: line.baseMinor, rateBp: 0, amountMinor: 0 };
    sum.rateBp += line.rateBp;
    sum.amountMinor += line.amountMinor;
    byKind.set(line.kind, sum);
  }
  return [...byKind].map(([kind, sum]) => ({ kind, amountMinor: rateOf(sum.baseMinor, sum.rateBp) - sum.amountMinor }));
}

/** Every bonus of one MP-activated order: lines with their caps, and the rounding the company keeps. */
export function orderBonuses(input: {
  rewardMp: number;
  chain: readonly Upline[];
  credits: ReadonlyMap<number, number>;
  rates: BonusRates;
}): BonusOutcome {
  const baseMinor = mpMoney(input.rewardMp, input.rates);
  const uncapped = orderEarners(input.chain, input.rates).map((earner) => ({
    ...earner,
    baseMinor,
    amountMinor: rateOf(baseMinor, earner.rateBp),
  }));
  const lines = capLines(uncapped, input.credits);
  return { baseMinor, lines, remainders: remaindersOf(lines) };
}

export interface Legs {
  memberId: number;
  leftMp: number;
  rightMp: number;
}

export interface PairingOutcome {
  memberId: number;
  matchedMp: number;
  /** What stays open on each leg for the next day: the stronger leg's rest. */
  carryLeftMp: number;
  carryRightMp: number;
  /** The bonus line, or null when the member does not earn (below the earning level, or nothing matched). */
  line: BonusLine | null;
}

/** One member's pairing for a day: the weaker leg's volume matched against the stronger one's. */
export function pairingOf(legs: Legs, level: number, credit: number, rates: BonusRates): PairingOutcome {
  const matchedMp = Math.max(0, Math.min(legs.leftMp, legs.rightMp));
  const earns = level >= rates.minEarningLevel && matchedMp > 0;
  if (!earns) {
    return { memberId: legs.memberId, matchedMp: 0, carryLeftMp: legs.leftMp, carryRightMp: legs.rightMp, line: null };
  }
  const baseMinor = mpMoney(matchedMp, rates);
  const uncapped = {
    kind: 'BONUS_PAIRING' as const,
    earnerId: legs.memberId,
    rateBp: rates.pairingRateBp,
    baseMinor,
    depth: 0,
    amountMinor: rateOf(baseMinor, rates.pairingRateBp),
  };
  const [line] = capLines([uncapped], new Map([[legs.memberId, credit]]));
  return {
    memberId: legs.memberId,
    matchedMp,
    carryLeftMp: legs.leftMp - matchedMp,
    carryRightMp: legs.rightMp - matchedMp,
    line: line ?? null,
  };
}
