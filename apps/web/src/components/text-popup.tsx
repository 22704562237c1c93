import { useIntl } from 'react-intl';
import { BottomSheet } from './bottom-sheet.tsx';
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
    <BottomSheet
      visible={visible}
      onClose={onClose}
      title={title}
      testId={testId}
      destroyOnClose
      className={styles.sheet}
    >
      <div className={styles.content}>
        {error ? (
          <ErrorView error={error} onRetry={onRetry} />
        ) : text === undefined ? (
          <LoadingView lines={5} />
        ) : (
          <p className={styles.text}>{text.trim() || intl.formatMessage({ id: 'common.empty' })}</p>
        )}
      </div>
    </BottomSheet>
  );
}
