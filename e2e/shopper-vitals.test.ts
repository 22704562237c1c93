// Home on a phone whose answers arrive one by one, as on a slow network: nothing already on screen
// moves when the content comes (layout shift within 0.02), and home asks the API at most twice
// before its content replaces the skeleton.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPhone } from './browser.ts';

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
  }
}

/** Runs in the page before any of its scripts. */
function watchVitals() {
  window.vitalsShift = 0;
  window.vitalsContentAt = undefined;
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

describe('a guest opening home on a slow phone network', () => {
  it('sees nothing jump as the sections arrive, and home asks the API at most twice before showing them', async () => {
    const { page, context } = await newPhone(browser);
    await context.addInitScript(watchVitals);
    // Each API answer is held back a little longer than the one asked before it, so sections that
    // come from different answers arrive at different moments, as they do over a slow network.
    let asked = 0;
    await page.route('**/mallapi/**', async (route) => {
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 150 + asked * 120));
      await route.continue();
    });

    await page.goto('/#/pages/index/index');
    await page.getByTestId('banner').first().waitFor();
    await page.getByTestId('home-module').first().waitFor();
    await page.getByTestId('flash-strip').waitFor();
    await page.getByTestId('home-product-name').waitFor();
    await page.getByTestId('recommend-products').getByTestId('product-card').first().waitFor();
    // Images and late layout settle.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);

    const { shift, contentAt, calls } = await page.evaluate(() => {
      const contentAt = window.vitalsContentAt ?? Infinity;
      const calls = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/mallapi/'))
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
      return { shift: window.vitalsShift, contentAt, calls };
    });
    expect(shift).toBeLessThanOrEqual(0.02);
    expect(contentAt).toBeLessThan(Infinity);
    const beforeContent = calls.filter((call) => call.startTime < contentAt).map((call) => call.path);
    expect(beforeContent.length, beforeContent.join(', ')).toBeLessThanOrEqual(2);
    expect(beforeContent).toContain('/mallapi/appIndex/home');
    await context.close();
  });
});
