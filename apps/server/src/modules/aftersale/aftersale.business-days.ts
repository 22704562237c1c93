// Business-day arithmetic for the refund promise: days are calendar days (YYYY-MM-DD) in the shop's
// time zone, business days are Monday to Friday less the shop's holidays. Pure, so it is tested apart.

const DAY_MS = 86_400_000;

/**
 * The shop's days are UTC days, as everywhere else on the server (an operator's refunds of the day,
 * ledger months, the jobs' schedules), so a promised date reads the same in every process.
 */
export const SHOP_TIME_ZONE = 'UTC';

/** The calendar day an instant falls on in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function dayOf(dayNo: number): string {
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
}

function isWeekend(dayNo: number): boolean {
  // Day 0 (1970-01-01) was a Thursday: 2 and 3 are Saturday and Sunday.
  const weekday = ((((dayNo % 7) + 7) % 7) + 4) % 7;
  return weekday === 6 || weekday === 0;
}

/** Whether a day is a business day: a weekday that is not one of the holidays. */
export function isBusinessDay(day: string, holidays: Iterable<string>): boolean {
  return !isWeekend(dayNumber(day)) && !new Set(holidays).has(day);
}

/** The day `count` business days after `day`, not counting `day` itself (which may be any day). */
export function addBusinessDays(day: string, count: number, holidays: Iterable<string>): string {
  const off = new Set(holidays);
  let dayNo = dayNumber(day);
  let left = count;
  while (left > 0) {
    dayNo += 1;
    if (!isWeekend(dayNo) && !off.has(dayOf(dayNo))) left -= 1;
  }
  return dayOf(dayNo);
}

/** The shop's refund rules as far as the calendar needs them. */
export interface RefundCalendar {
  businessDays: number;
  holidays: readonly string[];
}

/** The day a refund approved at `approvedAt` must be paid by. */
export function refundDueDay(approvedAt: Date, rules: RefundCalendar, timeZone = SHOP_TIME_ZONE): string {
  return addBusinessDays(dayIn(approvedAt, timeZone), rules.businessDays, rules.holidays);
}
