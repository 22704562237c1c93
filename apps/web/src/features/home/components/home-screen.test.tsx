// Home renders the modules below its first screen only as the shopper comes near them: while the
// page loads and the shopper has not scrolled, what lies below the screen waits, however close.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers.tsx';
import { changeLocale } from '@/lib/locale.ts';
import { queryClient } from '@/lib/query-client.ts';
import { productModule } from '@/shared/home/components/home-module.fixture.ts';
import { HomeScreen } from './home-screen.tsx';

const MODULES = 7;

const home = {
  banners: [],
  notice: null,
  imageLinks: [],
  modules: Array.from({ length: MODULES }, (_, index) => productModule(index + 1)),
  flashSaleCount: {
    grab: 0,
    waiting: 0,
    currentEndsAt: null,
    nextStartsAt: null,
    serverTime: new Date().toISOString(),
  },
  flashSales: [],
};

/** The rendered end of home sits half a screen below the visible part: near only when looking ahead. */
function endHalfAScreenBelow() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly callback: IntersectionObserverCallback;
      private readonly margin: string | undefined;
      constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
        this.callback = callback;
        this.margin = options.rootMargin;
      }
      observe(target: Element) {
        const isIntersecting = this.margin === '0px 0px 50% 0px';
        queueMicrotask(() =>
          this.callback(
            [{ isIntersecting, target } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      disconnect() {}
    },
  );
}

beforeEach(async () => {
  await changeLocale('en_US');
  queryClient.clear();
  endHalfAScreenBelow();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const result = String(url).includes('/appIndex/home') ? home : {};
      return new Response(JSON.stringify({ success: true, code: 200, message: 'ok', result }));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('home below its first screen', () => {
  it('waits for the shopper to scroll before rendering the modules under the screen', async () => {
    render(
      <AppProviders>
        <HomeScreen />
      </AppProviders>,
    );
    // The first screen: its two modules, rendered pass by pass.
    await waitFor(() => expect(screen.getAllByTestId('home-module')).toHaveLength(2));
    // Half a screen further down is near enough to render ahead, but not before the shopper scrolls.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByTestId('home-module')).toHaveLength(2);
    expect(screen.getByTestId('renders-on-scroll')).toBeTruthy();

    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(screen.getAllByTestId('home-module')).toHaveLength(MODULES));
    await waitFor(() => expect(screen.queryByTestId('renders-on-scroll')).toBeNull());
  });
});
