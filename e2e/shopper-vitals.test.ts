// Home on a phone whose answers arrive one by one, as on a slow network: nothing already on screen
// moves when the content comes (layout shift within 0.02), home asks the API at most twice
// before its content replaces the skeleton, its first screen renders in passes, and its
// recommendations (their code too) wait for the shopper to scroll near them. And the page paints
// content (the skeleton, in SVG) before any of its scripts has arrived, so the first contentful
// paint does not wait for them.
// Home, a product and search results ask their first call with the page, not after the scripts,
// and the app uses that answer (one call on the wire) or asks again when it failed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cspViolations, launchBrowser, newPhone, scrollToRenderedEnd } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

declare global {
  interface Window {
    /** Layout shift so far, as Lighthouse counts it (shifts right after input excluded). */
    vitalsShift: number;
    /** When home's content first replaced its skeleton (performance.now()). */
    vitalsContentAt: number | undefined;
    /** When home's banners and its first module were first in the page (performance.now()). */
    vitalsBannersAt: number | undefined;
    vitalsModuleAt: number | undefined;
  }
}

/** Runs in the page before any of its scripts. */
function watchVitals() {
  window.vitalsShift = 0;
  window.vitalsContentAt = undefined;
  window.vitalsBannersAt = undefined;
  window.vitalsModuleAt = undefined;
  new MutationObserver((_, observer) => {
    window.vitalsBannersAt ??= document.querySelector('[data-testid="banners"]') ? performance.now() : undefined;
    window.vitalsModuleAt ??= document.querySelector('[data-testid="home-module"]') ? performance.now() : undefined;
    if (window.vitalsModuleAt !== undefined) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!entry.hadRecentInput) window.vitalsShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="banners"], [data-testid="home-module"]')) return;
    window.vitalsContentAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** Holds each API answer back a little longer than the one asked before it, as a slow network does. */
async function slowApi(page: Page) {
  let asked = 0;
  await page.route('**/mallapi/**', async (route) => {
    asked += 1;
    await new Promise((resolve) => setTimeout(resolve, 150 + asked * 120));
    await route.continue();
  });
}

/**
 * Opens home and waits for its first screen; then scrolls down through the rest. Answers the layout
 * shift over all of it and the calls before content.
 */
async function openHome(page: Page) {
  await page.goto('/#/pages/index/index');
  await page.getByTestId('banner').first().waitFor();
  await page.getByTestId('home-module').first().waitFor();
  await page.getByTestId('flash-strip').waitFor();
  // Images and late layout settle.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500); // window: layout shifts within it are counted
  const { contentAt, bannersAt, moduleAt, calls, scripts } = await page.evaluate(() => ({
    contentAt: window.vitalsContentAt ?? Infinity,
    bannersAt: window.vitalsBannersAt ?? Infinity,
    moduleAt: window.vitalsModuleAt ?? Infinity,
    scripts: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    calls: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/mallapi/'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
  expect(contentAt).toBeLessThan(Infinity);
  // The first screen renders in passes, one per frame, rather than in one long task: the modules
  // come in a later one than the banners.
  expect(moduleAt).toBeGreaterThan(bannersAt);
  // Below the first screen, home renders (and asks for recommendations) only as the shopper nears it.
  await expect.poll(() => page.getByTestId('home-product-name').count()).toBe(0);
  expect(calls.map((call) => call.path)).not.toContain('/mallapi/appIndex/queryMemberRecommend');
  const isRecommendedListCode = (file: string) => file.startsWith('/assets/recommended-products-');
  expect(scripts.filter(isRecommendedListCode)).toEqual([]);
  await scrollToRenderedEnd(page);
  await page.getByTestId('home-product-name').waitFor();
  await page.getByTestId('recommendations').scrollIntoViewIfNeeded();
  await page.getByTestId('recommend-products').getByTestId('product-card').first().waitFor();
  // The list's code came with it, not with the page.
  const scriptsNow = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(scriptsNow.some(isRecommendedListCode)).toBe(true);
  await page.waitForTimeout(500); // window: layout shifts within it are counted
  const shift = await page.evaluate(() => window.vitalsShift);
  return { shift, beforeContent: calls.filter((call) => call.startTime < contentAt).map((call) => call.path) };
}

describe('home on a slow phone network', () => {
  it('a guest sees nothing jump as the sections arrive, and home asks the API at most twice before showing them', async () => {
    const { page, context } = await newPhone(browser);
    await context.addInitScript(watchVitals);
    await slowApi(page);
    const { shift, beforeContent } = await openHome(page);
    expect(shift).toBeLessThanOrEqual(0.02);
    expect(beforeContent.length, beforeContent.join(', ')).toBeLessThanOrEqual(2);
    expect(beforeContent).toContain('/mallapi/appIndex/home');
    await context.close();
  });

  it('a member coming back asks no more before the content: their own record is refreshed after it', async () => {
    const { page, context } = await newPhone(browser);
    await page.goto('/#/pages/public/login');
    await page.locator('input[name="username"]').fill('demo_vip');
    await page.locator('input[name="password"]').fill('Demo@123456');
    await page.getByTestId('login-agree').click();
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => !url.hash.includes('/pages/public/login'));

    const again = await context.newPage();
    await again.addInitScript(watchVitals);
    await slowApi(again);
    const { shift, beforeContent } = await openHome(again);
    expect(shift).toBeLessThanOrEqual(0.02);
    expect(beforeContent.length, beforeContent.join(', ')).toBeLessThanOrEqual(2);
    // The member's record still comes, once the first screen is there.
    await expect
      .poll(() =>
        again.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('/mallapi/member/getUser')),
        ),
      )
      .toBe(true);
    await context.close();
  });
});

describe('the page before its scripts arrive', () => {
  it.each(['/#/pages/index/index', '/#/pages/product/product?id=1'])(
    'paints content at once at %s: the boot skeleton counts as the first contentful paint',
    async (address) => {
      const { page, context } = await newPhone(browser);
      // The scripts are held back (as on a slow network); the page and its stylesheet are not.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(address, { waitUntil: 'commit' });
      const paintedBeforeScripts = await page
        .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
          // The scripts are held until this ends, so a slow machine may take its time to paint.
          timeout: 20_000,
        })
        .then(
          () => true,
          () => false,
        );
      const skeletonShown = await page.locator('#root .boot').isVisible();
      release();
      expect(paintedBeforeScripts).toBe(true);
      expect(skeletonShown).toBe(true);
      await context.close();
    },
  );
});

