// Mobile numbers are checked per region with libphonenumber's metadata and kept in E.164.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** The E.164 form of a mobile number valid in one of `countries` (tried in order for national numbers), else null. */
export function normalizeMobile(input: string, countries: readonly string[]): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const candidates = compact.startsWith('+')
    ? [parsePhoneNumberFromString(compact)]
    : countries.map((country) => parsePhoneNumberFromString(compact, country as CountryCode));
  for (const phone of candidates) {
    if (!phone || !phone.isValid() || !phone.country || !countries.includes(phone.country)) continue;
    if (!MOBILE_TYPES.has(phone.getType() ?? '')) continue;
    return phone.number;
  }
  return null;
}
