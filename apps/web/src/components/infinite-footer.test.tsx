import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { InfiniteFooter } from './infinite-footer.tsx';

/** The footer's observer, so a test can say when it comes near the view or leaves it. */
let observed: IntersectionObserverCallback | undefined;

beforeEach(() => {
  observed = undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Only the texts the footer says; the app's catalogue is typed to hold every one.
const messages = {
  'common.loading': 'Loading',
  'webShop.list.noMore': 'No more',
  'webShop.list.loadFailedRetry': 'Retry',
} as unknown as ComponentProps<typeof IntlProvider>['messages'];

function show(props: Parameters<typeof InfiniteFooter>[0]) {
  const view = render(
    <IntlProvider locale="en" messages={messages}>
      <InfiniteFooter {...props} />
    </IntlProvider>,
  );
  return (next: Parameters<typeof InfiniteFooter>[0]) =>
    view.rerender(
      <IntlProvider locale="en" messages={messages}>
        <InfiniteFooter {...next} />
      </IntlProvider>,
    );
}

function comeNear(isIntersecting = true) {
  act(() => observed?.([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
}

/** Lets the loader's promise settle and the footer render what follows. */
const settle = () => act(async () => undefined);

/** A loader whose pages arrive when the test says, each as it was asked. */
function pagesOnCall() {
  const waiting: ((result: { isError: boolean }) => void)[] = [];
  const loadMore = vi.fn(() => new Promise<{ isError: boolean }>((resolve) => waiting.push(resolve)));
  const answer = async (isError = false) => {
    await act(async () => waiting.shift()?.({ isError }));
  };
  return { loadMore, answer };
}

describe('the end of a long list', () => {
  it('asks for nothing until it comes near the view, then for one page at a time while it stays there', async () => {
    const { loadMore, answer } = pagesOnCall();
    show({ hasMore: true, loadMore });
    await settle();
    expect(loadMore).not.toHaveBeenCalled();
    comeNear();
    await settle();
    expect(loadMore).toHaveBeenCalledTimes(1);
    // Still near once the first page is in: the next one is asked for, not before.
    await answer();
    expect(loadMore).toHaveBeenCalledTimes(2);
    // The page pushed the footer away: nothing more until it comes back.
    comeNear(false);
    await answer();
    expect(loadMore).toHaveBeenCalledTimes(2);
    comeNear();
    await settle();
    expect(loadMore).toHaveBeenCalledTimes(3);
  });

  it('offers to try again after a failed page instead of asking in a loop', async () => {
    const { loadMore, answer } = pagesOnCall();
    show({ hasMore: true, loadMore });
    comeNear();
    await settle();
    await answer(true);
    await settle();
    expect(loadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('list-retry').textContent).toBe('Retry');
    fireEvent.click(screen.getByTestId('list-retry'));
    await settle();
    expect(loadMore).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('list-retry')).toBeNull();
  });

  it('says there is no more, in the words and test id the list gives', async () => {
    const { loadMore } = pagesOnCall();
    const update = show({ hasMore: true, loadMore });
    expect(screen.getByRole('status').textContent).toBe('Loading');
    update({ hasMore: false, loadMore, endText: 'That is all', endTestId: 'history-end' });
    comeNear();
    await settle();
    expect(screen.getByTestId('history-end').textContent).toBe('That is all');
    expect(loadMore).not.toHaveBeenCalled();
  });
});
