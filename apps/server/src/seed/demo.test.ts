import { describe, expect, it } from 'vitest';
import { locales } from '@mall/i18n';
import { demoSettings } from './demo.ts';

/** Paths of localised texts (objects with a zh_CN text) that lack one of the four languages. */
function incomplete(value: unknown, at: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => incomplete(item, `${at}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.zh_CN === 'string') {
    return locales.filter((locale) => typeof record[locale] !== 'string').map((locale) => `${at}.${locale}`);
  }
  return Object.entries(record).flatMap(([key, item]) => incomplete(item, `${at}.${key}`));
}

describe('demo settings', () => {
  it('write every shopper-facing text in all four languages (Thai screens show no English)', () => {
    expect(incomplete(demoSettings, 'settings')).toEqual([]);
  });
});
