import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AlertIcon } from '@/components/icons.tsx';
import { StatusView } from '@/components/status-view.tsx';
import styles from '@/components/status-view.module.css';

/**
 * What shows when a page cannot be shown, with reloading as the way out. Kept free of
 * component-library code because it ships with the first download.
 */
export function PageLoadFailed({ detail }: { detail?: string }) {
  const intl = useIntl();
  return (
    <StatusView
      testId="route-error"
      icon={<AlertIcon />}
      title={intl.formatMessage({ id: 'web.error.title' })}
      description={detail ?? intl.formatMessage({ id: 'web.error.pageLoadFailed' })}
      action={
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'web.error.reload' })}
        </button>
      }
    />
  );
}

/** The router's error boundary: a page that failed while rendering. */
export function RouteError() {
  const error = useRouteError();
  return <PageLoadFailed detail={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined} />;
}
