import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import NavBar from 'antd-mobile/es/components/nav-bar';
import { LeftOutline } from 'antd-mobile-icons';
import { InlineLoading } from './query-states.tsx';
import styles from './nav-bar.module.css';

interface AppNavBarProps {
  /** Undefined while the title is still loading. */
  title: ReactNode | undefined;
  /** Shows a back button when given. */
  onBack?: () => void;
}

/** The top bar of every page: the page title, and a back button on pages that are not tabs. */
export function AppNavBar({ title, onBack }: AppNavBarProps) {
  const intl = useIntl();
  const wrapper = useRef<HTMLDivElement>(null);

  // antd-mobile marks the left slot role="button" even when empty; the real button lives inside it,
  // so the slot's role would only give assistive technology an unnamed, nested button.
  useLayoutEffect(() => {
    wrapper.current?.querySelector('.adm-nav-bar-left')?.removeAttribute('role');
  });

  return (
    <div ref={wrapper} className={styles.bar}>
      <NavBar
        back={null}
        left={
          onBack ? (
            <button
              type="button"
              className={styles.back}
              onClick={onBack}
              aria-label={intl.formatMessage({ id: 'common.back' })}
            >
              <LeftOutline aria-hidden />
            </button>
          ) : undefined
        }
      >
        <h1 className={styles.title} data-testid="navbar-title">
          {title ?? <InlineLoading />}
        </h1>
      </NavBar>
    </div>
  );
}
