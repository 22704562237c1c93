import { describe, expect, it } from 'vitest';
import { showsBonusCreditWarning } from './bonus-credit-warning.ts';

describe('showsBonusCreditWarning', () => {
  it('stays quiet for a new regular member with no bonus credit', () => {
    expect(showsBonusCreditWarning({ bonusCredit: '0.00', bonusCreditLow: true }, 1)).toBe(false);
  });

  it('warns members who earn bonuses once their credit is low, even when used up', () => {
    expect(showsBonusCreditWarning({ bonusCredit: '150.00', bonusCreditLow: true }, 2)).toBe(true);
    expect(showsBonusCreditWarning({ bonusCredit: '0.00', bonusCreditLow: true }, 3)).toBe(true);
  });

  it('warns anyone holding some bonus credit below the line, whatever the level', () => {
    expect(showsBonusCreditWarning({ bonusCredit: '12.50', bonusCreditLow: true }, 1)).toBe(true);
  });

  it('never warns above the line', () => {
    expect(showsBonusCreditWarning({ bonusCredit: '5000.00', bonusCreditLow: false }, 3)).toBe(false);
  });
});
