// vip/tax-request: the member asks finance for a year's withholding-tax certificate and downloads
// it once answered. Requests are listed newest first; pull down to refresh.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Card from 'antd-mobile/es/components/card';
import Selector from 'antd-mobile/es/components/selector';
import TextArea from 'antd-mobile/es/components/text-area';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { reportError } from '@/lib/api.ts';
import { useSession } from '@/lib/session.ts';
import { showToast } from '@/lib/toast.ts';
import { useRequestTax, useTaxRequests, type TaxRequest } from '../api/withdraw.ts';
import styles from './withdraw.module.css';

/** The years a certificate may be asked for: the last three, the one just ended first. */
export function certificateYears(now = new Date()): number[] {
  const last = now.getFullYear() - 1;
  return [last, last - 1, last - 2];
}

export function TaxRequestScreen() {
  if (!useSession()) return <LoginPrompt />;
  return <TaxRequests />;
}

function TaxRequests() {
  const intl = useIntl();
  const list = useTaxRequests();
  return (
    <PullToRefresh onRefresh={async () => void (await list.refetch())}>
      <div className={styles.screen} data-testid="tax-request">
        <p className={styles.note}>{intl.formatMessage({ id: 'webWithdraw.taxRequest.intro' })}</p>
        <RequestForm />
        {list.isPending ? (
          <LoadingView lines={3} />
        ) : list.isError ? (
          <ErrorView error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.length === 0 ? (
          <p className={styles.note} data-testid="tax-request-empty">
            {intl.formatMessage({ id: 'webWithdraw.taxRequest.empty' })}
          </p>
        ) : (
          list.data.map((row) => <RequestCard key={row.id} row={row} />)
        )}
      </div>
    </PullToRefresh>
  );
}

function RequestForm() {
  const intl = useIntl();
  const years = certificateYears();
  const [year, setYear] = useState(years[0]!);
  const [remark, setRemark] = useState('');
  const ask = useRequestTax();
  const submit = () =>
    ask.mutate(
      { year, remark },
      {
        onSuccess: () => {
          setRemark('');
          showToast(intl.formatMessage({ id: 'webWithdraw.taxRequest.sent' }), 'success');
        },
        onError: reportError,
      },
    );
  return (
    <Card title={intl.formatMessage({ id: 'webWithdraw.taxRequest.year' })}>
      <Selector
        options={years.map((value) => ({ label: String(value), value }))}
        value={[year]}
        onChange={(chosen) => chosen[0] !== undefined && setYear(chosen[0])}
        data-testid="tax-request-year"
      />
      <TextArea
        className={styles.remark}
        placeholder={intl.formatMessage({ id: 'webWithdraw.taxRequest.remark' })}
        value={remark}
        onChange={setRemark}
        maxLength={300}
        rows={2}
        data-testid="tax-request-remark"
      />
      <Button block color="primary" loading={ask.isPending} onClick={submit} data-testid="tax-request-submit">
        {intl.formatMessage({ id: 'webWithdraw.taxRequest.submit' })}
      </Button>
    </Card>
  );
}

function RequestCard({ row }: { row: TaxRequest }) {
  const intl = useIntl();
  return (
    <Card data-testid="tax-request-row" data-status={row.status}>
      <div className={styles.row}>
        <strong>{intl.formatMessage({ id: 'webWithdraw.taxRequest.rowTitle' }, { year: row.year })}</strong>
        <span>{intl.formatMessage({ id: `webWithdraw.taxRequest.status.${row.status}` })}</span>
      </div>
      <div className={styles.row}>
        <span className={styles.note}>{intl.formatDate(row.createdAt, { dateStyle: 'medium' })}</span>
        {row.certificate && (
          <a href={row.certificate.url} target="_blank" rel="noopener noreferrer" data-testid="tax-request-download">
            {intl.formatMessage({ id: 'webWithdraw.taxRequest.download' })}
          </a>
        )}
      </div>
      {row.remark && <p className={styles.note}>{row.remark}</p>}
    </Card>
  );
}
