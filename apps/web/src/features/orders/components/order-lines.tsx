import type { ReactNode } from 'react';
import { Price } from '@/components/price.tsx';
import type { OrderSummary } from '../api/orders.ts';
import styles from './orders.module.css';

type Line = OrderSummary['lines'][number];

interface OrderLinesProps {
  lines: Line[];
  testId?: string;
  /** What a line offers beside its price (the detail page's after-sales link). */
  lineAction?: (line: Line) => ReactNode;
}

/** An order's lines as bought: picture, name, spec, price × quantity. */
export function OrderLines({ lines, testId = 'order-lines', lineAction }: OrderLinesProps) {
  return (
    <ul className={styles.lines} data-testid={testId}>
      {lines.map((line) => (
        <li key={line.id} className={styles.line} data-testid="order-line">
          {line.cover ? (
            <img className={styles.lineImage} src={line.cover.s200} width={72} height={72} alt="" loading="lazy" />
          ) : (
            <span className={styles.lineImage} />
          )}
          <span className={styles.lineText}>
            <span className={styles.lineName}>{line.name}</span>
            {line.specText && <span className={styles.lineSpec}>{line.specText}</span>}
            <span className={styles.linePrice}>
              <Price amount={line.price} /> × {line.num}
            </span>
            {lineAction?.(line)}
          </span>
        </li>
      ))}
    </ul>
  );
}
