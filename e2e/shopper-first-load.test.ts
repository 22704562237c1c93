// What a phone downloads to open the shop: compressed, cacheable for good, and the page's own
// chunks asked for at once rather than after the entry has run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { cspViolations, launchBrowser, newPhone } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a shopper opening home on a phone set to English', () => {
  it('gets every script and stylesheet once, brotli-compressed and immutable, with home, shell and English preloaded', async () => {
    const { page, context } = await newPhone(browser);
    await context.addInitScript(() => localStorage.setItem('lang', 'en_US'));
    const scripts = new Map<string, { count: number; encoding?: string; cache?: string; length: number }>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/assets/') || !/\.(js|css)$/.test(url.pathname)) return;
      const headers = response.headers();
      const seen = scripts.get(url.pathname);
      scripts.set(url.pathname, {
        count: (seen?.count ?? 0) + 1,
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
        length: Number(headers['content-length'] ?? Infinity),
      });
    });
    const document = await page.goto('/#/pages/index/index');
    expect(document?.headers()['cache-control']).toBe('no-cache');
    expect(document?.headers()['content-encoding']).toBe('br');
    await page.getByTestId('tabbar').waitFor();

    const preloaded = await page.$$eval('link[rel="modulepreload"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    for (const name of ['shell-layout', 'index', 'en_US', 'en-US'])
      expect(preloaded.some((file) => file.startsWith(`/assets/${name}-`))).toBe(true);
    // Their stylesheets too, asked for with the scripts rather than after them.
    const styles = await page.$$eval('link[rel="preload"][as="style"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    for (const name of ['shell-layout', 'index'])
      expect(styles.some((file) => file.startsWith(`/assets/${name}-`) && file.endsWith('.css'))).toBe(true);

    expect(scripts.size).toBeGreaterThan(5);
    for (const [file, seen] of scripts) {
      // A preload the page cannot reuse (say, a credentials mismatch) would be fetched twice.
      expect(seen.count, file).toBe(1);
      expect(seen.cache, file).toBe('public, max-age=31536000, immutable');
      // Files below 1 KB are not worth compressing.
      if (seen.encoding !== 'br') expect(seen.length, file).toBeLessThan(1024);
    }
    expect(cspViolations()).toEqual([]);
    await context.close();
  });
});

describe('a shopper opening home on a phone set to Thai, the largest language', () => {
  it('downloads at most 100 KB of scripts and styles, as sent, before home shows', async () => {
    const { page, context } = await newPhone(browser);
    await context.addInitScript(() => localStorage.setItem('lang', 'th_TH'));
    const sent = new Map<string, number>();
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/assets/') || !/\.(js|css)$/.test(url.pathname)) return;
      // The body as it came over the wire, compressed when it was sent compressed.
      void request.sizes().then((sizes) => sent.set(url.pathname, sizes.responseBodySize));
    });
    await page.goto('/#/pages/index/index');
    await page.getByTestId('tabbar').waitFor();
    await page.getByTestId('home-module').first().waitFor();
    const total = [...sent.values()].reduce((sum, length) => sum + length, 0);
    console.log(`home's first load in Thai: ${(total / 1024).toFixed(1)} KB sent in ${sent.size} files`);
    expect(total, [...sent.keys()].join(' ')).toBeLessThanOrEqual(100 * 1024);
    await context.close();
  });

  it.each([
    ['home', '/#/pages/index/index', 'home-module'],
    ['a product', '/#/pages/product/product?id=1', 'product-gallery'],
    ['search results', '/#/pages/search/searchList?keyword=Rice', 'product-card'],
  ])("spares %s in Thai the engine's scan of its number and date data", async (_name, address, shown) => {
    const { page, context } = await newPhone(browser);
    await context.addInitScript(() => {
      localStorage.setItem('lang', 'th_TH');
      // What makes V8 scan its locale data: a number or date format, or asking it which of them it
      // has. Count what reaches the engine, under whatever the page's scripts put in front.
      const scans: string[] = [];
      (window as unknown as { intlScans: string[] }).intlScans = scans;
      for (const name of ['NumberFormat', 'DateTimeFormat'] as const) {
        const engine = Intl[name] as unknown as { supportedLocalesOf: (...args: unknown[]) => string[] };
        const supportedLocalesOf = engine.supportedLocalesOf.bind(engine);
        engine.supportedLocalesOf = (...args) => {
          scans.push(`${name}.supportedLocalesOf(${String(args[0])})`);
          return supportedLocalesOf(...args);
        };
        Intl[name] = new Proxy(Intl[name], {
          construct(target, args, newTarget) {
            scans.push(`new ${name}(${String(args[0])})`);
            return Reflect.construct(target, args, newTarget) as object;
          },
        }) as never;
      }
    });
    await page.goto(address);
    await page.getByTestId(shown).first().waitFor();
    // What reached the engine by the time the content shows: a record that only grows, read once.
    const [lang, scans] = await page.evaluate(() => [
      document.documentElement.lang,
      (window as unknown as { intlScans: string[] }).intlScans,
    ]);
    expect(lang).toBe('th-TH');
    expect(scans).toEqual([]);
    await context.close();
  });
});

// Over HTTP/1.1 a phone fetches six files at a time, each costing it a round trip: on a slow
// network the number of files before the first screen weighs on it as much as their size.
describe('the files a first screen waits for', () => {
  it.each([
    ['home', 33, '/#/pages/index/index', 'home-module'],
    ['a product', 31, '/#/pages/product/product?id=1', 'product-gallery'],
    ['search results', 41, '/#/pages/search/searchList?keyword=Rice', 'product-card'],
  ])('%s: at most %i scripts and stylesheets', async (_name, budget, address, shown) => {
    const { page, context } = await newPhone(browser);
    const files = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await page.goto(address);
    await page.getByTestId(shown).first().waitFor();
    console.log(`${address}: ${files.size} files`);
    expect(files.size, [...files].join(' ')).toBeLessThanOrEqual(budget);
    await context.close();
  });
});
