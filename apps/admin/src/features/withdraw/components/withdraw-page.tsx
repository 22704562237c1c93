// Withdrawals in the back office: the queue, payout batches, tax certificates and the daily report.
import { Card, Tabs } from 'antd';
import { useT } from '../../../lib/i18n.ts';
import { useMe } from '../../../shared/auth/api/me.ts';
import { BatchesTab } from './batches-tab.tsx';
import { QueueTab } from './queue-tab.tsx';
import { ReportTab } from './report-tab.tsx';
import { TaxTab } from './tax-tab.tsx';

export function WithdrawPage() {
  const t = useT();
  const isFinance = useMe().data?.roles.includes('finance') ?? false;
  const items = [
    { key: 'queue', label: t('adminWithdraw.tab.queue'), children: <QueueTab /> },
    ...(isFinance
      ? [
          { key: 'batches', label: t('adminWithdraw.tab.batches'), children: <BatchesTab /> },
          { key: 'tax', label: t('adminWithdraw.tab.tax'), children: <TaxTab /> },
        ]
      : []),
    { key: 'report', label: t('adminWithdraw.tab.report'), children: <ReportTab /> },
  ];
  return (
    <Card>
      <Tabs items={items} destroyOnHidden />
    </Card>
  );
}
