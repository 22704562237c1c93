import { describe, expect, it } from 'vitest';
import { isoText } from './iso-time.ts';

describe('isoText', () => {
  it('writes what toISOString writes, within a second, across seconds and outside the usual years', () => {
    const base = Date.UTC(2026, 10, 30, 23, 59, 59, 0);
    const instants = [
      ...Array.from({ length: 1500 }, (_, i) => base + i),
      0,
      -1,
      -999,
      -1000,
      -1001,
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      Date.UTC(10000, 0, 1, 0, 0, 0, 7),
      Date.UTC(-1, 0, 1, 0, 0, 0, 42),
      ...Array.from({ length: 2000 }, () => Math.floor((Math.random() - 0.3) * 4e12)),
    ];
    for (const ms of instants) {
      const at = new Date(ms);
      expect(isoText(at)).toBe(at.toISOString());
    }
  });
});
