// Lets code outside React (the API client) move the address (tests swap in their own navigator),
// and keeps the login round trip in one place.
import { navigate as go } from './history.ts';
import { paths } from './paths.ts';
import { readText, removeKeys, storageKeys, writeText } from './storage.ts';

type Navigate = (to: string, options: { replace: boolean }) => void;

let navigate: Navigate = (to, { replace }) => go(to, { replace });

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  navigate(to, { replace: options.replace ?? false });
}

/** The current hash route with its query, e.g. `/pages/user/user`. */
export function currentRoute(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

/** Remembers the current route (sessionStorage `redirectAfterLogin`) and opens the login page. */
export function goToLogin(options: { reason?: 'NO_POWER'; replace?: boolean } = {}): void {
  const route = currentRoute();
  if (!route.startsWith(paths.login)) {
    if (route === paths.launch) removeKeys([storageKeys.redirectAfterLogin], 'session');
    else writeText(storageKeys.redirectAfterLogin, route, 'session');
  }
  const search = options.reason ? `?error=${options.reason}` : '';
  navigateTo(`${paths.login}${search}`, { replace: options.replace ?? false });
}

/** Router state of a login page opened from an in-app prompt: login can just step back. */
export interface LoginLocationState {
  canReturn: boolean;
}

/** Where login should return to, forgetting it; null when nothing was remembered. */
export function takeRedirectAfterLogin(): string | null {
  const route = readText(storageKeys.redirectAfterLogin, 'session');
  removeKeys([storageKeys.redirectAfterLogin], 'session');
  return route && route.startsWith('/') && !route.startsWith(paths.login) ? route : null;
}

/** True when there is an earlier in-app entry to go back to (history.ts numbers them). */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0
  );
}
