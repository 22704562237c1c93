// Other spellings of a route's path, as an outside caller would try them against a guard that
// reads the path as written: percent-encoded characters (either case of hex), dot segments,
// doubled or encoded slashes, a trailing slash and the absolute form of the request target.
import fc from 'fast-check';

export interface Spelling {
  target: string;
  /** Whether the router reads it as the route's own path (only percent-encoding, a trailing slash or the absolute form). */
  sameRoute: boolean;
}

const hex = (char: string, upper: boolean) => {
  const code = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? code.toUpperCase() : code}`;
};

/** One character, written as is or percent-encoded. */
const charSpelling = (char: string) => fc.constantFrom(char, hex(char, false), hex(char, true));

/**
 * What may stand for one `/` between segments; only the plain slash keeps the route's path, so it
 * comes most often, and a good share of cases reach the route itself.
 */
const slashSpelling = fc.oneof(
  { arbitrary: fc.constant('/'), weight: 7 },
  { arbitrary: fc.constantFrom('//', '%2F', '%2f', '/./', '/%2e/', '/x/../', '/x/%2E%2E/', '/x/%2e%2e/'), weight: 3 },
);

export function pathSpelling(path: string): fc.Arbitrary<Spelling> {
  const segments = path.split('/').slice(1);
  const spelledSegments = segments.map((segment) =>
    fc.tuple(...[...segment].map(charSpelling)).map((chars) => chars.join('')),
  );
  return fc
    .record({
      segments: fc.tuple(...spelledSegments),
      slashes: fc.tuple(...segments.map(() => slashSpelling)),
      trailingSlash: fc.boolean(),
      absolute: fc.boolean(),
    })
    .map(({ segments: spelled, slashes, trailingSlash, absolute }) => {
      // The request target itself must begin with a slash; only what follows it varies.
      const lead = (slash: string, index: number) => (index === 0 && !slash.startsWith('/') ? `/${slash}` : slash);
      const body = spelled.map((segment, index) => `${lead(slashes[index] ?? '/', index)}${segment}`).join('');
      return {
        target: `${absolute ? 'http://shop.test' : ''}${body}${trailingSlash ? '/' : ''}`,
        sameRoute: slashes.every((slash) => slash === '/'),
      };
    });
}
