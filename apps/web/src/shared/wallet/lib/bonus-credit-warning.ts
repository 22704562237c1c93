// Bonus credit is the cap on what a member may still earn in bonuses; it comes with the VIP sets
// (levels 2 and 3). A regular member who never earns bonuses holds none, so "below 200" would be a
// permanent, meaningless alarm for them.
import type { WalletBalance } from '../api/get-balance.ts';

const FIRST_EARNING_LEVEL = 2;

const isPositive = (amount: string) => /[1-9]/.test(amount);

/** Whether to warn that bonus credit runs low: only for members who earn bonuses. */
export function showsBonusCreditWarning(
  balance: Pick<WalletBalance, 'bonusCredit' | 'bonusCreditLow'>,
  level: number | undefined,
): boolean {
  if (!balance.bonusCreditLow) return false;
  return (level ?? 0) >= FIRST_EARNING_LEVEL || isPositive(balance.bonusCredit);
}
