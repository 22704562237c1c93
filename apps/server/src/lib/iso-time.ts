// `Date#toISOString` costs about 0.6 µs on Node 24, a visible share of a short list call that reads
// the clock once: the text up to the second is kept and only the milliseconds are written anew.
let keptSecond = Number.NaN;
let keptPrefix = '';

/** The same text as `at.toISOString()`, from the second's kept prefix. */
export function isoText(at: Date): string {
  const ms = at.getTime();
  const second = Math.floor(ms / 1000);
  if (second !== keptSecond) {
    const text = at.toISOString();
    keptSecond = second;
    // Everything but the milliseconds and the `Z`; years outside 0-9999 have a longer prefix.
    keptPrefix = text.slice(0, -4);
  }
  const milli = ms - second * 1000;
  return `${keptPrefix}${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
}
