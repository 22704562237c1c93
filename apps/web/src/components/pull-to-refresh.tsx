// Pull down at the top of a page to refresh it, as antd-mobile's PullToRefresh does (same texts,
// same feel). Theirs animates through react-spring and @use-gesture: about 24 KB on home's first
// load, and starting them up was among home's long tasks. Touch events and a CSS transition do it.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useConfig } from 'antd-mobile/es/components/config-provider';
import styles from './pull-to-refresh.module.css';

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** The head's height while refreshing, and how far it must be pulled to refresh on release. */
const HEAD_PX = 40;
const THRESHOLD_PX = 60;
const COMPLETE_MS = 500;

/** The finger's way down, damped the further it goes (antd-mobile's rubber band). */
const damped = (distance: number) => (distance * 200 * 0.5) / (200 + 0.5 * distance);

/** Whether the page, or anything scrollable around the touched element, is scrolled down. */
function isScrolled(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement)
    if (node.scrollTop > 0) return true;
  return window.scrollY > 0;
}

interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/** Follows the finger on `element` and refreshes on a release past the threshold. */
function usePull(onRefresh: () => Promise<unknown>) {
  const element = useRef<HTMLDivElement>(null);
  const refresh = useRef(onRefresh);
  const [height, setHeight] = useState(0);
  const [status, setStatus] = useState<Status>('pulling');
  const [isDragging, setDragging] = useState(false);

  useEffect(() => {
    refresh.current = onRefresh;
  });

  useEffect(() => {
    const node = element.current;
    if (!node) return;
    let startY: number | null = null;
    let pulled = 0;
    let isBusy = false;
    const start = (event: TouchEvent) => {
      const touch = event.touches[0];
      pulled = 0;
      startY = isBusy || !touch || event.touches.length > 1 || isScrolled(event.target) ? null : touch.clientY;
    };
    const move = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      const distance = touch.clientY - startY;
      // A first move upwards is the page scrolling, not a pull.
      if (pulled === 0 && distance <= 0) {
        startY = null;
        return;
      }
      if (event.cancelable) event.preventDefault();
      pulled = Math.max(damped(distance), 0);
      setDragging(true);
      setHeight(pulled);
      setStatus(pulled > THRESHOLD_PX ? 'canRelease' : 'pulling');
    };
    const end = async () => {
      if (startY === null) return;
      startY = null;
      setDragging(false);
      if (pulled <= THRESHOLD_PX) {
        setHeight(0);
        return;
      }
      isBusy = true;
      setHeight(HEAD_PX);
      setStatus('refreshing');
      try {
        await refresh.current();
        setStatus('complete');
        await new Promise((resolve) => setTimeout(resolve, COMPLETE_MS));
      } catch {
        // The screen shows its own failure (an error state or a toast).
      } finally {
        setHeight(0);
        isBusy = false;
      }
    };
    node.addEventListener('touchstart', start, { passive: true });
    node.addEventListener('touchmove', move, { passive: false });
    node.addEventListener('touchend', end);
    node.addEventListener('touchcancel', end);
    return () => {
      node.removeEventListener('touchstart', start);
      node.removeEventListener('touchmove', move);
      node.removeEventListener('touchend', end);
      node.removeEventListener('touchcancel', end);
    };
  }, []);
  return { element, height, status, isDragging, setStatus };
}

export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const { locale } = useConfig();
  const { element, height, status, isDragging, setStatus } = usePull(onRefresh);
  const text = {
    pulling: locale.PullToRefresh.pulling,
    canRelease: locale.PullToRefresh.canRelease,
    refreshing: `${locale.common.loading}...`,
    complete: locale.PullToRefresh.complete,
  }[status];
  return (
    <div ref={element} data-testid="pull-to-refresh">
      <div
        className={isDragging ? styles.head : `${styles.head} ${styles.settling}`}
        style={{ height }}
        aria-hidden={height === 0}
        onTransitionEnd={() => {
          if (height === 0) setStatus('pulling');
        }}
      >
        <div className={styles.headContent}>{text}</div>
      </div>
      <div>{children}</div>
    </div>
  );
}
