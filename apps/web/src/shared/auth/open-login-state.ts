// What a third-party login remembers across the trip to the provider and back (this tab only).
import { readJson, removeKeys, storageKeys, writeJson } from '@/lib/storage.ts';

/** The full address of an app page, for a provider to send the browser back to. */
export function appPageUrl(route: string): string {
  return `${window.location.origin}${window.location.pathname}#${route}`;
}

/** The provider's answer: a real OAuth server puts it before the `#`, so look there first. */
export function providerAnswer(hashParams: URLSearchParams): { code: string; state: string; error: string } {
  const search = new URLSearchParams(window.location.search);
  const read = (key: string) => search.get(key) ?? hashParams.get(key) ?? '';
  return { code: read('code'), state: read('state'), error: read('error') };
}

/** Drops the one-time code from the address so a reload or a shared link cannot replay it. */
export function forgetProviderAnswer(): void {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`);
}

export interface PendingOpenLogin {
  provider: string;
  redirectUri: string;
  state: string;
}

export function rememberOpenLogin(pending: PendingOpenLogin): void {
  writeJson(storageKeys.openLogin, pending, 'session');
}

/** The login waiting for the provider's answer, forgotten once read: a code works only once. */
export function takeOpenLogin(): PendingOpenLogin | null {
  const pending = readJson<PendingOpenLogin>(storageKeys.openLogin, 'session');
  removeKeys([storageKeys.openLogin], 'session');
  return pending && typeof pending.provider === 'string' && typeof pending.redirectUri === 'string' ? pending : null;
}
