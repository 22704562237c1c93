// An operator-approved external page inside the app. The link is opened only as the server's
// allow-list check answered it; a link outside the list shows the refusal, never the page.
import { useIntl } from 'react-intl';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { useSearchParams } from '@/lib/router.tsx';
import { useWebviewCheck } from '../api/app-pages.ts';
import styles from './app-pages.module.css';

export function WebviewScreen() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const url = search.get('url')?.trim() ?? '';
  const check = useWebviewCheck(url);
  const refused = (
    <StatusView testId="webview-refused" title={intl.formatMessage({ id: 'webNotice.webview.refused' })} />
  );
  if (url === '') return refused;
  if (check.isPending) return <LoadingView lines={5} />;
  if (check.isError) {
    const code = (check.error as { error?: string }).error;
    return code === 'WEBVIEW_NOT_ALLOWED' ? (
      refused
    ) : (
      <ErrorView error={check.error} onRetry={() => void check.refetch()} />
    );
  }
  return (
    <iframe
      className={styles.frame}
      src={check.data.url}
      title={intl.formatMessage({ id: 'webNotice.title.webview' })}
      sandbox="allow-scripts allow-same-origin allow-forms"
      referrerPolicy="no-referrer"
      data-testid="webview-frame"
    />
  );
}
