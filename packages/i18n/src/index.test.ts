import { describe, expect, it } from 'vitest';
import { locales, messagesFor, normalizeLocale } from './index.ts';

describe('catalogues', () => {
  it('gives every complete locale the same ids as zh_CN', () => {
    const ids = Object.keys(messagesFor('zh_CN')).sort();
    for (const locale of locales) expect(Object.keys(messagesFor(locale)).sort()).toEqual(ids);
  });

  it('is Thai in the shopper namespaces and in the back office', () => {
    expect(messagesFor('th_TH')['error.NO_POWER']).toBe('กรุณาเข้าสู่ระบบก่อน');
    expect(messagesFor('th_TH')['adminOrders.nav']).toBe('คำสั่งซื้อ');
  });

  it('normalises client language tags', () => {
    expect(normalizeLocale('en-US')).toBe('en_US');
    expect(normalizeLocale('zh_HK')).toBe('zh_HK');
    expect(normalizeLocale('th')).toBe('th_TH');
    expect(normalizeLocale(undefined)).toBe('zh_CN');
    expect(normalizeLocale('klingon')).toBe('zh_CN');
  });
});
