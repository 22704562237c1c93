import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { checkSameRequest, requestHash } from './idempotency.ts';

describe('requestHash', () => {
  it('is the same for the same content whatever the field order or the fields left out', () => {
    const first = requestHash({ a: 1, b: { c: [1, 2], d: 'x' }, e: undefined });
    expect(requestHash({ b: { d: 'x', c: [1, 2] }, a: 1 })).toBe(first);
    expect(requestHash({ a: 1, b: { c: [2, 1], d: 'x' } })).not.toBe(first);
    expect(requestHash({ a: '1', b: { c: [1, 2], d: 'x' } })).not.toBe(first);
  });
});

describe('checkSameRequest', () => {
  it('passes the same hash and a first request without one, and refuses other content naming the key', () => {
    const hash = requestHash({ a: 1 });
    expect(() => checkSameRequest(hash, hash, 'k-12345678')).not.toThrow();
    expect(() => checkSameRequest(null, hash, 'k-12345678')).not.toThrow();
    const refused = (() => {
      try {
        checkSameRequest(requestHash({ a: 2 }), hash, 'k-12345678');
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      kind: 'CONFLICT',
      errorKey: 'IDEMPOTENCY_KEY_REUSED',
      values: { key: 'k-12345678' },
    });
  });
});
