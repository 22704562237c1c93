// Walks the shopper app as a shopper taps through it: from the tab bar and the account page, every
// link and (where safe) every button, noting which pages each tap reaches and what each page shows
// wrong. Used by shopper-routes.test.ts.
import type { Page, Request } from 'playwright-core';
import { scrollToRenderedEnd } from './browser.ts';

/** The part of a route table entry the walk reads; the router behind it does not matter. */
export interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every page path of the route table (the index route as `/`), leaving out the catch-all. */
export function routePaths(routes: readonly RouteEntry[]): string[] {
  const found: string[] = [];
  for (const route of routes) {
    if (route.index) found.push('/');
    if (route.path && route.path !== '*') found.push(route.path.startsWith('/') ? route.path : `/${route.path}`);
    if (route.children) found.push(...routePaths(route.children));
  }
  return [...new Set(found)];
}

/** The route table as the app exports it, read without the router's own types. */
export async function loadRouteTable(): Promise<RouteEntry[]> {
  // Read at run time (the `@/` alias is the e2e project's), so this project's typecheck stays out of
  // the app's sources.
  const file = '../apps/web/src/app/routes.tsx';
  const table = (await import(/* @vite-ignore */ file)) as { pageRoutes: RouteEntry[] };
  // The launch screen (`#/`) is outside the page table: it is shown without the app frame.
  return [{ index: true }, ...table.pageRoutes];
}

// Message ids as the shop writes them (its catalogue namespaces, and the server's error ids): shown
// as they are, a message is missing in the shopper's language.
const RAW_MESSAGE_ID =
  /(?<![\w.@/-])(?:common|field|web|webShop|webAccount|webWallet|wallet\.kind|webBrowse|webSocial|webOrders|webAfterSale|error|errors|account)\.[A-Za-z]\w*(?:\.\w+)*\b/;

/**
 * Buttons whose tap changes or ends the member's account (a favourite too: the browse journey reads
 * demo_vip's), links another or sends a text message (its rate limits are shared with the other
 * journeys); the walk never taps them.
 */
const UNSAFE =
  /(?:^|[-\s])(?:logout|delete|remove|unbind|bind|unlink|link|send|submit|confirm|save|pay|buy|favorite)(?:$|[-\s])/i;

const pathOf = (route: string) => route.split('?')[0] ?? route;

/** The hash route the page shows, e.g. `/pages/index/index?x=1`. */
async function shownRoute(page: Page): Promise<string> {
  return page.evaluate(() => window.location.hash.replace(/^#/, '') || '/');
}

/** Opens a route in the running app (a hash change: the document and its session stay). */
async function open(page: Page, route: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, route);
  await settle(page);
}

/** The requests a walked page has started and not yet finished, by page. */
const inFlight = new WeakMap<Page, Set<Request>>();

/**
 * What a page shows waits on the shop's own calls and the code of the page it opens; images and
 * fonts only fill in what is already there.
 */
const AWAITED = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);

