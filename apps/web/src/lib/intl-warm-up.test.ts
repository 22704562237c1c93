import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './intl-warm-up.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warmIntl', () => {
  it("loads the language's number, date and plural data in a task of its own", () => {
    vi.useFakeTimers();
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    warmIntl('th-TH');
    // Not in the boot script's own task, which would hold up the page's parsing.
    expect(numbers).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(numbers).toHaveBeenCalledWith('th-TH');
    expect(dates).toHaveBeenCalledWith('th-TH');
  });

  it('lets a malformed language tag pass without an error', () => {
    vi.useFakeTimers();
    warmIntl('not a tag');
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});
