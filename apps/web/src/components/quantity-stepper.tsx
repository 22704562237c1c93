// A quantity picker of two 44 px buttons around a labelled number field. antd-mobile's Stepper puts
// its spinbutton attributes on the field's wrapper and leaves the field itself unnamed, which
// screen readers announce as an unlabelled edit box.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  disabled?: boolean;
  /** The field's name, read to screen readers ("Quantity"). */
  label: string;
  onChange: (value: number) => void;
  testId?: string;
}

/** A typed or stepped quantity held inside [min, max]. */
function withinRange(value: number, min: number, max: number): number {
  return Math.min(Math.max(min, max), Math.max(min, Math.trunc(value)));
}

export function QuantityStepper({
  value,
  min = 1,
  max,
  disabled = false,
  label,
  onChange,
  testId,
}: QuantityStepperProps) {
  const intl = useIntl();
  // What the shopper is typing, until they leave the field; null shows the value itself.
  const [draft, setDraft] = useState<string | null>(null);
  const change = (next: number) => {
    const clamped = withinRange(next, min, max);
    if (clamped !== value) onChange(clamped);
  };
  const commit = () => {
    if (draft !== null && draft !== '') change(Number(draft));
    setDraft(null);
  };
  const part = (suffix: string) => (testId ? `${testId}-${suffix}` : undefined);
  return (
    <div className={styles.stepper} role="group" aria-label={label} data-testid={testId}>
      <button
        type="button"
        className={styles.button}
        aria-label={intl.formatMessage({ id: 'web.stepper.decrease' })}
        disabled={disabled || value <= min}
        onClick={() => change(value - 1)}
        data-testid={part('minus')}
      >
        −
      </button>
      <input
        className={styles.field}
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 5))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
        data-testid={part('input')}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={intl.formatMessage({ id: 'web.stepper.increase' })}
        disabled={disabled || value >= max}
        onClick={() => change(value + 1)}
        data-testid={part('plus')}
      >
        +
      </button>
    </div>
  );
}
