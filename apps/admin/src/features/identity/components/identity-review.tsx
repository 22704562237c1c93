import { App, Button, Card, Checkbox, Col, Descriptions, Flex, Form, Image, Input, Row, Tag, Typography } from 'antd';
import { identityRejectTemplates, type IdentityRejectTemplate } from '@mall/contracts/browser';
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

interface RejectForm {
  templates: IdentityRejectTemplate[];
  reasons: string;
}

/**
 * Approve, or reject with the shop's template reasons (the member reads them in their language)
 * and an optional note shown as given. A column of its own beside the documents, so both buttons
 * stay in view on a 1280 px screen.
 */
function Decision({ detail }: { detail: IdentityDetail }) {
  const t = useT();
  const { message } = App.useApp();
  const decide = useDecideIdentity();
  const [form] = Form.useForm<RejectForm>();
  const approve = () =>
    decide.mutate(
      { action: 'approve', memberId: detail.memberId },
      { onSuccess: () => void message.success(t('adminIdentity.approved')) },
    );
  const reject = (values: RejectForm) =>
    decide.mutate(
      { action: 'reject', memberId: detail.memberId, templates: values.templates ?? [], reasons: values.reasons ?? '' },
      { onSuccess: () => void message.success(t('adminIdentity.rejected')) },
    );
  const needsReason = (_: unknown, templates: IdentityRejectTemplate[] | undefined) =>
    (templates?.length ?? 0) > 0 || (form.getFieldValue('reasons') as string | undefined)?.trim()
      ? Promise.resolve()
      : Promise.reject(new Error(t('error.REJECT_REASON_REQUIRED')));
  return (
    <Card data-testid="identity-decision">
      <Flex vertical gap={16}>
        <Button type="primary" block loading={decide.isPending} onClick={approve} data-testid="identity-approve">
          {t('adminIdentity.approve')}
        </Button>
        <Form form={form} layout="vertical" onFinish={reject} initialValues={{ templates: [], reasons: '' }}>
          <Form.Item
            name="templates"
            label={t('adminIdentity.rejectTemplates')}
            dependencies={['reasons']}
            rules={[{ validator: needsReason }]}
          >
            <Checkbox.Group data-testid="identity-reject-templates">
              <Flex vertical gap={4}>
                {identityRejectTemplates.map((template) => (
                  <Checkbox key={template} value={template} data-testid={`identity-reject-template-${template}`}>
                    {t(`identity.rejectTemplate.${template}`)}
                  </Checkbox>
                ))}
              </Flex>
            </Checkbox.Group>
          </Form.Item>
          <Form.Item name="reasons" label={t('adminIdentity.rejectNote')}>
            <Input.TextArea rows={3} maxLength={500} data-testid="identity-reject-reasons" />
          </Form.Item>
          <Button danger block htmlType="submit" loading={decide.isPending} data-testid="identity-reject">
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
            <Typography.Text type="danger" data-testid="identity-rejection">
              {[
                t(`adminIdentity.reject.${data.rejectCode}`),
                ...(data.rejectTemplates ?? []).map((template) => t(`identity.rejectTemplate.${template}`)),
                data.rejectReasons,
              ]
                .filter(Boolean)
                .join('; ')}
            </Typography.Text>
          )}
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={data.state === 'review' ? 16 : 24}>
              <Flex vertical gap={16}>
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
                          <Image
                            src={image.url}
                            width={240}
                            style={{ maxWidth: '100%' }}
                            alt={image.slot}
                            data-testid={`identity-image-${image.slot}`}
                          />
                          <Typography.Text>{t(`field.${image.slot}`)}</Typography.Text>
                        </Flex>
                      ))}
                    </Flex>
                  </Image.PreviewGroup>
                </Card>
              </Flex>
            </Col>
            {data.state === 'review' && (
              <Col xs={24} xl={8}>
                <div style={{ position: 'sticky', top: 16 }}>
                  <Decision detail={data} />
                </div>
              </Col>
            )}
          </Row>
        </Flex>
      )}
    </QueryState>
  );
}
