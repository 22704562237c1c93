// The daily cash-out report for the last 30 UTC days.
import { useState } from 'react';
import { Table } from 'antd';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useReport } from '../api/withdraw.ts';

const DAY_MS = 86_400_000;
const ymd = (at: number) => new Date(at).toISOString().slice(0, 10);

export function ReportTab() {
  const t = useT();
  // The range is fixed when the tab opens; reopening it moves it on.
  const [[from, to]] = useState((): [string, string] => [ymd(Date.now() - 29 * DAY_MS), ymd(Date.now())]);
  const report = useReport(from, to);
  const column = (key: string, id: Parameters<typeof t>[0]) => ({ title: t(id), dataIndex: key });
  return (
    <QueryState query={report} isEmpty={(data) => data.length === 0}>
      {(data) => (
        <Table
          rowKey="day"
          size="small"
          pagination={false}
          dataSource={[...data].reverse()}
          columns={[
            column('day', 'adminWithdraw.day'),
            column('appliedCount', 'adminWithdraw.appliedCount'),
            column('applied', 'adminWithdraw.applied'),
            column('completedCount', 'adminWithdraw.completedCount'),
            column('completed', 'adminWithdraw.completed'),
            column('fee', 'adminWithdraw.fee'),
            column('tax', 'adminWithdraw.tax'),
            column('rejectedCount', 'adminWithdraw.rejectedCount'),
            column('rejected', 'adminWithdraw.rejected'),
          ]}
        />
      )}
    </QueryState>
  );
}
