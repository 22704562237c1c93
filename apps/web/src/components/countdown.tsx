import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useCountdown } from '@/lib/use-countdown.ts';
import styles from './countdown.module.css';

interface CountdownProps {
  /** When the countdown reaches zero (ISO 8601). */
  to: string;
  /** The server's time when it answered, and the device time the answer arrived. */
  serverTime: string;
  receivedAt: number;
  testId?: string;
  /** Called once when the time is up, e.g. to ask the server for the new state. */
  onOver?: () => void;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Days, hours, minutes and seconds left, ticking every second by the server's clock. */
export function Countdown({ to, serverTime, receivedAt, testId = 'countdown', onOver }: CountdownProps) {
  const intl = useIntl();
  const { days, hours, minutes, seconds, isOver } = useCountdown(to, serverTime, receivedAt);
  const onOverRef = useRef(onOver);
  useEffect(() => {
    onOverRef.current = onOver;
  });
  useEffect(() => {
    if (isOver) onOverRef.current?.();
  }, [isOver]);
  const label = intl.formatMessage(
    { id: 'webShop.countdown.label' },
    { days, hours: pad(hours), minutes: pad(minutes), seconds: pad(seconds) },
  );
  return (
    <span className={styles.countdown} data-testid={testId} aria-label={label} role="timer">
      <span className={styles.unit} data-testid={`${testId}-days`}>
        {days}
      </span>
      <span className={styles.label}>{intl.formatMessage({ id: 'webShop.countdown.day' })}</span>
      <span className={styles.unit} data-testid={`${testId}-hours`}>
        {pad(hours)}
      </span>
      <span className={styles.label}>:</span>
      <span className={styles.unit} data-testid={`${testId}-minutes`}>
        {pad(minutes)}
      </span>
      <span className={styles.label}>:</span>
      <span className={styles.unit} data-testid={`${testId}-seconds`}>
        {pad(seconds)}
      </span>
    </span>
  );
}
