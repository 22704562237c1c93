import { App, Button, Card, Descriptions, Flex, Form, Image, Input, Select, Tag, Typography } from 'antd';
import { identityRejectCodes, type IdentityRejectCode } from '@mall/contracts/browser';
import { QueryState } from '../../../components/query-state.tsx';
import type { MessageId } from '@mall/i18n';
import { useT } from '../../../lib/i18n.ts';
import { useDecideIdentity, useIdentityDetail, type IdentityDetail } from '../api/identity.ts';
import { stateColour } from './identity-queue.tsx';

function detailRows(detail: IdentityDetail): [string, string][] {
  const fields = (detail.personal ?? detail.foreigner ?? detail.company ?? {}) as Record<string, unknown>;
  return Object.entries(fields).map(([name, value]) => [
    name,
    Array.isArray(value)
      ? value
          .map((director: { name: string; idNumber: string }) => `${director.name} (${director.idNumber})`)
          .join(', ')
      : String(value),
  ]);
}

function Decision({ detail }: { detail: IdentityDetail }) {
  const t = useT();
  const { message } = App.useApp();
  const decide = useDecideIdentity();
  const [form] = Form.useForm<{ code: IdentityRejectCode; reasons: string }>();
  const approve = () =>
    decide.mutate(
      { action: 'approve', memberId: detail.memberId },
      { onSuccess: () => void message.success(t('adminIdentity.approved')) },
    );
  const reject = (values: { code: IdentityRejectCode; reasons: string }) =>
    decide.mutate(
      { action: 'reject', memberId: detail.memberId, ...values },
      { onSuccess: () => void message.success(t('adminIdentity.rejected')) },
    );
  return (
    <Card>
      <Flex vertical gap={16}>
        <Button type="primary" loading={decide.isPending} onClick={approve} data-testid="identity-approve">
          {t('adminIdentity.approve')}
        </Button>
        <Form form={form} layout="vertical" onFinish={reject} initialValues={{ code: 'DATA_MISMATCH' }}>
          <Form.Item name="code" label={t('adminIdentity.rejectCode')} rules={[{ required: true }]}>
            <Select
              data-testid="identity-reject-code"
              options={identityRejectCodes.map((code) => ({ value: code, label: t(`adminIdentity.reject.${code}`) }))}
            />
          </Form.Item>
          <Form.Item name="reasons" label={t('adminIdentity.rejectReasons')} rules={[{ required: true }]}>
            <Input.TextArea rows={3} maxLength={500} data-testid="identity-reject-reasons" />
          </Form.Item>
          <Button danger htmlType="submit" loading={decide.isPending} data-testid="identity-reject">
            {t('adminIdentity.reject')}
          </Button>
        </Form>
      </Flex>
    </Card>
  );
}

/** One submission: its fields, its documents side by side, and the decision while it is under review. */
export function IdentityReview({ memberId }: { memberId: number }) {
  const t = useT();
  const detail = useIdentityDetail(memberId);
  return (
    <QueryState query={detail}>
      {(data) => (
        <Flex vertical gap={16}>
          <Flex gap={8} align="center">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {data.username}
            </Typography.Title>
            {data.kind && <Tag>{t(`adminIdentity.kind.${data.kind}`)}</Tag>}
            <Tag color={stateColour[data.state]} data-testid="identity-state" data-state={data.state}>
              {t(`adminIdentity.state.${data.state}`)}
            </Tag>
          </Flex>
          {data.rejectCode && (
            <Typography.Text type="danger">
              {t(`adminIdentity.reject.${data.rejectCode}`)}: {data.rejectReasons}
            </Typography.Text>
          )}
          <Descriptions bordered size="small" column={2} title={t('adminIdentity.details')}>
            {detailRows(data).map(([name, value]) => (
              <Descriptions.Item key={name} label={t(`field.${name}` as MessageId)}>
                {value}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Card title={t('adminIdentity.images')} extra={t('adminIdentity.viewLogged')}>
            <Image.PreviewGroup>
              <Flex gap={12} wrap>
                {data.images.map((image) => (
                  <Flex key={image.slot} vertical gap={4} align="center">
                    <Image src={image.url} width={280} alt={image.slot} data-testid={`identity-image-${image.slot}`} />
                    <Typography.Text>{t(`field.${image.slot}`)}</Typography.Text>
                  </Flex>
                ))}
              </Flex>
            </Image.PreviewGroup>
          </Card>
          {data.state === 'review' && <Decision detail={data} />}
        </Flex>
      )}
    </QueryState>
  );
}
