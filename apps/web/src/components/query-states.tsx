import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { AlertIcon } from './icons.tsx';
import { StatusView } from './status-view.tsx';
import styles from './query-states.module.css';

/** What a failed load shows: the reason and a way to try again. */
export function ErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const reason =
    error instanceof Error && error.message ? error.message : intl.formatMessage({ id: 'web.error.loadFailed' });
  return (
    <StatusView
      testId="error-view"
      icon={<AlertIcon />}
      title={intl.formatMessage({ id: 'web.error.title' })}
      description={reason}
      action={
        <Button color="primary" fill="outline" onClick={onRetry} data-testid="retry">
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      }
    />
  );
}

/** A placeholder in the shape of a block of text while it loads. */
export function LoadingView({ lines = 3 }: { lines?: number }) {
  const intl = useIntl();
  return (
    <div className={styles.loading} role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}

/**
 * Three blinking dots, drawn in CSS: this module is on every page's first screen, where the
 * component library's version cost two more files to fetch.
 */
export function LoadingDots() {
  return (
    <span className={styles.dots} aria-hidden>
      <i />
      <i />
      <i />
    </span>
  );
}

/** A small inline loading marker for short texts. */
export function InlineLoading() {
  const intl = useIntl();
  return (
    <span role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <LoadingDots />
    </span>
  );
}
