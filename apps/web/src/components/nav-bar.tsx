import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { icon } from './icons.tsx';
import { InlineLoading } from './query-states.tsx';
import styles from './nav-bar.module.css';

interface AppNavBarProps {
  /** Undefined while the title is still loading. */
  title: ReactNode | undefined;
  /** Shows a back button when given. */
  onBack?: () => void;
}

const BackIcon = icon(<path d="M15 5l-7 7 7 7" />);

/** The top bar of every page: the page title, and a back button on pages that are not tabs. */
export function AppNavBar({ title, onBack }: AppNavBarProps) {
  const intl = useIntl();
  return (
    <div className={styles.bar}>
      <div className={styles.side}>
        {onBack && (
          <button
            type="button"
            className={styles.back}
            onClick={onBack}
            aria-label={intl.formatMessage({ id: 'common.back' })}
          >
            <BackIcon strokeWidth={1.5} />
          </button>
        )}
      </div>
      <h1 className={styles.title} data-testid="navbar-title">
        {title ?? <InlineLoading />}
      </h1>
      <div className={styles.side} />
    </div>
  );
}
