// Opens Debian's Chromium through playwright-core, phone-sized, on the shop under test.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import type { MemberSession } from './api.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

export function baseUrl(): string {
  return inject('baseUrl');
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');
  return chromium.launch({ executablePath, args: chromiumArgs, headless: true });
}

const violations: string[] = [];

/** Every Content-Security-Policy violation any page of this file reported, to assert none happened. */
export function cspViolations(): string[] {
  return [...violations];
}

function watchSecurityPolicy(context: BrowserContext): void {
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()))
      violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
}

/** A fresh phone (375 px wide, touch) with empty storage, or with a session saved from another. */
export async function newPhone(
  browser: Browser,
  storageState?: BrowserContextOptions['storageState'],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL: baseUrl(),
    ...(storageState ? { storageState } : {}),
  });
  watchSecurityPolicy(context);
  const page = await context.newPage();
  return { context, page };
}

/**
 * A desktop window, for the back office, on a system that asks for reduced motion: dialogs,
 * drawers and dropdowns then open and close at once, so a click never lands on one still moving.
 */
export async function newDesktop(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    baseURL: baseUrl(),
  });
  watchSecurityPolicy(context);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Logs a demo member in on the shop's login page (opened by the caller, or by a tap that needs a
 * member) and waits until the app moves on from it.
 */
export async function logInAs(page: Page, username: string): Promise<void> {
  await page.waitForURL(/#\/pages\/public\/login/);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill('Demo@123456');
  await page.getByTestId('login-agree').click();
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.hash.includes('/pages/public/login'));
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Each member's storage right after their first login of this file, for the phones after it. */
const loggedIn = new Map<string, StorageState>();

/**
 * A fresh phone logged in as a demo member, showing `lang` on this device only when given: the
 * member's saved language, which a login applies, stays as it is for the other journeys. The
 * first phone of a member logs in through the login page; the later ones of the same file start
 * from the storage that login left, as a shopper coming back to the shop does, and open no page.
 */
export async function memberPhone(
  browser: Browser,
  username: string,
  lang?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const saved = loggedIn.get(username);
  if (saved) return newPhone(browser, lang ? withLang(saved, lang) : saved);
  const phone = await newPhone(browser);
  const { page } = phone;
  await page.goto('/#/pages/public/login');
  await logInAs(page, username);
  loggedIn.set(username, await phone.context.storageState());
  if (lang) {
    await page.evaluate((value) => localStorage.setItem('lang', value), lang);
    await page.reload();
  }
  return phone;
}

/** The storage with the shop's language set to `lang`, as the language page would leave it. */
function withLang(state: StorageState, lang: string): StorageState {
  const origin = new URL(baseUrl()).origin;
  return {
    ...state,
    origins: state.origins.map((entry) =>
      entry.origin === origin
        ? {
            ...entry,
            localStorage: [...entry.localStorage.filter((item) => item.name !== 'lang'), { name: 'lang', value: lang }],
          }
        : entry,
    ),
  };
}

/**
 * Opens the shop with a member's session handed to the app the way its login page would, showing
 * `lang` when given (the member's saved language otherwise).
 */
export async function openLoggedIn(page: Page, session: MemberSession, lang?: string): Promise<void> {
  await page.goto('/#/pages/index/index');
  await page.evaluate(
    ({ session, lang }) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('tokenInvalidTime', session.invalidTime);
      localStorage.setItem('userInfo', JSON.stringify(session.user));
      if (lang) localStorage.setItem('lang', lang);
    },
    { session, lang },
  );
  await page.reload();
}

/** Logs into the back office (the demo admin unless told otherwise) and waits for the shell. */
export async function logInToBackOffice(page: Page, username = 'admin', password = 'Admin@123456'): Promise<void> {
  await page.goto('/admin/');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-operator-name').waitFor();
}

/**
 * Opens a back-office page from the side menu, inside its group, and waits until it is the page
 * shown. A click on a page of a group that is still sliding open can land on nothing: the page is
 * then clicked again.
 */
export async function openFromMenu(page: Page, group: string, item: string, path: string): Promise<void> {
  await page.getByTestId(group).click();
  for (let attempt = 1; ; attempt++) {
    await page.getByTestId(item).click();
    try {
      await page.waitForURL((url) => url.hash.startsWith(`#${path}`), { timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * Chooses an option of a back-office select (the first on an empty one, or the first holding
 * `text`) and answers its label. The option is reached with the arrow keys and taken with Enter, as
 * a keyboard user would: a pointer on a list that is still animating in, or that scrolls its long
 * list under a dialog, can miss it, and the list would then stay open over the form.
 */
export async function chooseOption(page: Page, select: Locator, text?: string): Promise<string> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const active = dropdown.locator('.ant-select-item-option-active');
  for (let attempt = 1; ; attempt++) {
    if (!(await dropdown.isVisible())) await select.click();
    await dropdown.waitFor();
    await active.waitFor();
    let label = (await active.innerText()).trim();
    for (let step = 0; text !== undefined && !label.includes(text) && step < 200; step++) {
      await page.keyboard.press('ArrowDown');
      label = (await active.innerText()).trim();
    }
    if (text !== undefined && !label.includes(text)) throw new Error(`no option holds "${text}"`);
    await page.keyboard.press('Enter');
    try {
      await dropdown.waitFor({ state: 'hidden', timeout: 10_000 });
      return label;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/**
 * Scrolls down, as a shopper would, until the page has rendered all of itself: home renders the
 * modules below its first screen only as the shopper nears them, and marks where it has got to. A
 * page without the mark is left where it is.
 */
export async function scrollToRenderedEnd(page: Page): Promise<void> {
  const more = page.getByTestId('renders-on-scroll');
  await expect
    .poll(
      async () => {
        const left = await more.count();
        if (left > 0) await page.mouse.wheel(0, 800);
        return left;
      },
      { timeout: 15_000 },
    )
    .toBe(0);
}

/**
 * Opens a sheet from its opener, closes it with its close button, and does both again: a sheet
 * whose code loads on first open must still open after it has closed.
 */
export async function openAndCloseSheetTwice(page: Page, openerTestId: string, sheetTestId: string): Promise<void> {
  const sheet = page.getByTestId(sheetTestId);
  for (let time = 0; time < 2; time++) {
    await page.getByTestId(openerTestId).click();
    await sheet.waitFor();
    await sheet.locator('header button').click();
    await sheet.waitFor({ state: 'hidden' });
  }
}
