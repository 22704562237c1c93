// The member session kept in localStorage (token, its expiry, the user) as an external store
// React components subscribe to. Logged in means a token that has not yet expired.
import { useSyncExternalStore } from 'react';
import type { MemberUser } from '@mall/contracts';
import { readJson, readText, removeKeys, storageKeys, writeJson, writeText } from './storage.ts';

export interface Session {
  token: string;
  /** When the token stops working, ISO 8601. */
  invalidTime: string;
  user: MemberUser | null;
}

const sessionKeys = [storageKeys.token, storageKeys.tokenInvalidTime, storageKeys.userInfo] as const;
// setTimeout takes at most a signed 32-bit delay; longer expiries are re-armed when it fires.
const MAX_TIMER_MS = 2_147_483_647;

const listeners = new Set<() => void>();
let current: Session | null = null;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function load(): Session | null {
  const token = readText(storageKeys.token);
  const invalidTime = readText(storageKeys.tokenInvalidTime);
  if (!token || !invalidTime) return null;
  if (!(Date.parse(invalidTime) > Date.now())) return null;
  return { token, invalidTime, user: readJson<MemberUser>(storageKeys.userInfo) };
}

function armExpiry(): void {
  clearTimeout(expiryTimer);
  if (!current) return;
  const remainingMs = Date.parse(current.invalidTime) - Date.now();
  expiryTimer = setTimeout(refresh, Math.min(Math.max(remainingMs, 0), MAX_TIMER_MS));
}

function refresh(): void {
  const next = load();
  const changed =
    next?.token !== current?.token ||
    next?.invalidTime !== current?.invalidTime ||
    JSON.stringify(next?.user) !== JSON.stringify(current?.user);
  if (changed) current = next;
  armExpiry();
  if (changed) for (const listener of listeners) listener();
}

current = load();
armExpiry();
if (typeof window !== 'undefined') {
  // Another tab logging in or out changes this one too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || (sessionKeys as readonly string[]).includes(event.key)) refresh();
  });
}

export function getSession(): Session | null {
  return current;
}

export function isLoggedIn(): boolean {
  return current !== null;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores what the login call answered. */
export function saveSession(session: { token: string; invalidTime: string; user: MemberUser }): void {
  writeText(storageKeys.token, session.token);
  writeText(storageKeys.tokenInvalidTime, session.invalidTime);
  writeJson(storageKeys.userInfo, session.user);
  refresh();
}

/** Merges a fresh copy of the user (from getUser) into the stored one. */
export function mergeUser(user: MemberUser): void {
  if (!current) return;
  writeJson(storageKeys.userInfo, { ...current.user, ...user });
  refresh();
}

/** Forgets the session: logout, or a token the server no longer accepts. */
export function clearSession(): void {
  removeKeys(sessionKeys);
  refresh();
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
