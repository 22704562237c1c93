// What a third-party login remembers across the trip to the provider and back (this tab only).
import { readJson, removeKeys, storageKeys, writeJson } from '@/lib/storage.ts';

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
