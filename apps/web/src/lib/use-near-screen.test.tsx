import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useNearScreen } from './use-near-screen.ts';

/** The observers the page made, so a test can say when their element comes near or goes away. */
const observers: { callback: IntersectionObserverCallback; margin: string | undefined; disconnected: boolean }[] = [];

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, margin: options?.rootMargin, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Probe(options: Parameters<typeof useNearScreen>[0]) {
  const [ref, isNear] = useNearScreen<HTMLDivElement>(options);
  return <div ref={ref}>{isNear ? 'near' : 'far'}</div>;
}

function scroll(isIntersecting: boolean) {
  const live = observers.filter((observer) => !observer.disconnected);
  act(() => {
    for (const observer of live)
      observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

describe('near the screen', () => {
  it('stays true once the element has come near, and stops watching', () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    expect(observers[0]?.margin).toBe('0px 0px 100% 0px');
    scroll(true);
    expect(screen.getByText('near')).toBeTruthy();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
    scroll(false);
    expect(screen.getByText('near')).toBeTruthy();
  });

  it('follows the element when not sticky, looking as far ahead as asked', () => {
    render(<Probe isSticky={false} ahead="50%" />);
    expect(observers[0]?.margin).toBe('0px 0px 50% 0px');
    scroll(true);
    expect(screen.getByText('near')).toBeTruthy();
    scroll(false);
    expect(screen.getByText('far')).toBeTruthy();
    scroll(true);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
