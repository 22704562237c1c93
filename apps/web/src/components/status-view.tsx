import type { ReactNode } from 'react';
import styles from './status-view.module.css';

interface StatusViewProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  testId?: string;
}

/** A centred message for empty, error and sign-in states. */
export function StatusView({ icon, title, description, action, testId }: StatusViewProps) {
  return (
    <section className={styles.status} data-testid={testId}>
      {icon && (
        <div className={styles.icon} aria-hidden>
          {icon}
        </div>
      )}
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
