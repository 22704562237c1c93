import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { renderManifest, manifestPath } from '../../../scripts/contracts-manifest.ts';
import { formatMinor, parseMinor } from './money.ts';
import type { page } from './common.ts';
import type { Page } from './envelope.ts';
import * as browser from './browser.ts';
import { memberWallet, searchQuery } from './index.ts';

/** Every module a file loads at run time, following relative imports; `import type` is erased. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    if (!specifier) continue;
    if (specifier.startsWith('.')) runtimeImports(path.resolve(path.dirname(file), specifier), seen);
    else seen.add(specifier);
  }
  return seen;
}

describe('the apps’ entry to the contracts', () => {
  it('loads no zod at run time', () => {
    const loaded = [...runtimeImports(path.resolve(import.meta.dirname, 'browser.ts'))];
    expect(loaded.filter((module) => !module.startsWith('/'))).toEqual([]);
    expect(loaded.some((module) => module.endsWith('manifest.ts'))).toBe(true);
  });

  it('has a manifest generated from the current contracts (npm run contracts:manifest)', async () => {
    expect(readFileSync(manifestPath, 'utf8')).toBe(await renderManifest());
  });

  it('types a paged answer the same on both sides', () => {
    type Answer = z.infer<ReturnType<typeof page<z.ZodNumber>>>;
    expectTypeOf<Answer>().toEqualTypeOf<Page<number>>();
  });
});

describe('the wire enums', () => {
  it('are the arrays the schemas are built from, exported to the apps', () => {
    expect(browser.productSorts).toEqual(['default', 'priceAsc', 'priceDesc', 'sales', 'newest']);
    for (const sort of browser.productSorts) expect(searchQuery.parse({ sort }).sort).toBe(sort);
    expect(searchQuery.safeParse({ sort: 'cheapest' }).success).toBe(false);
    const cashQuery = memberWallet.queryCashLogs.query!;
    for (const type of browser.cashHistoryTypes) expect(cashQuery.safeParse({ type }).success).toBe(true);
    for (const asset of browser.cashAssets) expect(cashQuery.safeParse({ asset }).success).toBe(true);
    expect(browser.sexes).toEqual(['male', 'female', 'other']);
  });
});

describe('money', () => {
  it('reads amounts into minor units and refuses the rest', () => {
    expect(parseMinor('12.34')).toBe(1234);
    expect(parseMinor(' 12.5 ')).toBe(1250);
    expect(parseMinor('12')).toBe(1200);
    expect(parseMinor('12', 1)).toBe(12);
    expect(parseMinor('12.50', 1)).toBeNull();
    expect(parseMinor('12.00', 1)).toBe(12);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3']) expect(parseMinor(bad)).toBeNull();
  });

  it('writes minor units as the wire carries them', () => {
    expect(formatMinor(19900)).toBe('199.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-1234)).toBe('-12.34');
    expect(formatMinor(12, 1)).toBe('12');
  });
});