/** Starts counting the page's own calls still under way (once per page). */
function track(page: Page): Set<Request> {
  const known = inFlight.get(page);
  if (known) return known;
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  const origin = () => new URL(page.url()).origin;
  page.on('request', (request) => {
    if (AWAITED.has(request.resourceType()) && request.url().startsWith(origin())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return pending;
}

// What the shop shows while a part of the page loads.
const LOADING = '[role="status"], .adm-skeleton';

/**
 * After the page's next frame and the tasks queued before it, answers how many loading markers are
 * in view: a route the app has just been told to show has by then asked for its code and data, or
 * rendered. A long list's footer further down says it is loading until the shopper scrolls near
 * it, and then asks for the next page, which counts as a call under way.
 */
async function loadingAfterNextFrame(page: Page): Promise<number> {
  return page
    .evaluate(
      (selector) =>
        new Promise<number>((resolve) => {
          requestAnimationFrame(() =>
            setTimeout(() => {
              const inView = [...document.querySelectorAll(selector)].filter((marker) => {
                const box = marker.getBoundingClientRect();
                return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
              });
              resolve(inView.length);
            }, 0),
          );
        }),
      LOADING,
    )
    .catch(() => {
      // A tap that replaced the document (a link out of the app) is not quiet until the new one is in.
      return 1;
    });
}

/**
 * Waits until the page is quiet: none of its own calls or code under way and no loading marker in
 * view, twice in a row a frame apart (an answer may start the next call only once it has
 * rendered). Gives up after 8 s as a page that never settles, and the checks then read it as is.
 */
async function quiet(page: Page): Promise<void> {
  const pending = track(page);
  const deadline = Date.now() + 8_000;
  let quietFrames = 0;
  while (quietFrames < 2 && Date.now() < deadline) {
    const loading = await loadingAfterNextFrame(page);
    quietFrames = pending.size > 0 || loading > 0 ? 0 : quietFrames + 1;
  }
}

/** Waits until the page has loaded all of itself, the part rendered as the shopper scrolls too. */
async function settle(page: Page): Promise<void> {
  await quiet(page);
  // What renders only as the shopper scrolls near it (home's lower modules) is part of the page too.
  if ((await page.getByTestId('renders-on-scroll').count()) === 0) return;
  await scrollToRenderedEnd(page);
  await quiet(page);
}

export interface WalkResult {
  /** The first full route (with its query) seen for each path reached by taps. */
  reached: Map<string, string>;
  /** What went wrong, one line each: `<route>: <what>`. */
  problems: string[];
}

export interface Walk {
  page: Page;
  /** Console errors and uncaught exceptions since the last call; the caller collects them. */
  takeConsoleErrors: () => string[];
}

/** What the page at `route` shows wrong: a not-found page, a failed load, a raw message id. */
async function checkPage(walk: Walk, route: string): Promise<string[]> {
  const { page } = walk;
  const found: string[] = [];
  if ((await page.getByTestId('not-found').count()) > 0) found.push(`${route}: not-found page`);
  if ((await page.getByTestId('error-view').count()) > 0)
    found.push(`${route}: failed to load (${await page.getByTestId('error-view').first().innerText()})`);
  const text = await page.locator('body').innerText();
  const raw = RAW_MESSAGE_ID.exec(text);
  if (raw) found.push(`${route}: raw message id ${raw[0]}`);
  for (const error of walk.takeConsoleErrors()) found.push(`${route}: console error ${error}`);
  return found;
}

/** The in-app routes the page's links point at. */
async function linkTargets(page: Page): Promise<string[]> {
  return page
    .locator('a[href^="#/"]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!.slice(1)));
}

/** Taps each safe button of the page (reopening it between taps) and returns the routes it led to. */
async function buttonTargets(walk: Walk, route: string): Promise<string[]> {
  const { page } = walk;
  const selector = 'button:not([type="submit"]), [role="button"], a:not([href])';
  const count = Math.min(await page.locator(selector).count(), 15);
  const targets: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const button = page.locator(selector).nth(index);
    // A reopened page may show fewer buttons than it first did (a list still loading): skip those.
    if (!(await button.isVisible())) continue;
    const quick = { timeout: 2_000 };
    const label = `${(await button.getAttribute('data-testid', quick).catch(() => '')) ?? ''} ${await button.innerText(quick).catch(() => '')}`;
    const inFormOrNav = await button
      .evaluate((element) => Boolean(element.closest('form, nav')), undefined, quick)
      .catch(() => true);
    if (UNSAFE.test(label) || inFormOrNav) continue;
    await button.click({ timeout: 1_500 }).catch(() => undefined);
    // What the tap did (a page, a sheet, a call) is under way by the next frame: wait until it is done.
    await quiet(page);
    if (!page.url().startsWith(new URL('/', page.url()).origin)) await page.goBack();
    const now = await shownRoute(page);
    const overlay = await page.locator('.adm-mask:visible, .adm-popup:visible, .adm-modal:visible').count();
    if (pathOf(now) === pathOf(route) && overlay === 0) continue;
    if (pathOf(now) !== pathOf(route)) targets.push(now);
    // Back to a fresh copy of the page: no popup or sheet left open over the next button.
    await open(page, '/__walk');
    walk.takeConsoleErrors();
    await open(page, route);
    walk.takeConsoleErrors();
  }
  return targets;
}

async function openChecked(walk: Walk, route: string): Promise<string[]> {
  await open(walk.page, route);
  const problems = await checkPage(walk, route);
  return problems;
}

/**
 * From `starts`, opens every page a tap reaches (each path once, with the query its first link
 * carried), checking each. It also taps the buttons that are not form submissions, on pages whose
 * path is not yet in `tapped` (a page a guest tapped through has the same buttons for a member,
 * unless it asked the guest to log in).
 */
export async function walkByTaps(walk: Walk, starts: string[], tapped: Set<string>): Promise<WalkResult> {
  const reached = new Map<string, string>();
  const problems: string[] = [];
  const queue = [...starts];
  for (const start of starts) reached.set(pathOf(start), start);
  while (queue.length > 0) {
    const route = queue.shift()!;
    problems.push(...(await openChecked(walk, route)));
    // A page that sends the shopper elsewhere (a guest to login) is not reached by that route.
    if (pathOf(await shownRoute(walk.page)) !== pathOf(route)) continue;
    const targets = await linkTargets(walk.page);
    // A page asking a guest to log in in its place shows a member other buttons: left for the member.
    const asksToLogIn = (await walk.page.getByTestId('login-prompt').count()) > 0;
    if (!asksToLogIn && !tapped.has(pathOf(route))) {
      tapped.add(pathOf(route));
      targets.push(...(await buttonTargets(walk, route)));
    }
    for (const target of targets) {
      if (reached.has(pathOf(target))) continue;
      reached.set(pathOf(target), target);
      queue.push(target);
    }
  }
  return { reached, problems };
}

/** Opens each route directly, checking it: the pages no tap reached still must work. */
export async function openEach(walk: Walk, routes: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) problems.push(...(await openChecked(walk, route)));
  return problems;
}
