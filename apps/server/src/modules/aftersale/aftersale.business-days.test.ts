// The refund promise's calendar: business days are Monday to Friday less the shop's holidays,
// counted from the day after approval in the shop's time zone.
import { describe, expect, it } from 'vitest';
import { addBusinessDays, dayIn, isBusinessDay, refundDueDay } from './aftersale.business-days.ts';

const christmas = ['2026-12-25'];

describe('addBusinessDays', () => {
  it('skips weekends: a Friday plus 7 is the second Tuesday after', () => {
    expect(addBusinessDays('2026-12-18', 7, [])).toBe('2026-12-29');
    expect(addBusinessDays('2026-12-18', 1, [])).toBe('2026-12-21');
  });

  it('counts from a weekend day as from the Friday before it', () => {
    expect(addBusinessDays('2026-12-19', 7, [])).toBe('2026-12-29');
    expect(addBusinessDays('2026-12-20', 1, [])).toBe('2026-12-21');
  });

  it('skips a holiday on a weekday, and a holiday on a weekend moves nothing', () => {
    expect(addBusinessDays('2026-12-18', 7, christmas)).toBe('2026-12-30');
    expect(addBusinessDays('2026-12-18', 7, ['2026-12-26', '2026-12-27'])).toBe('2026-12-29');
  });

  it('crosses the year end with its holidays', () => {
    expect(addBusinessDays('2026-12-28', 7, ['2026-12-31', '2027-01-01'])).toBe('2027-01-08');
    expect(addBusinessDays('2026-12-31', 1, [])).toBe('2027-01-01');
  });

  it('knows leap days and a run of holidays', () => {
    expect(addBusinessDays('2028-02-28', 1, [])).toBe('2028-02-29');
    const songkran = ['2027-04-13', '2027-04-14', '2027-04-15'];
    expect(addBusinessDays('2027-04-12', 1, songkran)).toBe('2027-04-16');
  });

  it('tells business days apart', () => {
    expect(isBusinessDay('2026-12-24', christmas)).toBe(true);
    expect(isBusinessDay('2026-12-25', christmas)).toBe(false);
    expect(isBusinessDay('2026-12-26', [])).toBe(false);
  });
});

describe('dayIn and refundDueDay', () => {
  it('reads the day an instant falls on in the shop’s time zone', () => {
    const lateFriday = new Date('2026-12-18T20:00:00Z');
    expect(dayIn(lateFriday, 'UTC')).toBe('2026-12-18');
    expect(dayIn(lateFriday, 'Asia/Bangkok')).toBe('2026-12-19');
    expect(dayIn(new Date('2026-12-31T23:30:00Z'), 'Asia/Bangkok')).toBe('2027-01-01');
  });

  it('promises the refund by the business day the rules give, from the approval’s day', () => {
    const rules = { businessDays: 7, holidays: christmas };
    // Thursday evening in UTC is already Friday in Bangkok: one business day later.
    const approvedAt = new Date('2026-12-17T20:00:00Z');
    expect(refundDueDay(approvedAt, rules, 'UTC')).toBe('2026-12-29');
    expect(refundDueDay(approvedAt, rules, 'Asia/Bangkok')).toBe('2026-12-30');
    expect(refundDueDay(approvedAt, { businessDays: 7, holidays: [] }, 'UTC')).toBe('2026-12-28');
  });
});
