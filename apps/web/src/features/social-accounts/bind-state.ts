// What linking a third-party account remembers across the trip to the provider and back (this tab
// only), kept apart from a pending login so neither return page can finish the other's flow.
import { readJson, removeKeys, storageKeys, writeJson } from '@/lib/storage.ts';

export interface PendingBind {
  provider: string;
  redirectUri: string;
  state: string;
}

export function rememberBind(pending: PendingBind): void {
  writeJson(storageKeys.openAccountBind, pending, 'session');
}

/** The link waiting for the provider's answer, forgotten once read: a code works only once. */
export function takeBind(): PendingBind | null {
  const pending = readJson<PendingBind>(storageKeys.openAccountBind, 'session');
  removeKeys([storageKeys.openAccountBind], 'session');
  return pending &&
    typeof pending.provider === 'string' &&
    typeof pending.redirectUri === 'string' &&
    typeof pending.state === 'string'
    ? pending
    : null;
}
