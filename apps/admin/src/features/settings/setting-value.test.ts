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
