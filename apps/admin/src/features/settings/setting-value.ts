// Turns what the form holds into the value a setting's schema expects, and back for errors.
import { formatMinor } from '@mall/contracts/browser';
import type { FieldIssue } from '../../lib/api.ts';
import { formErrors } from '../../lib/form-errors.ts';
import type { LocalizedText, SettingKey } from '@mall/contracts';
import type { SettingKind } from './setting-fields.ts';
import type { RecordPart } from './setting-records.ts';

type Entry = [string, unknown];

/** Optional languages left empty are dropped: the shop falls back to Simplified Chinese for them. */
export function cleanLocalizedText(value: unknown): LocalizedText {
  const text = (value ?? {}) as Partial<LocalizedText>;
  const optional = (['zh_HK', 'en_US', 'th_TH'] as const)
    .map((locale): Entry => [locale, text[locale]])
    .filter(([, entry]) => typeof entry === 'string' && entry !== '');
  return { zh_CN: text.zh_CN ?? '', ...Object.fromEntries(optional) };
}

interface MemberLevelDraft {
  level?: number | null;
  name?: unknown;
  benefits?: unknown[];
}

/** JSON text that does not parse: kept as typed so the editor can point at it. */
export class InvalidJson {
  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }
}

/** What the controls start from: the stored value, or its JSON text for settings edited as JSON. */
export function toFormValue(kind: SettingKind, value: unknown, parts: readonly RecordPart[] = []): unknown {
  if (kind === 'json') return JSON.stringify(value, null, 2);
  if (kind === 'money') return typeof value === 'number' ? minorToAmount(value) : '';
  if (kind === 'record') return recordToForm(parts, value);
  return value;
}

const asAmount = (value: unknown) => (typeof value === 'number' ? minorToAmount(value) : value);

/** Amounts and percentages become two-decimal texts; everything else is shown as stored. */
function recordToForm(parts: readonly RecordPart[], value: unknown): Record<string, unknown> {
  const record = { ...((value ?? {}) as Record<string, unknown>) };
  for (const { name, type } of parts) {
    if (type === 'money' || type === 'percent') record[name] = asAmount(record[name]);
    if (type === 'moneyList') record[name] = ((record[name] ?? []) as unknown[]).map(asAmount);
  }
  return record;
}

/** Text that is not an amount goes as typed, and the server says what is wrong with it. */
function amountOrText(value: unknown): unknown {
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
  return amountToMinor(text) ?? text;
}

/** The record to send: amounts back in minor units, empty texts as empty strings. */
function recordFromForm(parts: readonly RecordPart[], value: unknown): Record<string, unknown> {
  const record = { ...((value ?? {}) as Record<string, unknown>) };
  for (const { name, type } of parts) {
    const entry = record[name];
    if (type === 'money' || type === 'percent') record[name] = amountOrText(entry);
    else if (type === 'moneyList') record[name] = ((entry ?? []) as unknown[]).map(amountOrText);
    else if (type === 'dayList') record[name] = Array.isArray(entry) ? entry : [];
    else if (type === 'switch') record[name] = entry === true;
    else if (type === 'integer') record[name] = entry ?? null;
    else record[name] = entry ?? '';
  }
  return record;
}

/** 19900 → "199.00": amounts are shown with two decimals and stored as integer minor units. */
export function minorToAmount(minor: number): string {
  return formatMinor(minor);
}

/** "199.5" → 19950, by the digits rather than by floating point; null when the text is not an amount. */
export function amountToMinor(amount: string): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(amount.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const minor = Number(`${whole}${fraction.padEnd(2, '0')}`);
  return sign === '-' ? -minor : minor;
}

/** The value to send for a setting, from what its controls hold. */
export function cleanValue(kind: SettingKind, value: unknown, parts: readonly RecordPart[] = []): unknown {
  switch (kind) {
    case 'record':
      return recordFromForm(parts, value);
    case 'json': {
      const text = typeof value === 'string' ? value : '';
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return new InvalidJson(text);
      }
    }
    case 'tags':
      return Array.isArray(value) ? value : [];
    case 'money':
      return amountOrText(value);
    case 'text':
    case 'image':
      return value ?? '';
    case 'switch':
      return value === true;
    case 'localizedText':
      return cleanLocalizedText(value);
    case 'advertisement': {
      const ad = (value ?? {}) as { imageUrl?: string; linkUrl?: string; seconds?: number | null };
      return { imageUrl: ad.imageUrl ?? '', linkUrl: ad.linkUrl ?? '', seconds: ad.seconds ?? null };
    }
    case 'returnAddress': {
      const address = (value ?? {}) as { name?: string; phone?: string; address?: unknown };
      return { name: address.name ?? '', phone: address.phone ?? '', address: cleanLocalizedText(address.address) };
    }
    case 'memberLevels':
      return ((value ?? []) as MemberLevelDraft[]).map((level) => ({
        level: level.level ?? null,
        name: cleanLocalizedText(level.name),
        benefits: (level.benefits ?? []).map(cleanLocalizedText),
      }));
  }
}

/**
 * The server's field issues about a setting's value, marked on the controls that hold them. An
 * issue's path starts at the value, named either `value` or after the setting itself
 * (`memberLevels.0.name.zh_CN` → ['value', 0, 'name', 'zh_CN']). Settings kept in one control
 * (JSON text, a tag list) show every issue on it, each naming where it points; a record's list
 * field shows its items' issues on the list's one control.
 */
export function valueFieldErrors(key: SettingKey, kind: SettingKind, issues: readonly FieldIssue[]) {
  const isValuePath = (path: (string | number)[]) => path[0] === 'value' || path[0] === key;
  if (kind === 'record') {
    const located = issues.map((issue) => {
      const where = issue.field.split('.').slice(2).join('.');
      return { field: issue.field, message: where ? `${where}: ${issue.message}` : issue.message };
    });
    return formErrors(located, (path) => (isValuePath(path) && path.length > 1 ? ['value', path[1]!] : null));
  }
  if (kind !== 'json' && kind !== 'tags' && kind !== 'money') {
    return formErrors(issues, (path) => (isValuePath(path) ? ['value', ...path.slice(1)] : null));
  }
  const located = issues.map((issue) => {
    const where = issue.field.split('.').slice(1).join('.');
    return { field: issue.field, message: where ? `${where}: ${issue.message}` : issue.message };
  });
  return formErrors(located, (path) => (isValuePath(path) ? ['value'] : null));
}
