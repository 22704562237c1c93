// Bonus statistics: paid, capped and the rounding the company kept, per day and kind.
import { useState } from 'react';
import { DatePicker, Flex, Select, Statistic, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { bonusKinds } from '@mall/contracts/browser';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useBonusStatistics, type BonusStatistics, type StatisticsQuery } from '../api/bonus.ts';

type Row = BonusStatistics['list'][number];
const dayOf = (value: Dayjs) => value.format('YYYY-MM-DD');

export function BonusStatisticsView() {
  const t = useT();
  const [query, setQuery] = useState<StatisticsQuery>(() => ({
    from: dayOf(dayjs().subtract(29, 'day')),
    to: dayOf(dayjs()),
  }));
  const statistics = useBonusStatistics(query);
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap>
        <DatePicker.RangePicker
          value={[dayjs(query.from), dayjs(query.to)]}
          allowClear={false}
          onChange={(days) => {
            if (days?.[0] && days[1]) setQuery({ ...query, from: dayOf(days[0]), to: dayOf(days[1]) });
          }}
          data-testid="bonus-days"
        />
        <Select
          allowClear
          placeholder={t('adminBonus.allKinds')}
          style={{ minWidth: 180 }}
          value={query.kind}
          onChange={(kind) => setQuery({ ...query, kind })}
          options={bonusKinds.map((kind) => ({ value: kind, label: t(`wallet.kind.${kind}`) }))}
          data-testid="bonus-kind"
        />
      </Flex>
      <QueryState query={statistics}>
        {(data) => (
          <Flex vertical gap={16}>
            <Flex gap={32} wrap data-testid="bonus-totals">
              <Statistic title={t('adminBonus.paid')} value={data.totals.paid} />
              <Statistic title={t('adminBonus.capped')} value={data.totals.capped} />
              <Statistic title={t('adminBonus.remainder')} value={data.totals.remainder} />
              <Statistic title={t('adminBonus.records')} value={data.totals.records} />
            </Flex>
            {data.list.length === 0 ? (
              <Typography.Text type="secondary">{t('adminBonus.empty')}</Typography.Text>
            ) : (
              <Table<Row>
                size="small"
                rowKey={(row) => `${row.day}:${row.kind}`}
                dataSource={data.list}
                pagination={{ pageSize: 50, hideOnSinglePage: true }}
                columns={[
                  { title: t('adminBonus.day'), dataIndex: 'day' },
                  {
                    title: t('adminBonus.kind'),
                    dataIndex: 'kind',
                    render: (kind: Row['kind']) => t(`wallet.kind.${kind}`),
                  },
                  { title: t('adminBonus.records'), dataIndex: 'records' },
                  { title: t('adminBonus.paid'), dataIndex: 'paid' },
                  { title: t('adminBonus.capped'), dataIndex: 'capped' },
                  { title: t('adminBonus.remainder'), dataIndex: 'remainder' },
                ]}
                data-testid="bonus-statistics"
              />
            )}
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}
