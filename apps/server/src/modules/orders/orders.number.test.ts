// Order numbers: the second an order was placed and six digits from its id, so two orders of one
// second never share a number, whichever node placed them.
import { describe, expect, it } from 'vitest';
import { orderNumber } from './orders.place.ts';

describe('order numbers', () => {
  it('are distinct for a million orders placed in the same second', () => {
    const now = new Date('2026-11-29T18:30:05Z');
    const numbers = new Set<string>();
    for (let id = 1_000_000; id < 2_000_000; id++) numbers.add(orderNumber(id, now));
    expect(numbers.size).toBe(1_000_000);
  });

  it('start with the second they were placed and keep eighteen digits', () => {
    expect(orderNumber(42, new Date('2026-11-29T18:30:05Z'))).toMatch(/^261129183005\d{6}$/);
  });
});
