import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { PullToRefresh } from './pull-to-refresh.tsx';

afterEach(cleanup);

/** A finger put down on `target`, moved down by `distance` px, and lifted. */
async function pull(target: Element, distance: number) {
  const at = (clientY: number) => [{ clientY, identifier: 0, target } as unknown as Touch];
  await act(async () => {
    target.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: at(100) }));
    target.dispatchEvent(new TouchEvent('touchmove', { bubbles: true, cancelable: true, touches: at(100 + distance) }));
    target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [] }));
    await Promise.resolve();
  });
}

function page(onRefresh: () => Promise<unknown>) {
  render(
    <PullToRefresh onRefresh={onRefresh}>
      <p>content</p>
    </PullToRefresh>,
  );
  return screen.getByText('content');
}

describe('pull to refresh', () => {
  it('refreshes when pulled down past the threshold at the top of the page', async () => {
    const onRefresh = vi.fn(async () => undefined);
    await pull(page(onRefresh), 300);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('springs back without refreshing after a short pull or an upward move', async () => {
    const onRefresh = vi.fn(async () => undefined);
    const content = page(onRefresh);
    await pull(content, 40);
    await pull(content, -300);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('leaves a pull on a scrolled page to the scrolling', async () => {
    const onRefresh = vi.fn(async () => undefined);
    const content = page(onRefresh);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(120);
    await pull(content, 300);
    vi.restoreAllMocks();
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
