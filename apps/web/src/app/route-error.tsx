import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
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

interface BoundaryProps {
  /** A new value (the next address) gives the page another try. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resetKey: string;
}

/** A page that failed while rendering shows the reload screen until the address changes. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}
