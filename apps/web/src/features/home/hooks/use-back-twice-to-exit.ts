import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { currentRoute } from '@/lib/navigation.ts';
import { showToast } from '@/lib/toast.ts';

const GUARD_KEY = 'exitGuard';
const EXIT_WINDOW_MS = 2000;

function isGuard(state: unknown): boolean {
  return typeof state === 'object' && state !== null && GUARD_KEY in state;
}

function routerIndex(state: unknown): number {
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' ? state.idx : 0;
}

/**
 * Back on the page leaves the app only when pressed twice within two seconds, as in the native app.
 * A guard entry with the same address sits on top of the page's own entry: the first back lands on
 * the page's entry, so the app shows a hint and puts the guard back; the second back in time steps
 * out past all of the app's entries.
 */
export function useBackTwiceToExit(): void {
  const intl = useIntl();
  const hint = intl.formatMessage({ id: 'common.pressAgainToExit' });

  useEffect(() => {
    const route = currentRoute();
    const pushGuard = () => {
      window.history.pushState(
        { ...(window.history.state as object | null), [GUARD_KEY]: true },
        '',
        window.location.href,
      );
    };
    if (!isGuard(window.history.state)) pushGuard();

    let lastPressAt = 0;
    const onPopState = (event: PopStateEvent) => {
      // Coming back onto the guard from a later page, or going somewhere else: not an exit attempt.
      if (isGuard(event.state) || currentRoute() !== route) return;
      const now = Date.now();
      if (now - lastPressAt <= EXIT_WINDOW_MS) {
        window.removeEventListener('popstate', onPopState);
        window.history.go(-(routerIndex(event.state) + 1));
        return;
      }
      lastPressAt = now;
      showToast(hint);
      pushGuard();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [hint]);
}
