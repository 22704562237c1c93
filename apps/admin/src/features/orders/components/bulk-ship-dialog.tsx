// Ship many orders from a CSV file (chosen or pasted): each row ships on its own, and the report
// says row by row what shipped and why the others did not.
import { useState, type HTMLAttributes } from 'react';
import { Alert, Button, Flex, Input, Modal, Table, Tag, Typography, Upload, type TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { describeFailure } from '../../../lib/failure.ts';
import { useT, type Translate } from '../../../lib/i18n.ts';
import { useShipBulk, type BulkShipReport, type BulkShipRow } from '../api/shipping.ts';

function reportColumns(t: Translate): TableColumnsType<BulkShipRow> {
  return [
    { title: t('adminOrders.bulk.col.row'), dataIndex: 'row', width: 80 },
    { title: t('adminOrders.col.orderNo'), dataIndex: 'orderNo' },
    {
      title: t('adminOrders.bulk.col.result'),
      dataIndex: 'ok',
      render: (ok: boolean, row) =>
        ok ? <Tag color="green">{t('adminOrders.bulk.ok')}</Tag> : <Tag color="red">{row.error ?? row.errorKey}</Tag>,
    },
  ];
}

function BulkReport({ report }: { report: BulkShipReport }) {
  const t = useT();
  return (
    <Flex vertical gap={12}>
      <Alert
        type={report.failed === 0 ? 'success' : 'warning'}
        showIcon
        title={t('adminOrders.bulk.summary', { shipped: report.shipped, failed: report.failed })}
        data-testid="bulk-summary"
      />
      <Table<BulkShipRow>
        size="small"
        rowKey="row"
        dataSource={report.rows}
        columns={reportColumns(t)}
        pagination={report.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        data-testid="bulk-report"
        onRow={(row) => ({ 'data-testid': 'bulk-row', 'data-ok': String(row.ok) }) as HTMLAttributes<HTMLElement>}
      />
    </Flex>
  );
}

interface BulkInputProps {
  csv: string;
  fileName: string | null;
  failure: string | null;
  /** The text to send: a chosen file's (with its name) or what was typed or pasted (no name). */
  onText: (text: string, fileName: string | null) => void;
}

function BulkInput({ csv, fileName, failure, onText }: BulkInputProps) {
  const t = useT();
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('adminOrders.bulk.hint')}
      </Typography.Paragraph>
      {failure ? <Alert type="error" showIcon title={failure} data-testid="bulk-error" /> : null}
      <Flex gap={8} align="center">
        <Upload
          accept=".csv,text/csv,text/plain"
          showUploadList={false}
          beforeUpload={(file) => {
            void file.text().then((text) => onText(text, file.name));
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} data-testid="bulk-choose">
            {t('adminOrders.bulk.choose')}
          </Button>
        </Upload>
        {fileName ? <Typography.Text>{t('adminOrders.bulk.chosen', { name: fileName })}</Typography.Text> : null}
      </Flex>
      <Input.TextArea
        value={csv}
        onChange={(event) => onText(event.target.value, null)}
        placeholder={t('adminOrders.bulk.paste')}
        autoSize={{ minRows: 6, maxRows: 14 }}
        spellCheck={false}
        data-testid="bulk-text"
      />
    </Flex>
  );
}

export function BulkShipDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const t = useT();
  const shipBulk = useShipBulk();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<BulkShipReport | null>(null);

  const reset = () => {
    setCsv('');
    setFileName(null);
    setFailure(null);
    setReport(null);
  };

  const submit = async () => {
    setFailure(null);
    if (csv.trim() === '') return setFailure(t('adminOrders.bulk.required'));
    try {
      setReport(await shipBulk.mutateAsync(csv));
    } catch (error) {
      setFailure(describeFailure(error, t));
    }
  };

  const footer = report ? (
    <Flex gap={8} justify="end">
      <Button onClick={reset} data-testid="bulk-again">
        {t('adminOrders.bulk.again')}
      </Button>
      <Button type="primary" onClick={onClose}>
        {t('common.confirm')}
      </Button>
    </Flex>
  ) : (
    <Flex gap={8} justify="end">
      <Button onClick={onClose}>{t('common.cancel')}</Button>
      <Button type="primary" loading={shipBulk.isPending} onClick={() => void submit()} data-testid="bulk-submit">
        {t('adminOrders.bulk.submit')}
      </Button>
    </Flex>
  );

  return (
    <Modal
      open={isOpen}
      title={t('adminOrders.bulk.title')}
      width={720}
      onCancel={onClose}
      afterClose={reset}
      footer={footer}
      data-testid="bulk-dialog"
    >
      {report ? (
        <BulkReport report={report} />
      ) : (
        <BulkInput
          csv={csv}
          fileName={fileName}
          failure={failure}
          onText={(text, name) => {
            setCsv(text);
            setFileName(name);
          }}
        />
      )}
    </Modal>
  );
}
