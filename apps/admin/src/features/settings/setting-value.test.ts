import { describe, expect, it } from 'vitest';
import {
  amountToMinor,
  cleanValue,
  InvalidJson,
  minorToAmount,
  toFormValue,
  valueFieldErrors,
} from './setting-value.ts';

describe('settings values', () => {
  it('shows money as an amount and sends it in minor units', () => {
    expect(toFormValue('money', 19900)).toBe('199.00');
    expect(minorToAmount(5)).toBe('0.05');
    expect(amountToMinor('199.5')).toBe(19950);
    expect(cleanValue('money', ' 12 ')).toBe(1200);
    // Not an amount: sent as typed, so the server names the problem in the operator's language.
    expect(cleanValue('money', '12.345')).toBe('12.345');
  });

  it('edits JSON settings as text and keeps text that does not parse', () => {
    expect(toFormValue('json', { a: 1 })).toBe('{\n  "a": 1\n}');
    expect(cleanValue('json', '{"a":2}')).toEqual({ a: 2 });
    expect(cleanValue('json', '{oops')).toEqual(new InvalidJson('{oops'));
  });

  it('drops empty optional languages and fills the rest of composite values', () => {
    expect(cleanValue('localizedText', { zh_CN: '你好', en_US: '', th_TH: 'สวัสดี' })).toEqual({
      zh_CN: '你好',
      th_TH: 'สวัสดี',
    });
    expect(cleanValue('switch', 'yes')).toBe(false);
    expect(cleanValue('advertisement', { imageUrl: 'a.png' })).toEqual({
      imageUrl: 'a.png',
      linkUrl: '',
      seconds: null,
    });
    expect(cleanValue('memberLevels', [{ level: 2, name: { zh_CN: '金' } }])).toEqual([
      { level: 2, name: { zh_CN: '金' }, benefits: [] },
    ]);
  });

  it('marks server issues on the controls that hold them', () => {
    const issues = [{ field: 'memberLevels.0.name.zh_CN', message: 'Required' }];
    expect(valueFieldErrors('memberLevels', 'memberLevels', issues)).toEqual([
      { name: ['value', 0, 'name', 'zh_CN'], errors: ['Required'] },
    ]);
    expect(valueFieldErrors('memberLevels', 'json', issues)).toEqual([
      { name: ['value'], errors: ['0.name.zh_CN: Required'] },
    ]);
  });
});

describe('settings edited field by field', () => {
  const parts = [
    { name: 'shippingFeeMinor', type: 'money', label: 'adminSettings.part.shippingFeeMinor' },
    { name: 'taxRateBp', type: 'percent', label: 'adminSettings.part.taxRateBp' },
    { name: 'faceValuesMinor', type: 'moneyList', label: 'adminSettings.part.faceValuesMinor' },
    { name: 'windowDays', type: 'integer', label: 'adminSettings.part.windowDays' },
    { name: 'stripeSecretKey', type: 'secret', label: 'adminSettings.part.stripeSecretKey' },
  ] as const;

  it('shows amounts and rates with two decimals and sends them back as integers', () => {
    const stored = { shippingFeeMinor: 1000, taxRateBp: 300, faceValuesMinor: [5000, 10050], windowDays: 7 };
    const form = toFormValue('record', { ...stored, stripeSecretKey: '' }, parts);
    expect(form).toEqual({
      shippingFeeMinor: '10.00',
      taxRateBp: '3.00',
      faceValuesMinor: ['50.00', '100.50'],
      windowDays: 7,
      stripeSecretKey: '',
    });
    const edited = {
      ...(form as object),
      shippingFeeMinor: '12.5',
      faceValuesMinor: ['50', '0.99'],
      stripeSecretKey: undefined,
    };
    expect(cleanValue('record', edited, parts)).toEqual({
      shippingFeeMinor: 1250,
      taxRateBp: 300,
      faceValuesMinor: [5000, 99],
      windowDays: 7,
      // Empty keeps the stored secret.
      stripeSecretKey: '',
    });
  });

  it('converts by the digits: no floating-point drift, and no third decimal', () => {
    expect(amountToMinor('0.29')).toBe(29);
    expect(amountToMinor('1.1')).toBe(110);
    expect(amountToMinor('19.99')).toBe(1999);
    expect(amountToMinor('12.505')).toBeNull();
    expect(amountToMinor('12,50')).toBeNull();
    expect(amountToMinor('')).toBeNull();
    expect(minorToAmount(1250)).toBe('12.50');
  });

  it('marks an item issue of a list field on the list control, naming the item', () => {
    const issues = [{ field: 'value.faceValuesMinor.1', message: 'must be at least 100' }];
    expect(valueFieldErrors('discountCards', 'record', issues)).toEqual([
      { name: ['value', 'faceValuesMinor'], errors: ['1: must be at least 100'] },
    ]);
  });
});
