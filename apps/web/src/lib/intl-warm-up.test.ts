import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './intl-warm-up.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warmIntl', () => {
  it("loads the language's number and date data", () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmIntl('th-TH');
    expect(numbers).toHaveBeenCalledWith('th-TH');
    expect(dates).toHaveBeenCalledWith('th-TH');
  });

  it('lets a malformed language tag pass without an error', () => {
    expect(() => warmIntl('not a tag')).not.toThrow();
  });
});
