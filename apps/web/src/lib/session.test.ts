import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, isLoggedIn, saveSession, subscribeSession, useSession } from './session.ts';

const user = { memberId: 7, username: 'somchai' } as Parameters<typeof saveSession>[0]['user'];
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  clearSession();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the member session', () => {
  it('keeps the token until its expiry, then ends by itself and tells subscribers', () => {
    saveSession({ token: 'token-1', invalidTime: inMs(60_000), user });
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    expect(isLoggedIn()).toBe(true);

    vi.advanceTimersByTime(59_000);
    expect(getSession()?.token).toBe('token-1');
    vi.advanceTimersByTime(2_000);
    expect(isLoggedIn()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('does not start from a stored token that has already expired', () => {
    saveSession({ token: 'token-1', invalidTime: inMs(-1_000), user });
    expect(getSession()).toBeNull();
  });

  it('follows another tab logging out', () => {
    saveSession({ token: 'token-1', invalidTime: inMs(60_000), user });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(isLoggedIn()).toBe(false);
  });

  it('re-renders a screen when the session expires', () => {
    saveSession({ token: 'token-1', invalidTime: inMs(5_000), user });
    const { result } = renderHook(() => useSession());
    expect(result.current?.token).toBe('token-1');
    act(() => void vi.advanceTimersByTime(6_000));
    expect(result.current).toBeNull();
  });
});
