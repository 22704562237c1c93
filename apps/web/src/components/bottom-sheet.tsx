import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Popup from 'antd-mobile/es/components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import styles from './bottom-sheet.module.css';

interface BottomSheetProps {
  visible: boolean;
  onClose: () => void;
  title: string;
  testId?: string;
  /** Drop the content while closed, so it loads afresh the next time. */
  destroyOnClose?: boolean;
  /** The sheet's own height limit and layout; the content scrolls or lays out inside it. */
  className?: string | undefined;
  children: ReactNode;
}

/** A dialog rising from the bottom of the screen, with its title and a close button. */
export function BottomSheet({
  visible,
  onClose,
  title,
  testId,
  destroyOnClose = false,
  className,
  children,
}: BottomSheetProps) {
  const intl = useIntl();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={styles.body}
      destroyOnClose={destroyOnClose}
    >
      <section
        className={className ? `${styles.sheet} ${className}` : styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={testId}
      >
        <header className={styles.header}>
          <h2 className={styles.title}>{title}</h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={intl.formatMessage({ id: 'web.popup.close' })}
          >
            <CloseOutline aria-hidden />
          </button>
        </header>
        {children}
      </section>
    </Popup>
  );
}
