import { useIntl } from 'react-intl';
import Popup from 'antd-mobile/es/components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import { ErrorView, LoadingView } from './query-states.tsx';
import styles from './text-popup.module.css';

interface TextPopupProps {
  visible: boolean;
  onClose: () => void;
  title: string;
  /** The text, undefined while it loads. */
  text: string | undefined;
  error: unknown;
  onRetry: () => void;
  testId?: string;
}

/** A bottom sheet showing a long operator-written text such as the privacy policy. */
export function TextPopup({ visible, onClose, title, text, error, onRetry, testId }: TextPopupProps) {
  const intl = useIntl();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.body} destroyOnClose>
      <section className={styles.sheet} role="dialog" aria-modal="true" aria-label={title} data-testid={testId}>
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
        <div className={styles.content}>
          {error ? (
            <ErrorView error={error} onRetry={onRetry} />
          ) : text === undefined ? (
            <LoadingView lines={5} />
          ) : (
            <p className={styles.text}>{text.trim() || intl.formatMessage({ id: 'common.empty' })}</p>
          )}
        </div>
      </section>
    </Popup>
  );
}
