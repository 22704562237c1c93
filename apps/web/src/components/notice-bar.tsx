import { useEffect, useRef, useState } from 'react';
import { icon } from './icons.tsx';
import styles from './notice-bar.module.css';

const SpeakerIcon = icon(
  <>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
    <path d="M15.5 9a4 4 0 0 1 0 6" />
    <path d="M18 6.5a7.5 7.5 0 0 1 0 11" />
  </>,
);

/** Pixels per second a notice longer than its line scrolls at. */
const SCROLL_SPEED = 40;

interface NoticeBarProps {
  content: string;
  /** Wraps a long notice onto more lines instead of scrolling it. */
  wrap?: boolean;
  testId?: string;
}

/**
 * A notice on a tinted line; one longer than the line scrolls through it (or wraps, if asked to or
 * when the shopper prefers less motion). The shop's own: it is on home's first screen, where the
 * component library's version cost six more files to fetch.
 */
export function NoticeBar({ content, wrap = false, testId }: NoticeBarProps) {
  const line = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const [overflow, setOverflow] = useState(0);

  useEffect(() => {
    if (wrap) return;
    // Measured after the first paint, so the page does not wait for the layout.
    const frame = requestAnimationFrame(() => {
      const box = line.current;
      const words = text.current;
      if (!box || !words) return;
      const shift = Math.max(words.scrollWidth - box.clientWidth, 0);
      words.style.setProperty('--notice-shift', `-${shift}px`);
      words.style.setProperty('--notice-duration', `${Math.max(shift / SCROLL_SPEED, 3) + 2}s`);
      setOverflow(shift);
    });
    return () => cancelAnimationFrame(frame);
  }, [content, wrap]);

  return (
    <div className={wrap ? styles.wrapped : styles.bar} role="note" data-testid={testId}>
      <SpeakerIcon className={styles.icon} />
      <div className={styles.line} ref={line}>
        <span className={overflow > 0 ? styles.scrolling : styles.text} ref={text}>
          {content}
        </span>
      </div>
    </div>
  );
}