/** Holds the shop's scripts back until released, as on a slow network; the page itself is not. */
async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe("the page's first call leaves with the page", () => {
  it.each([
    ['home', '/#/pages/index/index', '/mallapi/appIndex/home', 'banner'],
    ['a product', '/#/pages/product/product?id=1', '/mallapi/product/detail', 'product-gallery'],
    ['search results', '/#/pages/search/searchList?keyword=Rice', '/mallapi/product/searchKeyword', 'product-card'],
  ])('%s: asked before the scripts have arrived, and only once', async (_name, address, call, shown) => {
    const { page, context } = await newPhone(browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === call) asked.push(request.url());
    });
    const release = await holdScripts(page);
    const early = page.waitForRequest((request) => new URL(request.url()).pathname === call, {
      // The scripts are held until this ends: waiting longer cannot let them help.
      timeout: 20_000,
    });
    await page.goto(address, { waitUntil: 'commit' });
    const askedEarly = await early.then(
      () => true,
      () => false,
    );
    release();
    expect(askedEarly).toBe(true);
    await page.getByTestId(shown).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked, asked.join(', ')).toHaveLength(1);
    expect(cspViolations()).toEqual([]);
    await context.close();
  });

  it('when the early home call fails, the app asks again and home still shows its content', async () => {
    const { page, context } = await newPhone(browser);
    let homeCalls = 0;
    await page.route('**/mallapi/appIndex/home', async (route) => {
      homeCalls += 1;
      if (homeCalls === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto('/#/pages/index/index');
    await page.getByTestId('banner').first().waitFor();
    await page.getByTestId('home-module').first().waitFor();
    expect(homeCalls).toBe(2);
    // The failed early call stays silent: no "network is not stable" toast for it.
    await expect.poll(() => page.getByText(/网络不稳定|Network is not stable/).count()).toBe(0);
    await context.close();
  });
});
