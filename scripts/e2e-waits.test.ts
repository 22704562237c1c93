// A journey reads the page while the page is still changing: a count, text or attribute read once and
// asserted passes or fails by how fast the machine is. Journeys wait with `expect.poll` (or a
// locator's own wait) instead, and never sleep a fixed time; this keeps it so.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const e2e = path.resolve(import.meta.dirname, '..', 'e2e');

/** Calls that read the page as it is at that instant (playwright-core's reads that do not retry). */
const PAGE_READ =
  /\.(?:count|innerText|innerHTML|textContent|getAttribute|inputValue|isVisible|isHidden|isChecked|isDisabled|isEnabled|isEditable|allInnerTexts|allTextContents|evaluate|evaluateAll|content)\(/;

/** The text of the call's arguments that opens at `open` (the index of its `(`), to its matching `)`. */
function argumentsAt(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index++) {
    if (source[index] === '(') depth++;
    else if (source[index] === ')' && --depth === 0) return source.slice(open + 1, index);
  }
  return source.slice(open + 1);
}

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

/**
 * Where a file asserts on a page read once (`expect(await locator.count())`) or sleeps a fixed time
 * (`waitForTimeout`), one `line: code` each. A pause that is a measuring window (layout shifts
 * counted over it), not a wait for the page, says so on its line with `// window:`.
 */
function onceReads(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\bexpect\(\s*\(?\s*await\b/g)) {
    const argument = argumentsAt(source, match.index + 'expect'.length);
    if (PAGE_READ.test(argument)) found.push(`${lineOf(source, match.index)}: ${argument.trim().split('\n')[0]}`);
  }
  for (const match of source.matchAll(/\.waitForTimeout\(/g)) {
    const line = source.split('\n')[lineOf(source, match.index) - 1] ?? '';
    if (!line.includes('// window:')) found.push(`${lineOf(source, match.index)}: waitForTimeout`);
  }
  return found;
}

describe('journeys wait for the page', () => {
  it('finds a page read asserted once, over several lines too, and a fixed sleep', () => {
    const code = [
      "expect(await page.getByTestId('review').locator('img').count()).toBe(1);",
      'expect(',
      "  await row.getAttribute('data-status'),",
      ").toBe('applied');",
      'await page.waitForTimeout(500);',
      'await page.waitForTimeout(500); // window: shifts within it are counted',
    ].join('\n');
    expect(onceReads(code)).toEqual([
      "1: await page.getByTestId('review').locator('img').count()",
      "2: await row.getAttribute('data-status'),",
      '5: waitForTimeout',
    ]);
  });

  it('lets a journey poll the page and assert on what the API answers', () => {
    const code = [
      "await expect.poll(() => page.getByTestId('review').locator('img').count()).toBe(1);",
      'expect(await memberCashMinor()).toBe(cashBefore);',
      "expect(await call('/mallapi/x')).toEqual({});",
    ].join('\n');
    expect(onceReads(code)).toEqual([]);
  });

  it('no journey or journey helper reads the page once to assert on it, or sleeps', () => {
    const files = readdirSync(e2e).filter((file) => file.endsWith('.ts'));
    const found = files.flatMap((file) =>
      onceReads(readFileSync(path.join(e2e, file), 'utf8')).map((where) => `e2e/${file}:${where}`),
    );
    expect(found).toEqual([]);
  });
});
