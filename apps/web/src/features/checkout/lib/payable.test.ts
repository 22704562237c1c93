import { describe, expect, it } from 'vitest';
import { isOrder, payableBody, payablePath, readPayable } from './payable.ts';

const read = (query: string) => readPayable(new URLSearchParams(query));

describe('the payable of a money page', () => {
  it('reads an order from the return URL without a kind, as before payables had kinds', () => {
    expect(read('orderId=42')).toEqual({ id: 42 });
    expect(read('orderId=42&payableKind=')).toEqual({ id: 42 });
    expect(read('orderId=42&payableKind=order')).toEqual({ id: 42 });
    expect(isOrder({ id: 42 })).toBe(true);
  });

  it('reads another kind from the return URL and names it to pay/status', () => {
    const payable = read('orderId=7&payableKind=cash-topup');
    expect(payable).toEqual({ id: 7, kind: 'cash-topup' });
    expect(payable && isOrder(payable)).toBe(false);
    expect(payable && payableBody(payable)).toEqual({ orderId: 7, payableKind: 'cash-topup' });
    expect(payableBody({ id: 42 })).toEqual({ orderId: 42 });
  });

  it('refuses a missing or malformed id or kind', () => {
    expect(read('')).toBeNull();
    expect(read('orderId=0')).toBeNull();
    expect(read('orderId=2.5&payableKind=cash-topup')).toBeNull();
    expect(read('orderId=7&payableKind=Cash')).toBeNull();
    expect(read(`orderId=7&payableKind=${'a'.repeat(41)}`)).toBeNull();
  });

  it('carries the kind on to the result pages, and reads back what it wrote', () => {
    const topUp = { id: 7, kind: 'cash-topup' };
    const failed = payablePath('/pages/money/payFailed', topUp, { reason: 'expired' });
    expect(failed).toBe('/pages/money/payFailed?orderId=7&payableKind=cash-topup&reason=expired');
    expect(readPayable(new URLSearchParams(failed.split('?')[1]))).toEqual(topUp);
    expect(payablePath('/pages/money/paySuccess', { id: 42 })).toBe('/pages/money/paySuccess?orderId=42');
  });
});
