// Withholding-tax certificate requests: finance answers each once with the certificate (PDF or image).
import { useState } from 'react';
import { Table, Tag, type TableColumnsType } from 'antd';
import { DateTime } from '../../../components/date-time.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useAnswerTax, useTaxRequests, type TaxRequest } from '../api/withdraw.ts';

export function TaxTab() {
  const t = useT();
  const [pageNum, setPageNum] = useState(1);
  const requests = useTaxRequests(pageNum);
  const answer = useAnswerTax();
  const columns: TableColumnsType<TaxRequest> = [
    { title: t('adminWithdraw.member'), dataIndex: 'memberId' },
    { title: t('adminWithdraw.year'), dataIndex: 'year' },
    { title: t('adminWithdraw.remark'), dataIndex: 'remark' },
    { title: t('adminWithdraw.createdAt'), dataIndex: 'createdAt', render: (at: string) => <DateTime value={at} /> },
    { title: t('adminWithdraw.status'), dataIndex: 'status', render: (value: string) => <Tag>{value}</Tag> },
    {
      key: 'actions',
      title: t('admin.table.actions'),
      render: (_: unknown, row) =>
        row.certificate ? (
          <a href={row.certificate.url} target="_blank" rel="noreferrer">
            {t('adminWithdraw.certificate')}
          </a>
        ) : (
          <input
            type="file"
            accept="application/pdf,image/*"
            aria-label={t('adminWithdraw.answer')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) answer.mutate({ id: row.id, file });
            }}
          />
        ),
    },
  ];
  return (
    <QueryState query={requests} isEmpty={(data) => data.list.length === 0}>
      {(data) => (
        <Table<TaxRequest>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data.list}
          pagination={{ current: data.pageNum, pageSize: data.pageSize, total: data.total, onChange: setPageNum }}
        />
      )}
    </QueryState>
  );
}
