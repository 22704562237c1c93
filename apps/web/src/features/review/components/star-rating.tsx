// A 1-5 star rating usable by touch and keyboard: a radio group whose stars take the arrow keys
// (and Home / End), with one star in the tab order, each star a 44 px target.
import { useRef, type KeyboardEvent } from 'react';
import styles from './star-rating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;
const MAX = STARS.length;

const keySteps: Record<string, (value: number) => number> = {
  ArrowRight: (value) => value + 1,
  ArrowUp: (value) => value + 1,
  ArrowLeft: (value) => value - 1,
  ArrowDown: (value) => value - 1,
  Home: () => 1,
  End: () => MAX,
};

interface StarRatingProps {
  value: number;
  onChange: (value: number) => void;
  /** The id of the text naming the rating. */
  labelledBy: string;
  testId?: string;
}

export function StarRating({ value, onChange, labelledBy, testId }: StarRatingProps) {
  const stars = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (next: number) => {
    const rating = Math.min(Math.max(next, 1), MAX);
    onChange(rating);
    stars.current[rating - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    choose(step(value));
  };
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={styles.stars}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      {STARS.map((star) => (
        <button
          key={star}
          ref={(element) => {
            stars.current[star - 1] = element;
          }}
          type="button"
          role="radio"
          aria-checked={star === value}
          aria-label={String(star)}
          // The chosen star (the first before any) is the group's one stop in the tab order.
          tabIndex={star === Math.max(value, 1) ? 0 : -1}
          className={star <= value ? `${styles.star} ${styles.on}` : styles.star}
          onClick={() => choose(star)}
        >
          ★
        </button>
      ))}
    </div>
  );
}
