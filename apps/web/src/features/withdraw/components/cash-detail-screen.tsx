// vip/cash-detail: one application with every field of the record and its state timeline; the
// member may cancel it while it waits for review (after confirming).
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import Card from 'antd-mobile/es/components/card';
import { LoginPrompt } from '@/components/login-prompt.tsx';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { Dialog } from '@/lib/antd-dialog.ts';
import { reportError } from '@/lib/api.ts';
import { useSearchParams } from '@/lib/router.tsx';
import { useSession } from '@/lib/session.ts';
import { useCancelWithdrawal, useWithdrawal, type Withdrawal } from '../api/withdraw.ts';
import styles from './withdraw.module.css';

export function CashDetailScreen() {
  if (!useSession()) return <LoginPrompt />;
  return <CashDetail />;
}

function CashDetail() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const id = Number(search.get('id') ?? 0);
  const detail = useWithdrawal(id);
  const cancel = useCancelWithdrawal();
  if (detail.isPending) return <LoadingView lines={8} />;
  if (detail.isError) return <ErrorView error={detail.error} onRetry={() => void detail.refetch()} />;
  const row = detail.data;
  const confirmCancel = async () => {
    if (!(await Dialog.confirm({ content: intl.formatMessage({ id: 'webWithdraw.cancelConfirm' }) }))) return;
    cancel.mutate(row.id, { onSuccess: () => void detail.refetch(), onError: reportError });
  };
  const fields: [FieldName, string | null][] = [
    ['serialNo', row.serialNo],
    ['amount', row.amount],
    ['fee', row.fee],
    ['taxAmount', row.tax],
    ['net', row.net],
    ['bankName', row.bankName],
    ['accountName', row.accountName],
    ['accountNo', row.accountNo],
    ['remark', row.remark],
  ];
  return (
    <PullToRefresh onRefresh={async () => void (await detail.refetch())}>
      <div className={styles.screen} data-testid="cash-detail" data-status={row.status}>
        <Card title={intl.formatMessage({ id: `webWithdraw.status.${row.status}` })}>
          <dl className={styles.figures}>
            {fields
              .filter(([, value]) => value !== null)
              .map(([name, value]) => (
                <Field key={name} name={name} value={value ?? ''} />
              ))}
          </dl>
        </Card>
        <Card title={intl.formatMessage({ id: 'webWithdraw.timeline' })}>
          <Timeline row={row} />
        </Card>
        {row.status === 'pending_review' ? (
          <Button block data-testid="withdraw-cancel" loading={cancel.isPending} onClick={() => void confirmCancel()}>
            {intl.formatMessage({ id: 'webWithdraw.cancel' })}
          </Button>
        ) : null}
      </div>
    </PullToRefresh>
  );
}

type FieldName =
  'serialNo' | 'amount' | 'fee' | 'taxAmount' | 'net' | 'bankName' | 'accountName' | 'accountNo' | 'remark';
type Step = 'created' | 'firstReviewed' | 'reviewed' | 'paid' | 'rejected' | 'cancelled' | 'closed';

function Field({ name, value }: { name: FieldName; value: string }) {
  const intl = useIntl();
  return (
    <>
      <dt>{intl.formatMessage({ id: `webWithdraw.field.${name}` })}</dt>
      <dd data-field={name}>{value}</dd>
    </>
  );
}

/** The steps the application went through, each with its time (created, reviewed, paid or closed). */
function Timeline({ row }: { row: Withdrawal }) {
  const intl = useIntl();
  const steps: [Step, string | null][] = [
    ['created', row.createdAt],
    ['firstReviewed', row.firstReviewedAt],
    ['reviewed', row.reviewedAt],
    ['paid', row.paidAt],
    ['rejected', row.rejectedAt],
    ['cancelled', row.cancelledAt],
    ['closed', row.closedAt],
  ];
  return (
    <ol className={styles.timeline} data-testid="cash-timeline">
      {steps
        .filter(([, at]) => at !== null)
        .map(([step, at]) => (
          <li key={step} data-step={step}>
            <span>{intl.formatMessage({ id: `webWithdraw.step.${step}` })}</span>
            <time dateTime={at ?? ''}>{intl.formatDate(at ?? '', { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </li>
        ))}
    </ol>
  );
}
