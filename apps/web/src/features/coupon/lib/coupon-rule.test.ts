import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@mall/i18n';
import { couponRule } from './coupon-rule.ts';

const english = createIntl({ locale: 'en', messages: messagesFor('en_US') });
const chinese = createIntl({ locale: 'zh-CN', messages: messagesFor('zh_CN') });
const terms = { kind: 'amountOff', amount: '10.00', percent: 0, threshold: '100.00', cap: '0.00' } as const;

describe('couponRule', () => {
  it('says what an amount off takes and from when', () => {
    expect(couponRule(english, terms, '¥')).toBe('¥10.00 off orders of ¥100.00 or more');
    expect(couponRule(chinese, terms, '¥')).toBe('满 ¥100.00 减 ¥10.00');
    expect(couponRule(english, { ...terms, threshold: '0.00' }, '฿')).toBe('฿10.00 off, no minimum spend');
  });

  it('gives a percentage its cap only when it has one', () => {
    const percent = { kind: 'percentOff', amount: '0.00', percent: 5, threshold: '0.00', cap: '20.00' } as const;
    expect(couponRule(english, percent, '¥')).toBe('5% off, up to ¥20.00');
    expect(couponRule(english, { ...percent, cap: '0.00', threshold: '50.00' }, '¥')).toBe(
      '5% off orders of ¥50.00 or more',
    );
  });

  it('says free shipping, with its threshold when it has one', () => {
    const free = { kind: 'freeShipping', amount: '0.00', percent: 0, threshold: '0.00', cap: '0.00' } as const;
    expect(couponRule(english, free, '¥')).toBe('Free shipping, no minimum spend');
    expect(couponRule(chinese, { ...free, threshold: '99.00' }, '¥')).toBe('满 ¥99.00 包邮');
  });
});
