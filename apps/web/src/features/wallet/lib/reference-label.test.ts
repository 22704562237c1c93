import { describe, expect, it } from 'vitest';
import { referenceLabel } from './reference-label.ts';

describe('referenceLabel', () => {
  it('names orders by their number', () => {
    expect(referenceLabel('demo-order:2001')).toEqual({ id: 'webWallet.list.order', values: { number: '2001' } });
    expect(referenceLabel('order:35')).toEqual({ id: 'webWallet.list.order', values: { number: '35' } });
  });

  it('shows nothing for kinds a shopper would not recognise', () => {
    for (const reference of ['adjustment:17', 'lot:4', 'reversal:9', 'demo:x', 'order:abc', '', null, undefined]) {
      expect(referenceLabel(reference)).toBeNull();
    }
  });
});
