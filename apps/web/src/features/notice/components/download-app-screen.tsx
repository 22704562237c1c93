// Where the native app is downloaded: the operators' download link as a QR code and a button.
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import { ErrorView, InlineLoading, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { useDownloadUrl, useQrCode } from '../api/app-pages.ts';
import styles from './app-pages.module.css';

export function DownloadAppScreen() {
  const intl = useIntl();
  const download = useDownloadUrl();
  const link = download.data?.trim() ?? '';
  const qr = useQrCode(link || undefined);
  if (download.isPending) return <LoadingView lines={3} />;
  if (download.isError) return <ErrorView error={download.error} onRetry={() => void download.refetch()} />;
  if (!link) return <StatusView testId="download-none" title={intl.formatMessage({ id: 'webNotice.download.none' })} />;
  return (
    <section className={styles.download} data-testid="download-app">
      {qr.isError ? (
        <ErrorView error={qr.error} onRetry={() => void qr.refetch()} />
      ) : qr.data ? (
        <img className={styles.qr} src={qr.data} width={220} height={220} alt={link} data-testid="download-qr" />
      ) : (
        <div className={styles.qr}>
          <InlineLoading />
        </div>
      )}
      <p className={styles.hint}>{intl.formatMessage({ id: 'webNotice.download.hint' })}</p>
      <Button
        color="primary"
        block
        onClick={() => void window.open(link, '_blank', 'noopener')}
        data-testid="download-open"
      >
        {intl.formatMessage({ id: 'webNotice.download.open' })}
      </Button>
    </section>
  );
}
