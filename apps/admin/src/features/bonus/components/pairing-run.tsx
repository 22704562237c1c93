// The daily pairing settlement: pick a day, see what it would pay (preview), run it, read its report.
import { useState } from 'react';
import { App, Alert, Button, DatePicker, Descriptions, Flex, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { QueryState } from '../../../components/query-state.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePairingPreview, usePairingReport, useRunPairing, type PairingRun } from '../api/bonus.ts';

type Line = PairingRun['lines'][number];

function RunTable({ run, testId }: { run: PairingRun; testId: string }) {
  const t = useT();
  return (
    <Flex vertical gap={8} data-testid={testId}>
      <Descriptions size="small" column={4}>
        <Descriptions.Item label={t('adminBonus.members')}>{run.members}</Descriptions.Item>
        <Descriptions.Item label={t('adminBonus.matchedMp')}>{run.matchedMp}</Descriptions.Item>
        <Descriptions.Item label={t('adminBonus.paid')}>{run.paid}</Descriptions.Item>
        <Descriptions.Item label={t('adminBonus.capped')}>{run.capped}</Descriptions.Item>
      </Descriptions>
      <Table<Line>
        size="small"
        rowKey="memberId"
        dataSource={run.lines}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('adminBonus.noLines') }}
        columns={[
          { title: t('adminBonus.member'), dataIndex: 'memberId' },
          { title: t('adminBonus.leftMp'), dataIndex: 'leftMp' },
          { title: t('adminBonus.rightMp'), dataIndex: 'rightMp' },
          { title: t('adminBonus.matchedMp'), dataIndex: 'matchedMp' },
          { title: t('adminBonus.paid'), dataIndex: 'paid' },
          { title: t('adminBonus.capped'), dataIndex: 'capped' },
        ]}
      />
    </Flex>
  );
}

export function PairingRunView() {
  const t = useT();
  const { modal, message } = App.useApp();
  const [day, setDay] = useState(() => dayjs().subtract(1, 'day').format('YYYY-MM-DD'));
  const preview = usePairingPreview(day);
  const report = usePairingReport(day);
  const run = useRunPairing();
  const confirmRun = () =>
    modal.confirm({
      title: t('adminBonus.runTitle', { day }),
      okText: t('adminBonus.run'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await run.mutateAsync(day);
          void message.success(t('adminBonus.ran'));
        } catch {
          // The client has already shown why.
        }
      },
    });
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center">
        <DatePicker
          value={dayjs(day)}
          allowClear={false}
          disabledDate={(value) => value.isAfter(dayjs(), 'day')}
          onChange={(value) => value && setDay(value.format('YYYY-MM-DD'))}
          data-testid="pairing-day"
        />
        <Button
          type="primary"
          onClick={confirmRun}
          loading={run.isPending}
          disabled={!preview.data?.available}
          data-testid="pairing-run"
        >
          {t('adminBonus.run')}
        </Button>
      </Flex>
      {preview.data && !preview.data.available && <Alert type="info" message={t('adminBonus.unavailable')} />}
      <Typography.Title level={5}>{t('adminBonus.preview')}</Typography.Title>
      <QueryState query={preview}>{(data) => <RunTable run={data} testId="pairing-preview" />}</QueryState>
      <Typography.Title level={5}>{t('adminBonus.report')}</Typography.Title>
      {report.isError ? (
        <Typography.Text type="secondary">{t('adminBonus.notRun')}</Typography.Text>
      ) : (
        <QueryState query={report}>{(data) => <RunTable run={data} testId="pairing-report" />}</QueryState>
      )}
    </Flex>
  );
}
